import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const present = (binary) => (binary.startsWith("/") ? existsSync(binary) : onPath(binary));

/**
 * The tests drive Debian's own tools where npm has none: Chromium for the browser tests, poppler's pdftoppm and
 * pdftotext for the receipts' PDFs. Installs the packages whose binaries are missing through apt (one `apt-get
 * update` for all) when we are root; otherwise says how to get them. `needs`: [{ pkg, binaries }].
 */
export function ensureDebianPackages(needs) {
  const missing = needs.filter((need) => !need.binaries.every(present));
  if (missing.length === 0) return true;
  const packages = missing.map((need) => need.pkg);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !onPath("apt-get")) {
    console.error(`Missing ${missing.flatMap((need) => need.binaries).join(", ")}. Install Debian's packages (sudo apt-get install -y ${packages.join(" ")}), then run npm test again.`);
    return false;
  }
  console.log(`Installing Debian's ${packages.join(", ")} for the tests…`);
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit" });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
      : update;
  if (install.status !== 0 || !missing.every((need) => need.binaries.every(present))) {
    console.error(`apt-get could not install ${packages.join(", ")}: see the lines above.`);
    return false;
  }
  return true;
}
