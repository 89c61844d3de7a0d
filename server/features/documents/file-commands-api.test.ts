import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "@common/documents";
import { auditLog } from "../../db/core-schema";
import { queryRows } from "../../db/rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, expectAdminOnly, type TestAccount } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { makePdf, multipart } from "../../test/pdfs";
import { reindexDocuments } from "./reindex";
import { documentPages, documents } from "./schema";
import { searchPassages } from "./search";

/** Minutes with a word of their own and an agenda item with a motion. */
const minutes = (word: string, item: string, date = "May 4, 2023") =>
  makePdf([
    [
      "RAMONA COMMUNITY PLANNING GROUP",
      `Minutes of the Regular Meeting of ${date}`,
      "1. CALL TO ORDER",
      "The meeting was called to order at 7:00 PM.",
      "2. ROLL CALL",
      "Present: Ortiz, Lee, Park, Chen, Diaz.",
    ],
    [
      `6. ${item} Storage (PDS2023-STP-23-${word.length}01)`,
      `The applicant presented the ${word} project on ${item}.`,
      "Motion by Member Ortiz, seconded by Member Lee, to recommend approval. Motion carried 5-0.",
      "9. ADJOURNMENT",
    ],
  ]);

const FAKE_PDF = Buffer.from("%PDF-1.7\nthis is not really a pdf at all\n%%EOF");

describe("documents: process a failed document again, replace a document's file", () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
  });
  afterAll(async () => t.close());

  const reprocess = (id: number | string) =>
    t.request({ method: "POST", url: `/api/admin/documents/${id}/reprocess`, headers: bearer(admin.token) });
  const replace = (id: number | string, file?: { name: string; data: Buffer }) => {
    const m = multipart({}, file);
    return t.request({
      method: "PUT",
      url: `/api/admin/documents/${id}/file`,
      headers: { ...m.headers, ...bearer(admin.token) },
      payload: m.payload,
    });
  };
  const uploaded = async (name: string, data: Buffer, fields: Record<string, string> = {}) => {
    const res = await upload(t, admin.token, { name, data }, fields);
    expect(res.status, res.raw).toBe(202);
    return waitForDocument(t, admin.token, res.body.document.id as number);
  };
  const found = async (word: string, id: number) =>
    (await searchPassages(t.database.db, { query: word, mode: "search" })).some((h) => h.documentId === id);
  const audits = async (id: number, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(id)), eq(auditLog.action, action)));

  it("needs an approved admin's session for both calls", async () => {
    await expectAdminOnly(t, "POST", "/api/admin/documents/1/reprocess");
    await expectAdminOnly(t, "PUT", "/api/admin/documents/1/file");
  });

  it("queues a failed document again: processing with no failure reason, then its outcome", async () => {
    const failed = await uploaded("damaged.pdf", FAKE_PDF, { title: "Damaged minutes" });
    expect(failed).toMatchObject({ status: "failed", failureReason: DOCUMENT_MESSAGES.damaged });

    const res = await reprocess(failed.id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.message).toBe(DOCUMENT_MESSAGES.reprocessed);
    expect(res.body.document).toMatchObject({
      id: failed.id,
      title: "Damaged minutes",
      status: "processing",
      failureReason: null,
      progress: { stage: "queued" },
    });
    const again = await waitForDocument(t, admin.token, failed.id);
    expect(again).toMatchObject({ status: "failed", failureReason: DOCUMENT_MESSAGES.damaged });
    const lines = await audits(failed.id, "document.reprocess");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.adminUsername).toBe(admin.username);
  });

  it("indexes a document whose processing had failed along the way once it is processed again", async () => {
    const word = "okapi-reprocess";
    const doc = await uploaded("okapi.pdf", await minutes(word, "Okapi Lane"), { title: "Okapi minutes" });
    expect(doc.status).toBe("active");
    // What an interrupted run leaves: failed, with the queue's general reason, and no passages.
    await t.database.db
      .update(documents)
      .set({ status: "failed", failureReason: "The document could not be indexed. Please try uploading it again." })
      .where(eq(documents.id, doc.id));
    await t.database.db.execute(sql`DELETE FROM passages WHERE document_id = ${doc.id}`);
    expect(await found(word, doc.id)).toBe(false);

    expect((await reprocess(doc.id)).status).toBe(200);
    const done = await waitForDocument(t, admin.token, doc.id);
    expect(done).toMatchObject({ status: "active", failureReason: null, title: "Okapi minutes", pageCount: 2 });
    expect(await found(word, doc.id)).toBe(true);
  });

  it("refuses to process again a document that has not failed (409), an unknown one (404) and a bad id (400)", async () => {
    const doc = await uploaded("fine.pdf", await minutes("fine-reprocess", "Fine Street"));
    const res = await reprocess(doc.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toContain(DOCUMENT_MESSAGES.notFailed);
    expect(res.body.error).toContain("active");
    expect((await waitForDocument(t, admin.token, doc.id)).status).toBe("active");
    expect((await reprocess(987654)).status).toBe(404);
    expect((await reprocess("abc")).status).toBe(400);
  });

  it("replaces a file keeping the id, title, body, meeting date, active flag and official assignment", async () => {
    const oldWord = "aardvark-original";
    const newWord = "pangolin-replacement";
    const doc = await uploaded("old.pdf", await minutes(oldWord, "Aardvark Road"), {
      title: "Replaceable minutes",
      meetingDate: "2023-05-04",
      body: "design-review",
    });
    expect(doc.status).toBe("active");
    const assign = await t.request({
      method: "PUT",
      url: "/api/admin/official-documents/fact-sheet",
      headers: bearer(admin.token),
      payload: { documentId: doc.id },
    });
    expect(assign.status).toBe(200);
    expect(await found(oldWord, doc.id)).toBe(true);
    const itemTitles = async () =>
      (
        await queryRows<{ title: string }>(
          t.database.db,
          sql`SELECT title FROM agenda_items WHERE document_id = ${doc.id} ORDER BY ordinal`,
        )
      )
        .map((i) => i.title)
        .join(" | ");
    expect(await itemTitles()).toMatch(/Aardvark/i);

    const pdf = await minutes(newWord, "Pangolin Way");
    const res = await replace(doc.id, { name: "corrected.pdf", data: pdf });
    expect(res.status, res.raw).toBe(202);
    expect(res.body.message).toBe(DOCUMENT_MESSAGES.replaced);
    expect(res.body.document).toMatchObject({
      id: doc.id,
      title: "Replaceable minutes",
      body: "design-review",
      meetingDate: "2023-05-04",
      isActive: true,
      status: "processing",
      failureReason: null,
      passageCount: 0,
      pageCount: null,
      byteSize: pdf.length,
      officialKeys: ["fact-sheet"],
    });
    // The old text and agenda items are gone at once, not when the new file is indexed.
    expect(await found(oldWord, doc.id)).toBe(false);
    expect(await itemTitles()).toBe("");

    const done = await waitForDocument(t, admin.token, doc.id);
    expect(done).toMatchObject({ id: doc.id, status: "active", title: "Replaceable minutes", pageCount: 2 });
    expect(done.officialKeys).toEqual(["fact-sheet"]);
    expect(await found(newWord, doc.id)).toBe(true);
    expect(await found(oldWord, doc.id)).toBe(false);
    expect(await itemTitles()).not.toMatch(/Aardvark/i);
    expect(await itemTitles()).toMatch(/Pangolin/i);

    const file = await t.app.inject({ method: "GET", url: `/api/documents/${doc.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
    const official = await t.request({ method: "GET", url: "/api/documents/official" });
    expect(official.body.find((o: { key: string }) => o.key === "fact-sheet").document.id).toBe(doc.id);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.fileName).toBe("corrected.pdf");
    const lines = await audits(doc.id, "document.replace_file");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.adminUsername).toBe(admin.username);
  });

  it("reads the meeting date of a replaced file again, unless an admin gave the date", async () => {
    const read = await uploaded("read.pdf", await minutes("wombat-date-read", "Wombat Lane"));
    expect(read.meetingDate).toBe("2023-05-04");
    expect(
      (await replace(read.id, { name: "june.pdf", data: await minutes("wombat-june", "Wombat Lane", "June 1, 2023") }))
        .status,
    ).toBe(202);
    expect((await waitForDocument(t, admin.token, read.id)).meetingDate).toBe("2023-06-01");

    const given = await uploaded("given.pdf", await minutes("quokka-date-given", "Quokka Court"), {
      meetingDate: "2023-05-10",
    });
    expect(given.meetingDate).toBe("2023-05-10");
    const patched = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${read.id}`,
      headers: bearer(admin.token),
      payload: { meetingDate: "2023-06-08" },
    });
    expect(patched.status).toBe(200);
    for (const [doc, word] of [
      [given, "quokka-again"],
      [read, "wombat-again"],
    ] as const) {
      const res = await replace(doc.id, {
        name: `${word}.pdf`,
        data: await minutes(word, "Other Road", "July 6, 2023"),
      });
      expect(res.status).toBe(202);
    }
    expect((await waitForDocument(t, admin.token, given.id)).meetingDate).toBe("2023-05-10");
    expect((await waitForDocument(t, admin.token, read.id)).meetingDate).toBe("2023-06-08");
  });

  it("turns a failed document into an indexed one with a good file, and keeps it inactive when it was", async () => {
    const failed = await uploaded("broken.pdf", Buffer.from("%PDF-1.4\nbroken on purpose\n%%EOF"), {
      title: "Broken then fixed",
    });
    expect(failed.status).toBe("failed");
    const off = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${failed.id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    });
    expect(off.status).toBe(200);
    const res = await replace(failed.id, { name: "fixed.pdf", data: await minutes("fixed-file", "Fixed Road") });
    expect(res.status, res.raw).toBe(202);
    const done = await waitForDocument(t, admin.token, failed.id);
    expect(done).toMatchObject({ status: "active", failureReason: null, isActive: false, title: "Broken then fixed" });
  });

  it("drops the old file's page texts, so that reindexing a replaced file that fails never brings the old text back", async () => {
    const doc = await uploaded("kept.pdf", await minutes("axolotl-kept", "Axolotl Lane"));
    expect(doc.status).toBe("active");
    expect(await found("axolotl-kept", doc.id)).toBe(true);
    const pages = () => t.database.db.select().from(documentPages).where(eq(documentPages.documentId, doc.id));
    expect((await pages()).length).toBeGreaterThan(0);
    const res = await replace(doc.id, { name: "broken.pdf", data: Buffer.from("%PDF-1.4\nbroken on purpose\n%%EOF") });
    expect(res.status, res.raw).toBe(202);
    expect((await waitForDocument(t, admin.token, doc.id)).status).toBe("failed");
    expect(await pages()).toEqual([]);
    const summary = await reindexDocuments(t.database.db);
    expect(summary.pdfsRead).toBe(0);
    expect(await found("axolotl-kept", doc.id)).toBe(false);
  });

  it("refuses a file another document holds (409), a fake or empty PDF, no file, and a document being processed", async () => {
    const a = await uploaded("a.pdf", await minutes("first-holder", "Holder Road"), { title: "Holder A" });
    const bPdf = await minutes("second-holder", "Other Road");
    const b = await uploaded("b.pdf", bPdf, { title: "Holder B" });

    const dup = await replace(a.id, { name: "copy-of-b.pdf", data: bPdf });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(`This file has already been uploaded as "Holder B" (document ${b.id})`);

    const fake = await replace(a.id, { name: "notes.pdf", data: Buffer.from("just some text, renamed .pdf") });
    expect(fake.status).toBe(415);
    expect(fake.body.error).toBe(DOCUMENT_MESSAGES.notPdf);
    const empty = await replace(a.id, { name: "empty.pdf", data: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(DOCUMENT_MESSAGES.empty);
    const none = await replace(a.id);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(DOCUMENT_MESSAGES.noFile);
    const big = await replace(a.id, {
      name: "big.pdf",
      data: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect((await replace(424242, { name: "x.pdf", data: bPdf })).status).toBe(404);

    // Nothing changed: A still has its own text.
    expect(await waitForDocument(t, admin.token, a.id)).toMatchObject({ status: "active", title: "Holder A" });
    expect(await found("first-holder", a.id)).toBe(true);

    await t.database.db.update(documents).set({ status: "processing" }).where(eq(documents.id, a.id));
    const busy = await replace(a.id, { name: "later.pdf", data: await minutes("later", "Later Road") });
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe(DOCUMENT_MESSAGES.stillProcessing);
    await t.database.db.update(documents).set({ status: "active" }).where(eq(documents.id, a.id));
  });
});
