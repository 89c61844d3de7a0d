// Measures the two admin analytics calls with 100,000 recorded queries: `npm run bench:analytics`.
// A fresh embedded database (and the PostgreSQL server named by BENCH_DATABASE_URL, when given) is
// filled with queries spread over 90 days, each using up to five documents, then both calls are made
// through the real app with an approved admin's session and their p50/p95 printed.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { ASSISTANTS } from "../common/assistants";
import pg from "pg";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { recordQuery } from "../server/features/analytics/record";
import { queryRows } from "../server/db/rows";
import { hashPassword } from "../server/features/accounts/passwords";
import { adminUsers } from "../server/features/accounts/schema";
import { createSession } from "../server/features/accounts/sessions";
import { percentile } from "./lib/stats";

const QUERIES = Number(process.argv[2] ?? 100_000);
const DAYS = 90;
const RUNS = 30;
const RECORDED = 200;
const TARGET_MS = 200;

async function fill(database: Database) {
  const db = database.db;
  const started = performance.now();
  // Some through the real recording path (timed: the assistants await it), the rest in bulk with
  // the same shape of data.
  const recordTimes: number[] = [];
  for (let i = 0; i < RECORDED; i++) {
    const t0 = performance.now();
    await recordQuery(db, {
      assistant: ASSISTANTS[i % ASSISTANTS.length]!,
      question: `Sample question number ${i}, about "parking", commas and quotes`,
      answer: "x".repeat(200 + i),
      responseTimeMs: 300 + i * 10,
      documents: [
        { id: 1 + (i % 7), title: `Planning group minutes #${1 + (i % 7)}` },
        { id: 100 + (i % 5), title: `Design guidelines #${i % 5}` },
      ],
    });
    recordTimes.push(performance.now() - t0);
  }
  console.log(
    `  ${`recordQuery (${RECORDED} calls)`.padEnd(56)} p50 ${percentile(recordTimes, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(recordTimes, 95).toFixed(1).padStart(6)} ms`,
  );
  const batch = 10_000;
  for (let start = RECORDED; start < QUERIES; start += batch) {
    const n = Math.min(batch, QUERIES - start);
    await db.execute(sql`
      with ins as (
        insert into ai_queries (assistant, question, question_length, answer_length, response_time_ms, created_at)
        select (array['home','rcpg','design-review'])[1 + (g % 3)],
               'Benchmark question ' || g || ' about the community plan and Main Street',
               40 + (g % 80), 300 + (g % 1500), 200 + (g * 37 % 4000),
               now() - (random() * ${DAYS} * interval '1 day')
        from generate_series(${start}::int, ${start + n - 1}::int) as g
        returning id, assistant
      )
      insert into ai_query_documents (query_id, rank, document_id, title, assistant)
      select ins.id, r, 1 + ((ins.id * 7919 + r * 104729) % 400), 'Document ' || (1 + ((ins.id * 7919 + r * 104729) % 400)), ins.assistant
      from ins cross join generate_series(1, 1 + (ins.id % 5)) as r`);
  }
  await db.execute(sql`analyze ai_queries`);
  await db.execute(sql`analyze ai_query_documents`);
  const counts = await queryRows<{ q: number; d: number }>(
    db,
    sql`select (select count(*)::int from ai_queries) as q, (select count(*)::int from ai_query_documents) as d`,
  );
  const c = counts[0]!;
  console.log(
    `  filled ${c.q} queries and ${c.d} document uses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** An approved admin with a live session, made directly in the database for the measurement. */
async function createBenchAdmin(database: Database) {
  const [row] = await database.db
    .insert(adminUsers)
    .values({
      username: `bench-${crypto.randomBytes(4).toString("hex")}`,
      passwordHash: await hashPassword(crypto.randomBytes(16).toString("base64url")),
      isApproved: true,
      approvedAt: new Date(),
    })
    .returning({ id: adminUsers.id });
  return createSession(database.db, { kind: "admin", adminId: row!.id });
}

async function bench(label: string, database: Database, dataDir: string) {
  console.log(`\n${label}`);
  await fill(database);
  const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DEMO_CONTENT: "false" }) };
  const app = await buildApp({ config, database, logger: false, background: false });
  await app.ready();
  const token = await createBenchAdmin(database);
  const headers = { authorization: `Bearer ${token}` };
  const urls = [
    "/api/admin/ai-analytics",
    "/api/admin/ai-analytics?assistant=rcpg",
    "/api/admin/ai-queries",
    "/api/admin/ai-queries?limit=100",
    "/api/admin/ai-queries?limit=100&assistant=home",
  ];
  const check = await app.inject({ method: "GET", url: "/api/admin/ai-analytics", headers });
  const total = (JSON.parse(check.body) as { totalQueries: number }).totalQueries;
  if (total !== QUERIES) throw new Error(`the summary counts ${total} queries, not ${QUERIES}`);
  let ok = true;
  for (const url of urls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: "GET", url, headers });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      if (i >= 3) times.push(ms);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    if (p95 >= TARGET_MS) ok = false;
    console.log(`  GET ${url.padEnd(52)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  }
  await app.close();
  console.log(ok ? `  every call's p95 is under ${TARGET_MS} ms` : `  SOME CALLS ARE OVER ${TARGET_MS} ms AT p95`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-bench-analytics-"));
try {
  const database = await openDatabase({ dataDir });
  try {
    await bench(`PGlite, ${QUERIES} queries over ${DAYS} days`, database, dataDir);
  } finally {
    await database.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const name = `ramona_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-bench-analytics-"));
  try {
    const database = await openDatabase({ dataDir: pgDir, databaseUrl: url.toString() });
    try {
      await bench(`PostgreSQL, ${QUERIES} queries over ${DAYS} days`, database, pgDir);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log(
    "\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to measure it too)",
  );
}
