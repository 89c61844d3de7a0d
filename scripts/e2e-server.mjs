// Starts the built site for the browser tests on a fresh data folder of its own, after creating
// the approved admin the tests log in as (e2e/admin.ts), with e-mail sent to a local receiver whose
// messages the tests read (E2E_MAIL_DIR, e2e/mail.ts).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMailReceiver } from "./e2e-mail.mjs";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-Password-1" };

const port = process.argv[2] ?? "3217";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-e2e-"));
const mail = await startMailReceiver(process.env.E2E_MAIL_DIR ?? path.join(dataDir, "mail"));
const env = {
  ...process.env,
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  WEB_DIR: process.env.BUILD_DIR ? path.join(process.env.BUILD_DIR, "web") : "dist/web",
  // Every browser test logs in from 127.0.0.1; the per-address limit of the login calls would
  // otherwise throttle a full run. The failed-login throttle still applies.
  AUTH_RATE_LIMIT_PER_MINUTE: process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? "1000",
  SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
  MAIL_FROM: "Ramona Community Guide <alerts@ramona.test>",
};
delete env.DATABASE_URL;

const created = spawnSync(
  process.execPath,
  ["--import", "tsx", "scripts/admin-create.ts", "--username", E2E_ADMIN.username],
  {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...env, ADMIN_PASSWORD: E2E_ADMIN.password },
  },
);
if (created.status !== 0) {
  await mail.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.error("Could not create the browser tests' admin");
  process.exit(created.status ?? 1);
}

const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit", env });
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  void mail.close().finally(() => process.exit(code ?? 0));
});
