// The servers `npm run bench:api` measures, in a process of their own: the site (production
// settings, request logging as configured) and, on the same database, a plain Express 5 handler
// reading the same rows with the database client directly. Prints their ports as one JSON line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import express from "express";
import pg from "pg";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { queryRows } from "../../server/db/rows";

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = databaseUrl ? "" : fs.mkdtempSync(path.join(os.tmpdir(), "ramona-bench-api-"));
const logFile = path.join(os.tmpdir(), `ramona-bench-api-${process.pid}.log`);

const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir || "unused",
  DEMO_CONTENT: "true",
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  PORT: "0",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ dataDir, databaseUrl });
// The site logs every request as in production, to a file (a terminal would measure the terminal).
const logger = { level: config.logLevel, stream: fs.createWriteStream(logFile) };
const app = await buildApp({ config, database, logger, background: false });
await app.listen({ port: 0, host: "127.0.0.1" });

// The baseline: the same rows, ordered as the site orders them, straight from the database.
const PUBLIC = `hidden = false and (is_sample = false or coalesce((select (value->>'enabled')::boolean from app_state where key = 'sample.directories'), true))`;
const QUERIES: Record<string, string> = {
  "/api/restaurants": `select * from restaurants where ${PUBLIC} order by featured desc, rating desc, name, id`,
  "/api/businesses": `select * from businesses where ${PUBLIC} order by is_featured desc, rating desc, name, id`,
  "/api/rcpg/document-stats": `select count(*)::int as "totalDocuments" from documents where status = 'active' and is_active and body = 'rcpg'`,
};
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;
const run = async (text: string): Promise<unknown[]> =>
  pool ? (await pool.query(text)).rows : queryRows(database.db, sql.raw(text));
const baseline = express();
for (const [url, text] of Object.entries(QUERIES)) {
  baseline.get(url, async (_req, res) => {
    const rows = await run(text);
    res.json(url.endsWith("document-stats") ? rows[0] : rows);
  });
}
const server = baseline.listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));

const port = (s: { address(): unknown }) => (s.address() as { port: number }).port;
console.log(JSON.stringify({ site: port(app.server), baseline: port(server), logFile }));

const stop = async () => {
  server.close();
  await pool?.end();
  await app.close();
  await database.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(logFile, { force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.stdin.on("end", () => void stop());
process.stdin.resume();
