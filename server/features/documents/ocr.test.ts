import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDocument } from "@common/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, type TestAccount } from "../../test/accounts";
import { upload } from "../../test/documents";
import { makeScannedPdf } from "../../test/pdfs";
import { searchPassages } from "./search";

const SCANNED_PAGES = [
  [
    "RAMONA COMMUNITY PLANNING GROUP",
    "Minutes of the Regular Meeting of April 6, 2023",
    "1. CALL TO ORDER. The Chair called the meeting to order at 7:00 PM.",
  ],
  [
    "7. Hanson Lane Winery Tasting Room",
    "Motion to recommend approval of the tasting room with the landscaping revised. Motion carried 9-2.",
  ],
];

/** Polls a document until it leaves processing, keeping every progress it showed on the way. */
async function follow(t: TestApp, token: string, id: number) {
  const seen: AdminDocument["progress"][] = [];
  const end = Date.now() + 120_000;
  for (;;) {
    const res = await t.request({ method: "GET", url: `/api/admin/documents/${id}`, headers: bearer(token) });
    const doc = res.body as AdminDocument;
    if (doc.status !== "processing") return { doc, seen };
    seen.push(doc.progress);
    if (Date.now() > end) throw new Error(`document ${id} still processing`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("documents: scanned pages are read by OCR", () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
  });
  afterAll(async () => t.close());

  it("indexes a scanned PDF page by page, showing its progress, and finds its words on their page", async () => {
    const res = await upload(t, admin.token, { name: "scan.pdf", data: await makeScannedPdf(SCANNED_PAGES) });
    expect(res.status).toBe(202);
    expect(res.body.document.progress).toEqual({ stage: "queued", page: null, pages: null });
    const { doc, seen } = await follow(t, admin.token, res.body.document.id);
    expect(doc).toMatchObject({
      status: "active",
      pageCount: 2,
      ocrPages: 2,
      lowConfidencePages: [],
      warning: null,
      progress: null,
      meetingDate: "2023-04-06",
    });
    expect(seen).toContainEqual({ stage: "recognising", page: expect.any(Number), pages: 2 });
    const hits = await searchPassages(t.database.db, { query: "Hanson Lane winery tasting room", mode: "question" });
    expect(hits[0]).toMatchObject({ documentId: doc.id, page: 2 });
  });

  it("reads a mixed document: typed pages as text, scanned pages by OCR", async () => {
    const pages = [
      ["DESIGN REVIEW BOARD", "Minutes of May 11, 2023", "Sign for the feed store on Main Street reviewed."],
      ["Item 4. Olive grove parking lot lighting", "The board asked for shielded fixtures facing away from homes."],
      ["Item 5. Adjournment at 8:40 PM."],
    ];
    const res = await upload(t, admin.token, { name: "mixed.pdf", data: await makeScannedPdf(pages, [0, 2]) });
    const { doc } = await follow(t, admin.token, res.body.document.id);
    expect(doc).toMatchObject({ status: "active", pageCount: 3, ocrPages: 1 });
    const hits = await searchPassages(t.database.db, { query: "shielded fixtures olive grove", mode: "question" });
    expect(hits[0]).toMatchObject({ documentId: doc.id, page: 2 });
    const typed = await searchPassages(t.database.db, { query: "feed store sign", mode: "question" });
    expect(typed[0]).toMatchObject({ documentId: doc.id, page: 1 });
  });
});
