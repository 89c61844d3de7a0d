// Measures the account calls through the real app on a fresh embedded database: the argon2id hash,
// a login for a known and an unknown name (they should cost the same), and an authenticated
// GET /api/users/me (the session check on every protected call). `npx tsx scripts/bench-accounts.ts`
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { hashPassword } from "../server/features/accounts/passwords";
import { percentile } from "./lib/stats";

const RUNS = 40;
const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`;

async function time(fn: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await fn();
    out.push(performance.now() - s);
  }
  return out;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-bench-accounts-"));
const config = {
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dir, DEMO_CONTENT: "false" }),
  auth: {
    routeLimitPerMinute: 1_000_000,
    maxFailuresPerPair: 1_000_000,
    pairDelayMs: 30_000,
    maxFailuresPerAccount: 1_000_000,
    accountFailuresPerAddress: 2,
    maxFailuresPerAddress: 1_000_000,
    failureWindowMs: 60_000,
  },
};
const database = await openDatabase({ dataDir: dir });
const app = await buildApp({ config, database, logger: false });
try {
  const user = {
    username: "bench-user",
    email: "bench@example.com",
    password: "Bench-password-2025",
    firstName: "B",
    lastName: "U",
  };
  await app.inject({ method: "POST", url: "/api/users/register", payload: user });
  const login = (username: string, password: string) =>
    app.inject({ method: "POST", url: "/api/users/login", payload: { username, password } });
  const token = (await login(user.username, user.password)).json().sessionId as string;

  console.log(`argon2id hash (m=19456, t=2, p=1):  ${fmt(await time(() => hashPassword("Bench-password-2025")))}`);
  console.log(`login, right password:             ${fmt(await time(() => login(user.username, user.password)))}`);
  console.log(`login, wrong password:             ${fmt(await time(() => login(user.username, "Wrong-password-1")))}`);
  console.log(`login, unknown name:               ${fmt(await time(() => login("no-such-user", "Wrong-password-1")))}`);
  console.log(`login, wrong password (again):     ${fmt(await time(() => login(user.username, "Wrong-password-1")))}`);
  console.log(
    `GET /api/users/me (session check): ${fmt(await time(() => app.inject({ method: "GET", url: "/api/users/me", headers: { authorization: `Bearer ${token}` } })))}`,
  );
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
