/**
 * Debian's nginx (/usr/sbin/nginx) serving a few files from a private temp folder on 127.0.0.1 and a free port: the
 * yardstick of the menu bench. It runs in the foreground as our child (`daemon off`), with its config, pid file, logs
 * and temp folders all in that folder, `gzip_static on` (a `.gz` beside a file is sent as is to a client that
 * accepts gzip), `Cache-Control: no-cache` like the server's answers, and no access log.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, isListening } from "./ports";

export const NGINX = "/usr/sbin/nginx";

export interface StaticServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  close(): Promise<void>;
}

function config(folder: string, port: number): string {
  const runAs = process.getuid?.() === 0 ? "user nobody nogroup;" : "";
  return `${runAs}
worker_processes auto;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${folder}/tmp/body;
  proxy_temp_path ${folder}/tmp/proxy;
  fastcgi_temp_path ${folder}/tmp/fastcgi;
  uwsgi_temp_path ${folder}/tmp/uwsgi;
  scgi_temp_path ${folder}/tmp/scgi;
  types { application/json json; }
  default_type application/octet-stream;
  charset utf-8;
  charset_types application/json;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${folder}/www;
    location / { add_header Cache-Control no-cache; }
  }
}
`;
}

/** Serves `files` (path under the root → bytes); resolves once nginx accepts connections. */
export async function startNginx(files: Readonly<Record<string, Uint8Array>>): Promise<StaticServer> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is not installed (apt-get install nginx-light)`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carta-bench-nginx-"));
  // The workers run as nobody when we are root: they must be able to read the files.
  fs.chmodSync(folder, 0o755);
  fs.mkdirSync(path.join(folder, "tmp"));
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(folder, "www", name);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(file, body, { mode: 0o644 });
  }
  fs.chmodSync(path.join(folder, "www"), 0o755);
  const port = await freePort();
  fs.writeFileSync(path.join(folder, "nginx.conf"), config(folder, port));
  const child = spawn(NGINX, ["-p", folder, "-c", path.join(folder, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });

  for (let waited = 0; !(await isListening(port)); waited += 50) {
    if (!running || waited > 10_000) {
      child.kill("SIGKILL");
      await exited;
      const log = fs.existsSync(path.join(folder, "error.log")) ? fs.readFileSync(path.join(folder, "error.log"), "utf8") : "";
      remove();
      throw new Error(`nginx did not start: ${(stderr + log).trim().split("\n").slice(-3).join(" / ")}`);
    }
    await sleep(50);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      // SIGTERM: nginx's fast shutdown; the master stops its workers before it exits.
      if (running) child.kill("SIGTERM");
      await exited;
      remove();
    },
  };
}
