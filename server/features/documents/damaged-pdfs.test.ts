import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createApprovedAdmin, type TestAccount } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { makePagesFirstPdf, makePdf } from "../../test/pdfs";
import { DAMAGE_WARNINGS, extractionWarning, PdfExtractor } from "./extractor";
import { endsLikePdf, withTrailer } from "./pdf-repair.mjs";

/** Minutes of twenty pages, each naming its own page. */
const twentyPages = Array.from({ length: 20 }, (_, i) => [
  `Ramona Community Planning Group, minutes of May 1, 2024, page ${i + 1}.`,
  `Item ${i + 1}: the group discussed the Dye Road solar project, section ${i + 1}.`,
]);

describe("telling a damaged PDF", () => {
  it("knows a file that ends as a PDF does from one cut off", () => {
    const { bytes } = makePagesFirstPdf(twentyPages.slice(0, 2));
    expect(endsLikePdf(bytes)).toBe(true);
    expect(endsLikePdf(Buffer.concat([bytes, Buffer.from("\n% a little after the end\n")]))).toBe(true);
    expect(endsLikePdf(bytes.subarray(0, bytes.length - 10))).toBe(false);
  });

  it("gives a cut-off file a trailer naming its catalog, or nothing when the catalog is gone", () => {
    const { bytes, pageEnds } = makePagesFirstPdf(twentyPages.slice(0, 3));
    const ended = Buffer.from(withTrailer(bytes.subarray(0, pageEnds[1]!))!);
    expect(ended.toString("latin1")).toMatch(/trailer\n<< \/Root 1 0 R >>\n%%EOF\n$/);
    expect(withTrailer(bytes.subarray(0, 12))).toBeNull();
  });

  it("words the warning from what was lost", () => {
    expect(extractionWarning({ pageCount: 20, unreadable: 0, damage: null })).toBeNull();
    expect(extractionWarning({ pageCount: 20, unreadable: 8, damage: null })).toBe("12 of 20 pages could be read");
    expect(extractionWarning({ pageCount: 4, unreadable: 0, damage: "repaired" })).toBe(DAMAGE_WARNINGS.repaired);
    expect(extractionWarning({ pageCount: 20, unreadable: 8, damage: "cut-off" })).toBe(
      `12 of 20 pages could be read. ${DAMAGE_WARNINGS["cut-off"]}`,
    );
  });
});

describe("extracting a damaged PDF", () => {
  const extractor = new PdfExtractor({ ocr: false });
  afterAll(() => extractor.close());

  it("reads a sound file as it is, with no damage", async () => {
    const { bytes } = makePagesFirstPdf(twentyPages);
    const r = await extractor.extract(bytes);
    expect(r).toMatchObject({ ok: true, pageCount: 20, unreadable: 0, damage: null });
    expect(await extractor.extract(await makePdf(twentyPages.slice(0, 3)))).toMatchObject({ ok: true, damage: null });
  });

  it("reads the pages that arrived of a file cut off after its twelfth page, and counts the others", async () => {
    const { bytes, pageEnds } = makePagesFirstPdf(twentyPages);
    const r = await extractor.extract(bytes.subarray(0, pageEnds[11]! + 5));
    if (!r.ok) throw new Error(`not read: ${r.kind}`);
    expect(r).toMatchObject({ pageCount: 20, unreadable: 8, damage: "cut-off" });
    expect(r.pages).toHaveLength(20);
    expect(r.pages[11]).toContain("page 12.");
    expect(r.pages.slice(12).every((p) => p === "")).toBe(true);
    expect(extractionWarning(r)).toBe(`12 of 20 pages could be read. ${DAMAGE_WARNINGS["cut-off"]}`);
  });

  it("counts the pages a sound-looking file declares but lacks", async () => {
    const { bytes } = makePagesFirstPdf(twentyPages.slice(0, 12), { count: 20 });
    const r = await extractor.extract(bytes);
    expect(r).toMatchObject({ ok: true, pageCount: 20, unreadable: 8 });
    if (r.ok) expect(extractionWarning(r)).toMatch(/^12 of 20 pages could be read/);
  });

  it("does not believe an absurd page count", async () => {
    const { bytes } = makePagesFirstPdf(twentyPages.slice(0, 2), { count: 1_000_000 });
    const r = await extractor.extract(bytes);
    expect(r).toMatchObject({ ok: true, pageCount: 2, unreadable: 0 });
  });
});

/** Real PDFs kept beside the project (not in it): ../shared/fixtures/pdfs. */
const FIXTURES = path.resolve("../shared/fixtures/pdfs");
const present = fs.existsSync(FIXTURES);
const fixture = (file: string) => fs.readFileSync(path.join(FIXTURES, file));

describe.skipIf(!present)("damaged real PDFs, uploaded", () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
  });
  afterAll(async () => t.close());

  const indexed = async (name: string, data: Buffer) => {
    const res = await upload(t, admin.token, { name, data });
    expect(res.status, res.raw).toBe(202);
    return waitForDocument(t, admin.token, res.body.document.id);
  };

  it("indexes minutes cut off at half their bytes, with a warning the admin sees", async () => {
    const whole = fixture("minutes/April-25-2012-Board-Meeting.pdf");
    const sound = await indexed("April-25-2012-Board-Meeting.pdf", whole);
    expect(sound).toMatchObject({ status: "active", warning: null });

    const half = await indexed("April-25-2012-half.pdf", whole.subarray(0, Math.floor(whole.length / 2)));
    expect(half).toMatchObject({ status: "active", pageCount: sound.pageCount, warning: DAMAGE_WARNINGS["cut-off"] });
    expect(half.passageCount).toBeGreaterThan(0);
    const listed = await t.request({ method: "GET", url: "/api/admin/documents", headers: bearer(admin.token) });
    expect(listed.body.find((d: { id: number }) => d.id === half.id).warning).toBe(DAMAGE_WARNINGS["cut-off"]);
  });

  it("indexes a linearized file cut off before its end with a warning, where it was once indexed silently", async () => {
    const whole = fixture("minutes/April-16-2009-Board-Meeting.pdf");
    const cut = await indexed("April-16-2009-cut.pdf", whole.subarray(0, Math.floor(whole.length * 0.8)));
    expect(cut).toMatchObject({ status: "active", warning: DAMAGE_WARNINGS["cut-off"] });
  });

  it("indexes a file whose cross-reference table is broken, with a warning", async () => {
    const doc = await indexed("issue-202.pdf", fixture("qpdf/issue-202.pdf"));
    expect(doc).toMatchObject({ status: "active", pageCount: 10, warning: DAMAGE_WARNINGS.repaired });
  });

  it("still refuses a cut-off file with nothing left to read", async () => {
    const whole = fixture("minutes/April-12-2017-Board-Meeting.pdf");
    const doc = await indexed("April-12-2017-half.pdf", whole.subarray(0, Math.floor(whole.length / 2)));
    expect(doc).toMatchObject({ status: "failed", failureReason: "The file is damaged or not a valid PDF" });
  });
});

describe("a cut-off upload, through the API", () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
  });
  afterAll(async () => t.close());

  it("is indexed from the pages that arrived, and says how many of them could be read", async () => {
    const { bytes, pageEnds } = makePagesFirstPdf(twentyPages);
    const res = await upload(t, admin.token, { name: "cut.pdf", data: bytes.subarray(0, pageEnds[11]!) });
    expect(res.status).toBe(202);
    const doc = await waitForDocument(t, admin.token, res.body.document.id);
    expect(doc).toMatchObject({
      status: "active",
      pageCount: 20,
      warning: `12 of 20 pages could be read. ${DAMAGE_WARNINGS["cut-off"]}`,
    });
    const search = await t.request({ method: "GET", url: "/api/documents?q=solar" });
    expect(search.body.results.map((r: { documentId: number }) => r.documentId)).toContain(doc.id);
  });
});
