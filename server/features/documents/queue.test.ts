import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "@common/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { PdfExtractor } from "./extractor";
import { IngestionQueue } from "./queue";
import { documents } from "./schema";
import { createDocument, requeueUnfinished } from "./service";
import { makePdf } from "../../test/pdfs";

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
const notQueued = { enqueue() {} } as unknown as IngestionQueue;
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

  const status = async (id: number) => (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!;

  it("picks up documents left in processing by a previous run", async () => {
    const doc = await createDocument(t.database.db, notQueued, {
      bytes: await makePdf(pages(3, "requeue")),
      fileName: "left-over.pdf",
    });
    expect((await status(doc.id)).status).toBe("processing");
    const queue = new IngestionQueue(t.database.db, silent);
    try {
      expect(await requeueUnfinished(t.database.db, queue)).toBeGreaterThanOrEqual(1);
      await queue.idle();
      expect(await status(doc.id)).toMatchObject({ status: "active", pageCount: 3 });
    } finally {
      await queue.close();
    }
  });

  it("stops an extraction that takes too long, and the next document still works", async () => {
    const queue = new IngestionQueue(t.database.db, silent, { timeoutMs: 5 });
    try {
      const slow = await createDocument(t.database.db, queue, {
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
    const queue = new IngestionQueue(t.database.db, silent, { maxPages: 5 });
    try {
      const doc = await createDocument(t.database.db, queue, {
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

  it("leaves a document in processing (to be resumed) when the server stops mid-way", async () => {
    const queue = new IngestionQueue(t.database.db, silent);
    const doc = await createDocument(t.database.db, queue, {
      bytes: await makePdf(pages(300, "stopped")),
      fileName: "stopped.pdf",
    });
    await queue.close();
    expect((await status(doc.id)).status).toBe("processing");
  });
});
