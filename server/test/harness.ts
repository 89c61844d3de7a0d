import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { buildApp, type BuildOptions } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { inject } from "vitest";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** JSON request through the real app; returns status, headers and parsed body. */
  request: <T = any>(
    opts: InjectOptions,
  ) => Promise<{ status: number; body: T; headers: Record<string, unknown>; raw: string }>;
  close: () => Promise<void>;
};

/** The PostgreSQL server the database tests also run against, when one is given. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** A new, empty database on the PostgreSQL server at `baseUrl`, and how to drop it. */
export async function freshPostgres(baseUrl: string) {
  const name = `ramona_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Builds the real app on a database of its own: a copy of the migrated template (PGlite), or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { background?: boolean; onRoute?: BuildOptions["onRoute"]; logger?: BuildOptions["logger"] } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-test-"));
  let dropPg: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (testDatabaseUrl) {
    const fresh = await freshPostgres(testDatabaseUrl);
    databaseUrl = fresh.url;
    dropPg = fresh.drop;
  } else {
    fs.cpSync(inject("templateDir"), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, "lock.pid"), { force: true });
  }
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DEMO_CONTENT: "false" }),
    databaseUrl,
    ...overrides,
  };
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const app = await buildApp({
    config,
    database,
    logger: opts.logger ?? false,
    background: opts.background ?? false,
    onRoute: opts.onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async request(o) {
      const res = await app.inject(o);
      let body: any = res.body;
      if (String(res.headers["content-type"] ?? "").includes("json") && res.body) body = JSON.parse(res.body);
      return { status: res.statusCode, body, headers: res.headers as Record<string, unknown>, raw: res.body };
    },
    async close() {
      await app.close();
      await database.close();
      if (dropPg) await dropPg();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` holds: for what arrives a moment later (a notification from the database). */
export async function eventually(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
