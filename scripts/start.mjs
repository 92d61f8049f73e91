// `npm start`: install what is missing, build the app (or reuse the build when nothing changed), serve it with the
// API on one port.
import { spawnSync } from "node:child_process";
import { ensureDependencies } from "./lib/ensure-dependencies.mjs";
import { buildInputsHash, buildIsCurrent, recordBuild } from "./lib/build-stamp.mjs";
import { runWithProgress } from "./lib/progress.mjs";

await ensureDependencies();
const inputs = buildInputsHash();
if (buildIsCurrent(inputs)) {
  console.log("The app is built and nothing it is built from changed: serving that build.");
} else {
  const status = await runWithProgress("Building the app (about a minute the first time)", "building the app", "npx", ["vite", "build", "--logLevel", "warn"]);
  if (status !== 0) process.exit(status);
  recordBuild(inputs);
}
// The demo takes card payments on the built-in sandbox page (a test mode, README "Configuration"); a venue's own
// server leaves CARTA_PAYMENT_SANDBOX unset.
const env = { ...process.env, CARTA_PAYMENT_SANDBOX: process.env.CARTA_PAYMENT_SANDBOX ?? "1" };
const server = spawnSync("npx", ["tsx", "server/main.ts"], { stdio: "inherit", env });
process.exit(server.status ?? 0);
