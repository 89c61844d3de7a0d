// Starts the built site for the browser tests on a fresh data folder of its own.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.argv[2] ?? "3217";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-e2e-"));
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    WEB_DIR: process.env.BUILD_DIR ? path.join(process.env.BUILD_DIR, "web") : "dist/web",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
