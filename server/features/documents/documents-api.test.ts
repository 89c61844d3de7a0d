import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "@common/documents";
import { auditLog } from "../../db/core-schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, createResident, type TestAccount } from "../../test/accounts";
import { searchPassages } from "./search";
import { upload, waitForDocument } from "../../test/documents";
import { makeEncryptedPdf, makeImageOnlyPdf, makePdf, multipart } from "../../test/pdfs";

const minutes = (marker: string) =>
  makePdf([
    [
      "RAMONA COMMUNITY PLANNING GROUP",
      `Minutes of the Regular Meeting of March 2, 2023 (${marker})`,
      "1. CALL TO ORDER",
      "The Chair called the meeting to order at 7:00 PM.",
    ],
    [
      "5. Montecito Road Self-Storage (PDS2021-MUP-21-004)",
      `Motion by the Vice Chair to recommend approval of the storage facility on Montecito Road, APN 281-200-35-00, ${marker}. Motion carried 11-0-1.`,
    ],
  ]);

describe("documents: admin API", () => {
  let t: TestApp;
  let admin: TestAccount;
  let resident: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
    resident = await createResident(t);
  });
  afterAll(async () => t.close());

  it("needs an approved admin's session for every admin call", async () => {
    const calls = [
      { method: "GET" as const, url: "/api/admin/documents" },
      { method: "POST" as const, url: "/api/admin/documents" },
      { method: "GET" as const, url: "/api/admin/documents/1" },
      { method: "PATCH" as const, url: "/api/admin/documents/1", payload: { isActive: false } },
      { method: "DELETE" as const, url: "/api/admin/documents/1" },
      { method: "GET" as const, url: "/api/admin/official-documents" },
      { method: "PUT" as const, url: "/api/admin/official-documents/fact-sheet", payload: { documentId: 1 } },
    ];
    for (const c of calls) {
      const anon = await t.request(c);
      expect(anon.status, `${c.method} ${c.url}`).toBe(401);
      expect(typeof anon.body.error).toBe("string");
      const asResident = await t.request({ ...c, headers: bearer(resident.token) });
      expect(asResident.status, `${c.method} ${c.url} as resident`).toBe(403);
      const forged = await t.request({ ...c, headers: bearer("not-a-real-token") });
      expect(forged.status).toBe(401);
    }
  });

  it("accepts a PDF at once in status processing, then indexes it with the date from its first page", async () => {
    const res = await upload(
      t,
      admin.token,
      { name: "march-minutes.pdf", data: await minutes("first") },
      { title: "" },
    );
    expect(res.status).toBe(202);
    const doc = res.body.document;
    expect(doc).toMatchObject({
      title: "march-minutes",
      status: "processing",
      body: "rcpg",
      meetingDate: null,
      isActive: true,
      isSample: false,
    });
    const done = await waitForDocument(t, admin.token, doc.id);
    expect(done).toMatchObject({ status: "active", meetingDate: "2023-03-02", pageCount: 2, failureReason: null });
    expect(done.passageCount).toBeGreaterThanOrEqual(2);
    const list = await t.request({ method: "GET", url: "/api/admin/documents", headers: bearer(admin.token) });
    expect(list.status).toBe(200);
    const row = list.body.find((d: { id: number }) => d.id === doc.id);
    for (const k of [
      "id",
      "title",
      "body",
      "meetingDate",
      "uploadDate",
      "isActive",
      "status",
      "failureReason",
      "pageCount",
      "passageCount",
      "isSample",
    ])
      expect(row).toHaveProperty(k);
    expect(row).not.toHaveProperty("sha256");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "document.upload"));
    expect(audit.some((a) => a.targetId === String(doc.id) && a.adminUsername === admin.username)).toBe(true);
  });

  it("uses the meeting date and body given with the upload", async () => {
    const res = await upload(
      t,
      admin.token,
      { name: "x.pdf", data: await minutes("dated") },
      { title: "Design minutes", meetingDate: "2021-06-17", body: "design-review" },
    );
    expect(res.status).toBe(202);
    const done = await waitForDocument(t, admin.token, res.body.document.id);
    expect(done).toMatchObject({ meetingDate: "2021-06-17", body: "design-review", title: "Design minutes" });
  });

  it("refuses an empty file (400), a file over 10MB (413), a non-PDF renamed .pdf (415) and a missing file (400)", async () => {
    const empty = await upload(t, admin.token, { name: "empty.pdf", data: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(DOCUMENT_MESSAGES.empty);

    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const large = await upload(t, admin.token, { name: "big.pdf", data: big });
    expect(large.status).toBe(413);
    expect(large.body.error).toBe(DOCUMENT_MESSAGES.tooLarge);

    const fake = await upload(t, admin.token, {
      name: "minutes.pdf",
      data: Buffer.from("PK\u0003\u0004 this is really a zip / docx file"),
    });
    expect(fake.status).toBe(415);
    expect(fake.body.error).toBe(DOCUMENT_MESSAGES.notPdf);

    const html = await upload(t, admin.token, {
      name: "evil.pdf",
      data: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    expect(html.status).toBe(415);

    const m = multipart({ title: "no file" });
    const none = await t.request({
      method: "POST",
      url: "/api/admin/documents",
      headers: { ...m.headers, ...bearer(admin.token) },
      payload: m.payload,
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(DOCUMENT_MESSAGES.noFile);

    const json = await t.request({
      method: "POST",
      url: "/api/admin/documents",
      headers: bearer(admin.token),
      payload: { file: "x" },
    });
    expect(json.status).toBe(415);
  });

  it("refuses bad fields with a clear 400", async () => {
    const pdf = await minutes("fields");
    for (const [fields, word] of [
      [{ meetingDate: "2023-02-30" }, "meetingDate"],
      [{ meetingDate: "March 3" }, "meetingDate"],
      [{ body: "water-district" }, "body"],
      [{ title: "x".repeat(201) }, "title"],
    ] as const) {
      const res = await upload(t, admin.token, { name: "f.pdf", data: pdf }, fields);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(word);
    }
  });

  it("refuses the same content twice (409) naming the existing document", async () => {
    const pdf = await minutes("duplicate");
    const first = await upload(t, admin.token, { name: "a.pdf", data: pdf }, { title: "Original upload" });
    expect(first.status).toBe(202);
    const again = await upload(t, admin.token, { name: "b.pdf", data: pdf }, { title: "Copy" });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("Original upload");
    expect(again.body.error).toContain(String(first.body.document.id));
    await waitForDocument(t, admin.token, first.body.document.id);
  });

  it("ends encrypted, damaged, fake-header and image-only PDFs as failed with a clear reason", async () => {
    const good = await minutes("truncate-me");
    const cases: Array<[string, Buffer, string]> = [
      ["encrypted.pdf", await makeEncryptedPdf(), DOCUMENT_MESSAGES.encrypted],
      ["truncated.pdf", good.subarray(0, Math.floor(good.length / 3)), DOCUMENT_MESSAGES.damaged],
      ["header-only.pdf", Buffer.from("%PDF-1.7\nthis is not really a pdf at all\n%%EOF"), DOCUMENT_MESSAGES.damaged],
      ["scan.pdf", await makeImageOnlyPdf(3), DOCUMENT_MESSAGES.scanned],
    ];
    for (const [name, data, reason] of cases) {
      const res = await upload(t, admin.token, { name, data });
      expect(res.status, name).toBe(202);
      const done = await waitForDocument(t, admin.token, res.body.document.id);
      expect(done.status, name).toBe("failed");
      expect(done.failureReason, name).toBe(reason);
    }
    const health = await t.request({ method: "GET", url: "/api/health" });
    expect(health.status).toBe(200);
  });

  it("indexes a thousand-page PDF", async () => {
    const pages = Array.from({ length: 1000 }, (_, i) => [
      `Page ${i + 1} of the long report. Item ${i + 1}: the drainage study for parcel ${1000 + i}.`,
    ]);
    const pdf = await makePdf(pages);
    expect(pdf.length).toBeGreaterThan(3 * 128 * 1024); // stored in several parts
    const res = await upload(t, admin.token, { name: "thousand.pdf", data: pdf }, { title: "A thousand pages" });
    expect(res.status).toBe(202);
    const done = await waitForDocument(t, admin.token, res.body.document.id, 120_000);
    expect(done).toMatchObject({ status: "active", pageCount: 1000 });
    const hits = await searchPassages(t.database.db, { query: "drainage study for parcel 1737", mode: "question" });
    expect(hits[0]).toMatchObject({ documentId: res.body.document.id, page: 738 });
    const file = await t.app.inject({ method: "GET", url: `/api/documents/${res.body.document.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-length"]).toBe(String(pdf.length));
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
  });

  it("keeps odd titles as text: HTML, quotes and unicode", async () => {
    const title = `<img src=x onerror=alert(1)> "Quoted" & 'single' — Café Ñandú 🌵`;
    const res = await upload(t, admin.token, { name: "odd.pdf", data: await minutes("odd") }, { title });
    expect(res.status).toBe(202);
    expect(res.body.document.title).toBe(title);
    const done = await waitForDocument(t, admin.token, res.body.document.id);
    const file = await t.request({ method: "GET", url: `/api/documents/${done.id}/file` });
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const cd = String(file.headers["content-disposition"]);
    expect(cd).toMatch(/^inline; filename="[\w.-]+\.pdf"/);
    expect(cd).not.toMatch(/[<>"]{2}|onerror=|\r|\n/);
    const meta = await t.request({ method: "GET", url: `/api/documents/${done.id}` });
    expect(meta.body.title).toBe(title);
  });

  it("edits, deactivates and deletes a document (its passages go with it)", async () => {
    const res = await upload(
      t,
      admin.token,
      { name: "edit.pdf", data: await minutes("zanzibar-editable") },
      { title: "Editable" },
    );
    const id = res.body.document.id;
    await waitForDocument(t, admin.token, id);
    const found = () => searchPassages(t.database.db, { query: "zanzibar", mode: "search" });
    expect((await found()).some((h) => h.documentId === id)).toBe(true);

    const patched = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${id}`,
      headers: bearer(admin.token),
      payload: { title: "Renamed minutes", meetingDate: "2020-01-09", body: "design-review" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: "Renamed minutes", meetingDate: "2020-01-09", body: "design-review" });
    const byTitle = await searchPassages(t.database.db, { query: "Renamed", mode: "search" });
    expect(byTitle.some((h) => h.documentId === id && h.title === "Renamed minutes")).toBe(true);

    const bad = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${id}`,
      headers: bearer(admin.token),
      payload: { isActive: "no" },
    });
    expect(bad.status).toBe(400);
    const extra = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${id}`,
      headers: bearer(admin.token),
      payload: { status: "active" },
    });
    expect(extra.status).toBe(400);

    const off = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    });
    expect(off.body.isActive).toBe(false);
    expect((await found()).some((h) => h.documentId === id)).toBe(false);
    expect((await t.request({ method: "GET", url: `/api/documents/${id}/file` })).status).toBe(404);

    const del = await t.request({ method: "DELETE", url: `/api/admin/documents/${id}`, headers: bearer(admin.token) });
    expect(del.status).toBe(200);
    const gone = await t.request({ method: "GET", url: `/api/admin/documents/${id}`, headers: bearer(admin.token) });
    expect(gone.status).toBe(404);
    const left = await t.database.db.execute(
      `SELECT count(*)::int AS n FROM passages WHERE document_id = ${id}` as never,
    );
    expect(Number((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(0);
    const again = await t.request({
      method: "DELETE",
      url: `/api/admin/documents/${id}`,
      headers: bearer(admin.token),
    });
    expect(again.status).toBe(404);
    const notNumber = await t.request({
      method: "DELETE",
      url: `/api/admin/documents/abc`,
      headers: bearer(admin.token),
    });
    expect(notNumber.status).toBe(400);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["document.upload", "document.update", "document.delete"]),
    );
  });

  it("reads NUL and other control characters as spaces, never answering 500", async () => {
    const res = await upload(
      t,
      admin.token,
      { name: "bad\u0000name\u0001.pdf", data: await minutes("control") },
      { title: "Ti\u0000tle\u0001 here" },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.document.title).toBe("Ti tle here");
    const id = res.body.document.id;
    const patch = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${id}`,
      payload: { title: "Minutes\u0007 of\u001b March" },
      headers: bearer(admin.token),
    });
    expect(patch.status).toBe(200);
    expect(patch.body.title).toBe("Minutes of March");
    const blank = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${id}`,
      payload: { title: "\u0000\u0001" },
      headers: bearer(admin.token),
    });
    expect(blank.status).toBe(400);
    await waitForDocument(t, admin.token, id);
  });
});

describe("documents: public API", () => {
  let t: TestApp;
  let admin: TestAccount;
  let rcpgId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
    const a = await upload(
      t,
      admin.token,
      { name: "a.pdf", data: await minutes("public-one") },
      { title: "Planning minutes 2023", meetingDate: "2023-03-02" },
    );
    const b = await upload(
      t,
      admin.token,
      { name: "b.pdf", data: await makePdf([["Design review of the Ramona Street facade with a wood awning."]]) },
      { title: "Design review 2019", body: "design-review", meetingDate: "2019-09-19" },
    );
    rcpgId = a.body.document.id;
    await waitForDocument(t, admin.token, rcpgId);
    await waitForDocument(t, admin.token, b.body.document.id);
  });
  afterAll(async () => t.close());

  it("counts active documents per body", async () => {
    expect((await t.request({ method: "GET", url: "/api/rcpg/document-stats" })).body).toEqual({ totalDocuments: 1 });
    expect((await t.request({ method: "GET", url: "/api/design-review/document-stats" })).body).toEqual({
      totalDocuments: 1,
    });
  });

  it("answers 404 with a clear error for an official document with no file, and serves it once assigned", async () => {
    for (const key of ["community-plan", "land-use-map", "member-roster", "fact-sheet", "secret-plans"]) {
      const res = await t.request({ method: "GET", url: `/api/documents/download/${key}` });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(DOCUMENT_MESSAGES.downloadUnavailable);
    }
    const put = await t.request({
      method: "PUT",
      url: "/api/admin/official-documents/fact-sheet",
      headers: bearer(admin.token),
      payload: { documentId: rcpgId },
    });
    expect(put.status).toBe(200);
    expect(put.body.document.id).toBe(rcpgId);
    const dl = await t.request({ method: "GET", url: "/api/documents/download/fact-sheet" });
    expect(dl.status).toBe(200);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(String(dl.headers["content-disposition"])).toMatch(/^attachment; filename="Planning-minutes-2023\.pdf"/);
    expect(dl.raw.startsWith("%PDF-")).toBe(true);
    const list = await t.request({ method: "GET", url: "/api/documents/official" });
    expect(list.body.find((o: { key: string }) => o.key === "fact-sheet").document.id).toBe(rcpgId);

    const badKey = await t.request({
      method: "PUT",
      url: "/api/admin/official-documents/nope",
      headers: bearer(admin.token),
      payload: { documentId: rcpgId },
    });
    expect(badKey.status).toBe(400);
    const unknownDoc = await t.request({
      method: "PUT",
      url: "/api/admin/official-documents/land-use-map",
      headers: bearer(admin.token),
      payload: { documentId: 99999 },
    });
    expect(unknownDoc.status).toBe(404);
    const wrongType = await t.request({
      method: "PUT",
      url: "/api/admin/official-documents/land-use-map",
      headers: bearer(admin.token),
      payload: { documentId: "1" },
    });
    expect(wrongType.status).toBe(400);
    const clear = await t.request({
      method: "PUT",
      url: "/api/admin/official-documents/fact-sheet",
      headers: bearer(admin.token),
      payload: { documentId: null },
    });
    expect(clear.status).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/documents/download/fact-sheet" })).status).toBe(404);
  });

  it("searches the library with highlights, page links and facets, filtered by body and year", async () => {
    const res = await t.request({ method: "GET", url: "/api/documents?q=montecito%20storage" });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const r = res.body.results[0];
    expect(r).toMatchObject({
      documentId: rcpgId,
      page: 2,
      meetingDate: "2023-03-02",
      fileUrl: `/api/documents/${rcpgId}/file#page=2`,
    });
    const marked = r.snippet.highlights.map(([s, e]: [number, number]) => r.snippet.text.slice(s, e).toLowerCase());
    expect(marked.join(" ")).toContain("montecito");
    expect(res.body.facets.bodies).toEqual([{ body: "rcpg", count: 1 }]);

    const browse = await t.request({ method: "GET", url: "/api/documents" });
    expect(browse.body.documents.map((d: { title: string }) => d.title)).toEqual([
      "Planning minutes 2023",
      "Design review 2019",
    ]);
    expect(browse.body.facets.years).toEqual([
      { year: 2023, count: 1 },
      { year: 2019, count: 1 },
    ]);
    const byBody = await t.request({ method: "GET", url: "/api/documents?body=design-review" });
    expect(byBody.body.documents.map((d: { title: string }) => d.title)).toEqual(["Design review 2019"]);
    const byYear = await t.request({ method: "GET", url: "/api/documents?year=2023" });
    expect(byYear.body.total).toBe(1);
    const phrase = await t.request({
      method: "GET",
      url: `/api/documents?q=${encodeURIComponent('"wood awning" -montecito')}`,
    });
    expect(phrase.body.results.map((x: { title: string }) => x.title)).toEqual(["Design review 2019"]);
    const typo = await t.request({ method: "GET", url: `/api/documents?q=${encodeURIComponent("Desgin reveiw")}` });
    expect(typo.body.results.map((x: { title: string }) => x.title)).toContain("Design review 2019");
    const hostile = await t.request({
      method: "GET",
      url: `/api/documents?q=${encodeURIComponent("'); DROP TABLE documents; -- <script> & | ! :*")}`,
    });
    expect(hostile.status).toBe(200);
    const controls = await t.request({ method: "GET", url: "/api/documents?q=montecito%00%01storage" });
    expect(controls.status).toBe(200);
    expect(controls.body.query).toBe("montecito storage");
    for (const bad of ["year=abc", "body=water", "page=0", "q=" + "x".repeat(301)]) {
      const res2 = await t.request({ method: "GET", url: `/api/documents?${bad}` });
      expect(res2.status, bad).toBe(400);
    }
  });

  it("serves metadata and files of active documents only", async () => {
    expect((await t.request({ method: "GET", url: `/api/documents/${rcpgId}` })).body).toMatchObject({
      id: rcpgId,
      title: "Planning minutes 2023",
      pageCount: 2,
    });
    expect((await t.request({ method: "GET", url: "/api/documents/424242" })).status).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/documents/424242/file" })).status).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/documents/x1/file" })).status).toBe(400);
  });
});
