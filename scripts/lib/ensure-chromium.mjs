import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

/** Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's package. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Browser tests drive Debian's Chromium (Playwright's own browser download is not reachable here).
 * Installs it through apt when missing and we are root; otherwise says how to get one.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `No Chromium at ${chromiumPath()}. Install Debian's package (sudo apt-get install -y chromium) ` +
        "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.",
    );
    return false;
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit" });
  const install = update.status === 0 ? spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }) : update;
  if (install.status !== 0 || !existsSync(chromiumPath())) {
    console.error("apt-get could not install chromium: see the lines above.");
    return false;
  }
  return true;
}
