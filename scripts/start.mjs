// `npm start`: install what is missing, build the app, serve it with the API on one port.
import { spawnSync } from "node:child_process";
import { ensureDependencies } from "./lib/ensure-dependencies.mjs";

ensureDependencies();
const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawnSync("npx", ["tsx", "server/main.ts"], { stdio: "inherit" });
process.exit(server.status ?? 0);
