import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createTestApp, type TestApp } from "../../test/harness";
import { makePdf, makeScannedPdf } from "../../test/pdfs";
import { DEFAULT_EXTRACTION_LIMITS } from "./extract-limits";
import { extractionWarning, PdfExtractor } from "./extractor";
import { IngestionQueue } from "./queue";
import { documents } from "./schema";
import { createDocument } from "./service";

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
const pages = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => [`Page ${i + 1}: the ${word} on Pamo Road was discussed at length.`]);
const SCANNED = [
  ["RAMONA COMMUNITY PLANNING GROUP", "Minutes of the Regular Meeting of April 6, 2023", "1. CALL TO ORDER"],
  ["7. Hanson Lane Winery Tasting Room", "Motion to recommend approval of the tasting room. Motion carried 9-2."],
];

describe("the limits of reading one PDF", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const status = async (id: number) => (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!;

  it("are defined once, and the environment may change them", () => {
    expect(loadConfig({}).extraction).toEqual(DEFAULT_EXTRACTION_LIMITS);
    const c = loadConfig({
      EXTRACT_DOCUMENT_TIMEOUT_SECONDS: "90",
      OCR_MAX_PAGES: "3",
      PDF_MAX_IMAGE_PIXELS: "2000000",
    });
    expect(c.extraction).toEqual({ documentTimeoutMs: 90_000, maxOcrPages: 3, maxImageSize: 2_000_000 });
    expect(() => loadConfig({ OCR_MAX_PAGES: "-1" })).toThrow(/OCR_MAX_PAGES/);
  });

  it("stop a document that takes longer than its time limit: it fails with the reason, and the queue goes on", async () => {
    const queue = new IngestionQueue(t.database.db, silent, { documentTimeoutMs: 1 });
    try {
      const slow = await createDocument(t.database.db, queue, {
        bytes: await makePdf(pages(40, "slow")),
        fileName: "slow.pdf",
      });
      await queue.idle();
      expect(await status(slow.id)).toMatchObject({
        status: "failed",
        failureReason: "Reading the PDF took longer than 1 second, the limit for one document, so it was stopped",
      });
      queue.extractor.documentTimeoutMs = 60_000;
      const next = await createDocument(t.database.db, queue, {
        bytes: await makePdf(pages(2, "next")),
        fileName: "next.pdf",
      });
      await queue.idle();
      expect(await status(next.id)).toMatchObject({ status: "active", pageCount: 2 });
    } finally {
      await queue.close();
    }
  });

  it("read at most the OCR cap of scanned pages; the document says which were left unread", async () => {
    const queue = new IngestionQueue(t.database.db, silent, { maxOcrPages: 1 });
    try {
      const doc = await createDocument(t.database.db, queue, {
        bytes: await makeScannedPdf(SCANNED),
        fileName: "scan.pdf",
      });
      await queue.idle();
      expect(await status(doc.id)).toMatchObject({
        status: "active",
        pageCount: 2,
        ocrPages: 1,
        warning: "1 scanned page was left unread (from page 2): OCR reads at most 1 page of one document",
      });
    } finally {
      await queue.close();
    }
  }, 60_000);

  it("decode no image larger than the pixel limit", async () => {
    const extractor = new PdfExtractor({ maxImageSize: 100 });
    try {
      const r = await extractor.extract(await makeScannedPdf(SCANNED.slice(0, 1)));
      // The page's scan is not decoded: it renders blank, and nothing is recognised.
      expect(r).toMatchObject({ ok: true, pageCount: 1, ocrPages: [], ocrSkipped: [] });
    } finally {
      await extractor.close();
    }
  });

  it("tell the admin of pages left unread and of damage together", () => {
    expect(extractionWarning({ pageCount: 9, unreadable: 0, ocrSkipped: [4, 5, 6] }, 3)).toBe(
      "3 scanned pages were left unread (from page 4): OCR reads at most 3 pages of one document",
    );
    expect(extractionWarning({ pageCount: 9, unreadable: 1, damage: "repaired", ocrSkipped: [9] }, 8)).toMatch(
      /^8 of 9 pages could be read\. 1 scanned page was left unread .*\. The file was damaged/,
    );
  });
});
