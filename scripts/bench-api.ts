// Public API throughput: autocannon with 50 connections against GET /api/restaurants,
// /api/businesses and /api/rcpg/document-stats on the site and on a plain Express 5 handler
// serving the same rows from the same database, alternating A B A B in one run; on PGlite, and on
// PostgreSQL when BENCH_DATABASE_URL is set (or 127.0.0.1:5432 answers). Also the site with
// request logging off, to show what logging costs.
//   npm run bench:api            (BENCH_SECONDS=5 per measurement, BENCH_ROUNDS=2)
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import readline from "node:readline";
import autocannon from "autocannon";
import pg from "pg";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PATHS = ["/api/restaurants", "/api/businesses", "/api/rcpg/document-stats"];
const TARGET_RATIO = 3;
const TARGET_P99_MS = 50;

type Servers = { site: number; baseline: number; child: ChildProcess };

async function start(env: Record<string, string>): Promise<Servers> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/lib/bench-api-server.ts"], {
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout! });
    rl.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  const ports = JSON.parse(line) as { site: number; baseline: number };
  return { ...ports, child };
}

async function stop(s: Servers) {
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.stdin!.end();
  await exited;
}

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
async function load(port: number, path: string): Promise<Result> {
  const url = `http://127.0.0.1:${port}${path}`;
  // A first request warms the path (and any cache) before it is measured.
  await fetch(url).then((r) => r.arrayBuffer());
  const r = await autocannon({ url, connections: 50, duration: SECONDS, pipelining: 1 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms${r.errors || r.non2xx ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : ""}`;

async function measure(label: string, env: Record<string, string>) {
  console.log(`\n== ${label}`);
  const servers = await start(env);
  const quiet = await start({ ...env, BENCH_LOG_LEVEL: "silent" });
  let failed = 0;
  try {
    for (const path of PATHS) {
      const site: Result[] = [];
      const base: Result[] = [];
      const silent: Result[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        site.push(await load(servers.site, path));
        base.push(await load(servers.baseline, path));
        silent.push(await load(quiet.site, path));
      }
      const mean = (xs: Result[]): Result => ({
        rps: xs.reduce((n, x) => n + x.rps, 0) / xs.length,
        p50: Math.max(...xs.map((x) => x.p50)),
        p99: Math.max(...xs.map((x) => x.p99)),
        errors: xs.reduce((n, x) => n + x.errors, 0),
        non2xx: xs.reduce((n, x) => n + x.non2xx, 0),
      });
      const s = mean(site);
      const b = mean(base);
      const q = mean(silent);
      const ratio = s.rps / b.rps;
      const ok = ratio >= TARGET_RATIO && s.p99 < TARGET_P99_MS;
      if (!ok) failed++;
      console.log(`  ${path}`);
      console.log(
        `    site (request log on)      ${fmt(s)}   ${ratio.toFixed(2)}x the baseline  ${ok ? "ok" : "UNDER TARGET"}`,
      );
      console.log(
        `    site (request log off)     ${fmt(q)}   logging costs ${((1 - s.rps / q.rps) * 100).toFixed(0)}%`,
      );
      console.log(`    Express 5 + same database  ${fmt(b)}`);
    }
  } finally {
    await stop(servers);
    await stop(quiet);
  }
  return failed;
}

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const sock = net.connect(port, "127.0.0.1");
    sock.once("connect", () => (sock.destroy(), resolve(true)));
    sock.once("error", () => resolve(false));
  });

async function freshPostgres(url: string) {
  const name = `ramona_bench_api_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function main() {
  console.log(
    `API benchmark: autocannon, 50 connections, ${SECONDS} s per measurement, ${ROUNDS} rounds alternating site / baseline. Target: ≥ ${TARGET_RATIO}x the baseline's requests/s, p99 < ${TARGET_P99_MS} ms.`,
  );
  let failed = await measure("PGlite (embedded)", {});
  const pgUrl =
    process.env.BENCH_DATABASE_URL || ((await reachable(5432)) ? "postgres://postgres@127.0.0.1:5432/postgres" : "");
  if (pgUrl) {
    const db = await freshPostgres(pgUrl);
    try {
      failed += await measure("PostgreSQL", { BENCH_DATABASE_URL: db.url });
    } finally {
      await db.drop();
    }
  } else console.log("\n(PostgreSQL skipped: none answers on 127.0.0.1:5432 and BENCH_DATABASE_URL is not set)");
  console.log(failed ? `\n${failed} measurement(s) under target` : "\nevery measurement meets the target");
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
