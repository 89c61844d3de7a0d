import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { bearer, createApprovedAdmin } from "../../test/accounts";
import { upload } from "../../test/documents";
import { createTestApp, testDatabaseUrl } from "../../test/harness";
import { outcomes, processing, statisticsMismatches, until, watchClaims } from "../../test/ingestion";
import { makePdf } from "../../test/pdfs";
import { startServer, type ServerProcess } from "../../test/server-process";

/**
 * Two real server processes on one PostgreSQL database share the uploads' ingestion: one is
 * killed (SIGKILL) while it reads a document, and every document still ends, each with exactly
 * the passages one server alone gives them. Needs TEST_DATABASE_URL (the embedded database is one
 * process's alone).
 */

const COUNT = 40;
const LEASE_SECONDS = 5;
const TYPED_MINUTES = path.resolve("../shared/fixtures/minutes-alameda/transportation-commission");

type File = { name: string; data: Buffer };

/** Typed real minutes when ../shared/fixtures is there, else generated minutes. */
async function files(): Promise<File[]> {
  if (fs.existsSync(TYPED_MINUTES))
    return fs
      .readdirSync(TYPED_MINUTES)
      .filter((f) => f.endsWith(".pdf"))
      .sort()
      .slice(0, COUNT)
      .map((name) => ({ name, data: fs.readFileSync(path.join(TYPED_MINUTES, name)) }));
  console.warn(`two instances: ${TYPED_MINUTES} is missing; generated minutes are used instead.`);
  return Promise.all(
    Array.from({ length: COUNT }, async (_, i) => ({
      name: `minutes-${i + 1}.pdf`,
      data: await makePdf(
        Array.from({ length: 4 + (i % 6) }, (_, p) => [
          `RAMONA COMMUNITY PLANNING GROUP minutes ${i + 1}, page ${p + 1}`,
          `${p + 1}. ITEM ${p + 1} ON ROAD ${i * 7 + p}`,
          `The group discussed the culvert number ${i}-${p} and the grading of lot ${p * 13 + i}.`,
          "Motion by Member Ortiz, seconded by Member Lee, to recommend approval. Motion carried 5-0.",
        ]),
      ),
    })),
  );
}

const pidOf = (claimedBy: string) => Number(claimedBy.split(":").at(-2));
const indexedLines = (s: ServerProcess) =>
  s
    .output()
    .split("\n")
    .filter((l) => l.includes('"document indexed"'))
    .map((l) => Number(JSON.parse(l).documentId));

if (!testDatabaseUrl)
  console.warn(
    "two instances: skipped: set TEST_DATABASE_URL to a PostgreSQL server (two processes cannot share the embedded database).",
  );

describe.skipIf(!testDatabaseUrl)("ingestion shared by two server processes on one PostgreSQL", () => {
  let pdfs: File[];
  let reference: Awaited<ReturnType<typeof outcomes>>;
  const running: ServerProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-two-"));

  beforeAll(async () => {
    pdfs = await files();
    // What one server alone makes of the files.
    const started = Date.now();
    const t = await createTestApp();
    try {
      const admin = await createApprovedAdmin(t);
      for (const f of pdfs) expect((await upload(t, admin.token, f)).status).toBe(202);
      await until("the single server's ingestion", async () => (await processing(t.database.db)) === 0, 600_000);
      reference = await outcomes(t.database.db);
    } finally {
      await t.close();
    }
    console.log(
      `two instances: one server alone indexed ${pdfs.length} documents in ${(Date.now() - started) / 1000} s`,
    );
  }, 660_000);

  afterAll(() => {
    for (const s of running) s.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const server = async (databaseUrl: string) => {
    const s = startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      INGEST_LEASE_SECONDS: String(LEASE_SECONDS),
      LOG_LEVEL: "info",
    });
    running.push(s);
    return { s, port: await s.ready };
  };

  async function sendAll(token: string, ports: number[]) {
    for (const [i, f] of pdfs.entries()) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(f.data)], { type: "application/pdf" }), f.name);
      const res = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/api/admin/documents`, {
        method: "POST",
        headers: bearer(token),
        body: form,
      });
      expect(res.status, await res.text()).toBe(202);
    }
  }

  /** Kills `victim` with SIGKILL once it is reading a document and a few are done; answers that document. */
  async function killWhileReading(db: Db, victim: ServerProcess) {
    let held = 0;
    await until(
      "the instance to kill reading a document",
      async () => {
        const [row] = await queryRows<{ held: number | null; done: number }>(
          db,
          sql`SELECT (SELECT document_id FROM ingestion_jobs WHERE claimed_by LIKE ${`%:${victim.child.pid}:%`} LIMIT 1) AS held,
                (SELECT count(*)::int FROM documents WHERE status <> 'processing') AS done`,
        );
        held = row?.held ?? 0;
        return held > 0 && row!.done >= 6;
      },
      300_000,
    );
    victim.child.kill("SIGKILL");
    await victim.exited;
    return held;
  }

  async function expectAsOneServer(db: Db, interrupted: number, servers: ServerProcess[]) {
    const got = await outcomes(db);
    expect(got.size).toBe(pdfs.length);
    for (const [sha, want] of reference) {
      const r = got.get(sha);
      expect(r, `file ${sha}`).toBeDefined();
      if (r!.status === "failed") expect(r!.failure_reason).toBeTruthy();
      expect(r, `file ${sha}`).toEqual(want);
    }
    const [jobs] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ingestion_jobs`);
    expect(jobs!.n).toBe(0);
    expect(await statisticsMismatches(db)).toEqual({ extra: 0, missing: 0, countOff: 0 });
    const [doc] = await queryRows<{ status: string }>(db, sql`SELECT status FROM documents WHERE id = ${interrupted}`);
    expect(doc!.status).not.toBe("processing");
    // No document was indexed twice (the killed server may have logged some before it died).
    const indexed = servers.flatMap(indexedLines);
    expect(indexed.length).toBe(new Set(indexed).size);
  }

  it("one is killed while it reads a document and stays dead: the other finishes every document", async () => {
    const t = await createTestApp();
    try {
      const admin = await createApprovedAdmin(t);
      const db = t.database.db;
      const a = await server(t.config.databaseUrl!);
      const b = await server(t.config.databaseUrl!);
      const started = Date.now();
      await sendAll(admin.token, [a.port, b.port]);
      const uploaded = Date.now();
      const interrupted = await killWhileReading(db, a.s);
      const killed = Date.now();
      await until("every document to end", async () => (await processing(db)) === 0, 600_000);
      const finished = Date.now();
      await expectAsOneServer(db, interrupted, [a.s, b.s]);
      console.log(
        `two instances, one killed: uploads ${(uploaded - started) / 1000} s, killed at ${(killed - started) / 1000} s ` +
          `reading document ${interrupted}, all ${pdfs.length} ended at ${(finished - started) / 1000} s`,
      );
      b.s.child.kill("SIGTERM");
      expect(await b.s.exited).toBe(0);
    } finally {
      await t.close();
    }
  }, 900_000);

  it("the killed one is started again while the other is busy: it takes no job the other holds", async () => {
    const t = await createTestApp();
    try {
      const admin = await createApprovedAdmin(t);
      const db = t.database.db;
      const a = await server(t.config.databaseUrl!);
      const b = await server(t.config.databaseUrl!);
      const watch = watchClaims(db);
      const started = Date.now();
      await sendAll(admin.token, [a.port, b.port]);
      const interrupted = await killWhileReading(db, a.s);
      const killed = Date.now();
      await until(
        "the other instance to be reading a document",
        async () =>
          (await queryRows(db, sql`SELECT 1 FROM ingestion_jobs WHERE claimed_by LIKE ${`%:${b.s.child.pid}:%`}`))
            .length > 0,
        60_000,
      );
      const again = await server(t.config.databaseUrl!);
      const restarted = Date.now();
      await until("every document to end", async () => (await processing(db)) === 0, 600_000);
      const finished = Date.now();
      await watch.stop();

      const bPid = b.s.child.pid!;
      const againPid = again.s.child.pid!;
      // A job the live instance held never went to the one started again (its lease never ran out).
      for (const [documentId, seen] of watch.claims)
        for (let i = 1; i < seen.length; i++)
          expect(
            pidOf(seen[i - 1]!.by) === bPid && pidOf(seen[i]!.by) === againPid,
            `document ${documentId} taken from the live instance: ${JSON.stringify(seen)}`,
          ).toBe(false);
      await expectAsOneServer(db, interrupted, [a.s, b.s, again.s]);
      const byRestarted = [...watch.claims.values()].filter((s) => s.some((c) => pidOf(c.by) === againPid)).length;
      console.log(
        `two instances, one restarted: killed at ${(killed - started) / 1000} s reading document ${interrupted}, ` +
          `started again at ${(restarted - started) / 1000} s, took ${byRestarted} job(s); ` +
          `all ${pdfs.length} ended at ${(finished - started) / 1000} s`,
      );
      for (const s of [b.s, again.s]) s.child.kill("SIGTERM");
      expect(await b.s.exited).toBe(0);
      expect(await again.s.exited).toBe(0);
    } finally {
      await t.close();
    }
  }, 900_000);
});
