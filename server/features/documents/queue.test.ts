import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "@common/documents";
import { queryRows } from "../../db/rows";
import { createTestApp, eventually, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { PdfExtractor } from "./extractor";
import { readFile } from "./files";
import { assertHeld, claimJob, finishJob, LeaseLostError, MAX_TAKEOVERS } from "./jobs";
import { indexDocumentText } from "./minutes/index-document";
import { IngestionQueue } from "./queue";
import { documents, ingestionJobs } from "./schema";
import { createDocument, deleteDocument } from "./service";

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: "silent",
} as unknown as FastifyBaseLogger;
/** Stores a document and its job without waking any queue: as if another instance had received it. */
const elsewhere = { wake() {} } as unknown as IngestionQueue;
const pages = (n: number, word = "culvert") =>
  Array.from({ length: n }, (_, i) => [
    `Page ${i + 1}: the ${word} on Pamo Road was discussed at length by the group.`,
  ]);

describe("the ingestion queue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const status = async (id: number) => (await db().select().from(documents).where(eq(documents.id, id)))[0]!;
  const job = async (id: number) =>
    (await db().select().from(ingestionJobs).where(eq(ingestionJobs.documentId, id)))[0] ?? null;
  const passageTexts = async (id: number) =>
    (
      await queryRows<{ text: string }>(
        db(),
        sql`SELECT page || ':' || ordinal || ':' || text AS text FROM passages WHERE document_id = ${id} ORDER BY ordinal`,
      )
    ).map((r) => r.text);
  const expireLease = (id: number) =>
    db()
      .update(ingestionJobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(ingestionJobs.documentId, id));

  it("leaves a job another instance holds, and takes it over once that instance's lease runs out", async () => {
    const doc = await createDocument(db(), elsewhere, {
      bytes: await makePdf(pages(3, "lease")),
      fileName: "lease.pdf",
    });
    expect(await job(doc.id)).toMatchObject({ claimedBy: null, token: 0 });
    const held = await claimJob(db(), "another-instance", 60);
    expect(held).toEqual({ documentId: doc.id, token: 1, takeovers: 0 });

    const queue = new IngestionQueue(db(), silent);
    try {
      queue.wake();
      await queue.idle();
      expect(await status(doc.id)).toMatchObject({ status: "processing" });
      expect(await job(doc.id)).toMatchObject({ claimedBy: "another-instance", token: 1 });

      await expireLease(doc.id);
      queue.wake();
      await queue.idle();
      expect(await status(doc.id)).toMatchObject({ status: "active", pageCount: 3 });
      expect(await job(doc.id)).toBeNull();
      // The instance that lost the job can no longer end it.
      expect(await finishJob(db(), "another-instance", held!, { status: "failed" })).toBe(false);
      expect((await status(doc.id)).status).toBe("active");
    } finally {
      await queue.close();
    }
  });

  it("replaces what an earlier holder wrote: a takeover leaves exactly the passages of one run", async () => {
    const doc = await createDocument(db(), elsewhere, {
      bytes: await makePdf(pages(6, "idempotent")),
      fileName: "idempotent.pdf",
    });
    const extractor = new PdfExtractor();
    const read = await extractor.extract((await readFile(db(), doc.id, doc.byteSize))!);
    await extractor.close();
    if (!read.ok) throw new Error("the PDF could not be read");
    // A first instance indexes the document, then stops renewing its lease before it ends the job.
    const first = (await claimJob(db(), "first-instance", 60))!;
    const guard = (tx: typeof t.database.db) => assertHeld(tx, "first-instance", first);
    await indexDocumentText(db(), doc, read.pages, null, { guard });
    const once = await passageTexts(doc.id);
    expect(once.length).toBeGreaterThan(0);
    await expireLease(doc.id);

    const queue = new IngestionQueue(db(), silent);
    try {
      queue.wake();
      await queue.idle();
    } finally {
      await queue.close();
    }
    expect(await status(doc.id)).toMatchObject({ status: "active", passageCount: once.length });
    expect(await passageTexts(doc.id)).toEqual(once);
    // Late writes of the first instance are refused, and change nothing.
    await expect(indexDocumentText(db(), doc, read.pages, null, { guard })).rejects.toBeInstanceOf(LeaseLostError);
    expect(await passageTexts(doc.id)).toEqual(once);
    const [stats] = await queryRows<{ df: number; n: number }>(
      db(),
      sql`SELECT (SELECT df FROM term_stats WHERE term = '') AS df, (SELECT count(*)::int FROM passages) AS n`,
    );
    expect(Number(stats!.df)).toBe(Number(stats!.n));
  });

  it("sets aside a document whose instance died while reading it several times", async () => {
    const doc = await createDocument(db(), elsewhere, {
      bytes: await makePdf(pages(2, "poison")),
      fileName: "poison.pdf",
    });
    for (let i = 0; i < MAX_TAKEOVERS; i++) {
      expect(await claimJob(db(), `doomed-${i}`, 60)).toMatchObject({ documentId: doc.id, takeovers: i });
      await expireLease(doc.id);
    }
    const queue = new IngestionQueue(db(), silent);
    try {
      queue.wake();
      await queue.idle();
    } finally {
      await queue.close();
    }
    expect(await status(doc.id)).toMatchObject({ status: "failed", failureReason: DOCUMENT_MESSAGES.interrupted });
    expect(await job(doc.id)).toBeNull();
  });

  it("gives a job to a document left in processing without one, when it starts following the jobs", async () => {
    const doc = await createDocument(db(), elsewhere, {
      bytes: await makePdf(pages(2, "orphan")),
      fileName: "orphan.pdf",
    });
    await db().delete(ingestionJobs).where(eq(ingestionJobs.documentId, doc.id));
    const queue = new IngestionQueue(db(), silent);
    try {
      expect(await queue.follow(t.database)).toBe(1);
      await eventually(async () => (await status(doc.id)).status === "active", 20_000);
    } finally {
      await queue.close();
    }
  });

  it("learns of a job queued by another instance from the database's notification", async () => {
    const queue = new IngestionQueue(db(), silent, { leaseSeconds: 3_600 });
    try {
      await queue.follow(t.database);
      await queue.idle();
      const doc = await createDocument(db(), elsewhere, {
        bytes: await makePdf(pages(2, "notified")),
        fileName: "n.pdf",
      });
      // The poll runs every 5 s at most; the notification arrives in milliseconds.
      await eventually(async () => (await status(doc.id)).status === "active", 4_000);
    } finally {
      await queue.close();
    }
  });

  it("stops an extraction that takes too long, and the next document still works", async () => {
    const queue = new IngestionQueue(db(), silent, { timeoutMs: 5 });
    try {
      const slow = await createDocument(db(), queue, {
        bytes: await makePdf(pages(400, "slow")),
        fileName: "slow.pdf",
      });
      await queue.idle();
      expect(await status(slow.id)).toMatchObject({ status: "failed", failureReason: DOCUMENT_MESSAGES.timeout });
    } finally {
      await queue.close();
    }
    // The same extractor starts a fresh worker for the next file.
    const extractor = new PdfExtractor({ timeoutMs: 5 });
    expect(await extractor.extract(await makePdf(pages(400, "again")))).toMatchObject({ ok: false, kind: "timeout" });
    extractor.timeoutMs = 30_000;
    expect(await extractor.extract(await makePdf(pages(2, "fine")))).toMatchObject({ ok: true, pageCount: 2 });
    await extractor.close();
  });

  it("refuses a PDF over the page cap with a clear reason", async () => {
    const queue = new IngestionQueue(db(), silent, { maxPages: 5 });
    try {
      const doc = await createDocument(db(), queue, {
        bytes: await makePdf(pages(8, "capped")),
        fileName: "long.pdf",
      });
      await queue.idle();
      expect(await status(doc.id)).toMatchObject({
        status: "failed",
        failureReason: "The PDF has 8 pages; the limit is 5 pages",
        pageCount: 8,
      });
    } finally {
      await queue.close();
    }
  });

  it("stops reading a document that is deleted meanwhile, and goes on with the next", async () => {
    const queue = new IngestionQueue(db(), silent, { leaseSeconds: 3 });
    try {
      const doomed = await createDocument(db(), queue, {
        bytes: await makePdf(pages(300, "deleted")),
        fileName: "deleted.pdf",
      });
      const next = await createDocument(db(), queue, {
        bytes: await makePdf(pages(2, "after")),
        fileName: "after.pdf",
      });
      await eventually(async () => (await job(doomed.id))?.claimedBy === queue.instance);
      await deleteDocument(db(), { id: null, username: "tester" }, doomed.id);
      await queue.idle();
      expect(await status(next.id)).toMatchObject({ status: "active" });
      expect(await passageTexts(doomed.id)).toEqual([]);
    } finally {
      await queue.close();
    }
  });

  it("gives its job back when the server stops mid-way, and another instance takes it at once", async () => {
    const queue = new IngestionQueue(db(), silent);
    const doc = await createDocument(db(), queue, {
      bytes: await makePdf(pages(300, "stopped")),
      fileName: "stopped.pdf",
    });
    await eventually(async () => (await job(doc.id))?.claimedBy === queue.instance);
    await queue.close();
    expect(await status(doc.id)).toMatchObject({ status: "processing", progress: null });
    expect(await job(doc.id)).toMatchObject({ claimedBy: null, leaseExpiresAt: null, takeovers: 0 });

    const other = new IngestionQueue(db(), silent);
    try {
      other.wake();
      await other.idle();
      expect(await status(doc.id)).toMatchObject({ status: "active", pageCount: 300 });
    } finally {
      await other.close();
    }
  });
});
