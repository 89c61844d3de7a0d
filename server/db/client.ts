import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { makePrivate, PRIVATE_DIR_MODE } from "./private-files";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database handle every feature uses: identical on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for messages: a folder or a redacted URL. */
  location: string;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` with each notification's payload on a channel (from any process sharing the
   * database). `onLost(true)` is called when notifications may have been missed (the listening
   * connection dropped), `onLost(false)` once listening again. Answers the function that stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (lost: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` while holding a database-wide lock named by `key` (a PostgreSQL advisory lock, on
   * a connection of its own): instances sharing a server take turns. One process has the embedded
   * database to itself, so there it simply runs.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions = { dataDir: string; databaseUrl?: string; migrate?: boolean };

/** Opens the database named by the configuration and applies the migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir);
  if (opts.migrate !== false) {
    try {
      await migrateDatabase(database);
    } catch (err) {
      await database.close();
      throw err;
    }
    if (database.kind === "pglite") makePrivate(opts.dataDir);
  }
  return database;
}

/** The advisory lock that instances starting at once on one PostgreSQL take to migrate in turn. */
const MIGRATION_LOCK = 7_261_301;

export async function migrateDatabase(database: Database) {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await database.exclusively(MIGRATION_LOCK, () => migratePg(database.db as never, { migrationsFolder }));
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(dataDir, "pg"), { extensions: { pg_trgm } });
    makePrivate(dataDir);
  } catch (err) {
    lock.release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    location: dataDir,
    async ping() {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    exclusively: (_key, work) => work(),
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!closed) await stop().catch(() => {});
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.query("CHECKPOINT");
      } catch {
        /* closing anyway */
      }
      await client.close();
      makePrivate(dataDir);
      lock.release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {
    /* a dropped idle client is replaced on the next query */
  });
  const probe = await pool.connect().catch(async (err: Error) => {
    await pool.end().catch(() => {});
    throw new Error(`Cannot connect to PostgreSQL at ${redact(url)}: ${err.message}`);
  });
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "postgres",
    location: redact(url),
    async ping() {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, onNotify, onLost) => listenPostgres(url, channel, onNotify, onLost, () => closed),
    async exclusively(key, work) {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      await c.connect();
      try {
        await c.query("SELECT pg_advisory_lock($1)", [key]);
        return await work();
      } finally {
        await c.end().catch(() => {}); // ending the session releases the lock
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own, connected again (after a second) whenever it drops; while it
 * is down, `onLost(true)` tells the caller that notifications may be missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: ((lost: boolean) => void) | undefined,
  dbClosed: () => boolean,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    c.on("notification", (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? "");
    });
    const dropped = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => {});
      if (stopped || dbClosed()) return;
      onLost?.(true);
      retry = setTimeout(() => void reconnect(), LISTEN_RETRY_MS);
      retry.unref();
    };
    c.on("error", dropped);
    c.on("end", dropped);
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
  };
  const reconnect = async () => {
    retry = null;
    try {
      await connect();
      onLost?.(false);
    } catch {
      if (stopped || dbClosed()) return;
      retry = setTimeout(() => void reconnect(), LISTEN_RETRY_MS);
      retry.unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

export function redact(url: string) {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
