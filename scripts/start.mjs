// `npm start`: install what is missing, build the app, serve it with the API on one port.
import { spawnSync } from "node:child_process";
import { ensureDependencies } from "./lib/ensure-dependencies.mjs";

ensureDependencies();
const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
// The demo takes card payments on the built-in sandbox page (a test mode, README "Configuration"); a venue's own
// server leaves CARTA_PAYMENT_SANDBOX unset.
const env = { ...process.env, CARTA_PAYMENT_SANDBOX: process.env.CARTA_PAYMENT_SANDBOX ?? "1" };
const server = spawnSync("npx", ["tsx", "server/main.ts"], { stdio: "inherit", env });
process.exit(server.status ?? 0);
