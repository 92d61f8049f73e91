// Plain Node, no dependencies: long steps of `npm start` and `npm test` say they are alive.
import { spawn } from "node:child_process";
import { clearInterval, setInterval } from "node:timers";

const TICK_MS = 10_000;

/**
 * Runs `command` with the terminal attached, announcing it with `label`, and every ten seconds prints how long the
 * `step` has run — so a first start on a slow network never looks hung. Resolves to the exit status.
 */
export function runWithProgress(label, step, command, args, { env } = {}) {
  const started = Date.now();
  console.log(`${label}…`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: env ?? process.env });
    const ticker = setInterval(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`  … still ${step}: ${seconds} s`);
    }, TICK_MS);
    child.on("exit", (code, signal) => {
      clearInterval(ticker);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`  ${step}: ${code === 0 ? "done" : "FAILED"} in ${seconds} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
