import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApprovedAdmin, type TestAccount } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { loadItems } from "./items";
import { STRUCTURE_VERSION } from "./minutes/store";
import { reindexDocuments } from "./reindex";
import { documentFiles, documentPages, documents, itemSentences } from "./schema";

const PAGES = [
  [
    "RAMONA COMMUNITY PLANNING GROUP",
    "Minutes of the Regular Meeting of April 6, 2023",
    "Roll call: Members present: Lee, Ortiz, Tam, Brown. Absent: Green.",
    "5. Hanson Lane Grading Permit",
    "Staff described the grading plan for the Hanson Lane lots.",
    "Three members of the public spoke in opposition, citing dust and truck traffic.",
    "Member Ortiz moved to recommend approval of the grading permit. Member Tam seconded the motion.",
    "The motion carried 4-0-1 (Green absent).",
  ],
  [
    "6. Main Street Sidewalks",
    "Members discussed the sidewalk gaps on Main Street between 7th and 10th streets.",
    "The item was continued to the May 4, 2023 meeting.",
    "7. Adjournment",
    "The meeting was adjourned at 9:10 pm.",
  ],
];

describe("the reader keeps each item's sentences and the page texts", () => {
  let t: TestApp;
  let admin: TestAccount;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({}, { background: true });
    admin = await createApprovedAdmin(t);
    const res = await upload(t, admin.token, { name: "april-minutes.pdf", data: await makePdf(PAGES) });
    expect(res.status).toBe(202);
    id = res.body.document.id;
    expect((await waitForDocument(t, admin.token, id)).status).toBe("active");
  }, 120_000);
  afterAll(async () => t.close());

  const sentencesOf = () =>
    t.database.db
      .select({
        item: itemSentences.itemOrdinal,
        page: itemSentences.page,
        role: itemSentences.role,
        text: itemSentences.text,
      })
      .from(itemSentences)
      .where(eq(itemSentences.documentId, id))
      .orderBy(asc(itemSentences.itemOrdinal), asc(itemSentences.ordinal));

  it("stores each item's sentences with their page and role, once each", async () => {
    const rows = await sentencesOf();
    const role = (words: string) => rows.find((r) => r.text.includes(words));
    expect(role("Hanson Lane Grading Permit")).toMatchObject({ role: "caption", page: 1 });
    expect(role("Staff described")).toMatchObject({ role: "discussion", page: 1 });
    expect(role("members of the public spoke")).toMatchObject({ role: "public comment" });
    expect(role("Ortiz moved")).toMatchObject({ role: "motion" });
    expect(role("carried 4-0-1")).toMatchObject({ role: "tally", page: 1 });
    expect(role("continued to the May 4")).toMatchObject({ role: "continuance", page: 2 });
    expect(role("Main Street Sidewalks")).toMatchObject({ role: "caption", page: 2 });
    const texts = rows.map((r) => `${r.item}:${r.text}`);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("gives answers the stored sentences of the items they read", async () => {
    const [first] = await t.database.db
      .select({ ordinal: itemSentences.itemOrdinal })
      .from(itemSentences)
      .where(and(eq(itemSentences.documentId, id), eq(itemSentences.role, "tally")));
    const [item] = await loadItems(t.database.db, [{ documentId: id, ordinal: first!.ordinal }], ["grade"], {
      sentences: "text",
    });
    expect(item!.sentences!.map((s) => s.role)).toEqual(expect.arrayContaining(["caption", "motion", "tally"]));
    expect(item!.motions[0]).toMatchObject({ movedBy: expect.stringContaining("Ortiz"), ayes: 4, noes: 0 });
    // The names the reader tagged come with each sentence, so an answer never tags them again.
    const moved = item!.sentences!.find((s) => s.text.includes("Ortiz moved"));
    expect(moved!.names).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: expect.stringContaining("Ortiz") })]),
    );
    expect(item!.sentences!.every((s) => Array.isArray(s.names))).toBe(true);
    expect(item!.sentences!.some((s) => s.lexemes)).toBe(false);
    // Asked for, which of the question's lexemes each sentence holds.
    const [weighed] = await loadItems(
      t.database.db,
      [{ documentId: id, ordinal: first!.ordinal }],
      ["grade", "permit"],
      {
        sentences: "lexemes",
      },
    );
    const caption = weighed!.sentences!.find((s) => s.role === "caption");
    expect(caption!.lexemes).toEqual(expect.arrayContaining(["grade", "permit"]));
    expect(weighed!.sentences!.map((s) => s.text)).toEqual(item!.sentences!.map((s) => s.text));
  });

  it("keeps the page texts, and re-reads from them without the PDF", async () => {
    const pages = await t.database.db
      .select({ page: documentPages.page, text: documentPages.text })
      .from(documentPages)
      .where(eq(documentPages.documentId, id))
      .orderBy(asc(documentPages.page));
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(pages[1]!.text).toContain("Main Street Sidewalks");
    const before = await sentencesOf();

    // An older reader's document, whose file can no longer be read: its kept pages are enough.
    await t.database.db.update(documents).set({ structureVersion: 0 }).where(eq(documents.id, id));
    await t.database.db.delete(documentFiles).where(eq(documentFiles.documentId, id));
    const lines: string[] = [];
    const summary = await reindexDocuments(t.database.db, { log: (l) => lines.push(l) });
    expect(summary).toMatchObject({ documents: 1, failed: 0, pdfsRead: 0, recognised: 1 });
    expect(lines[0]).toBe("1 document(s) to re-read.");
    expect(await sentencesOf()).toEqual(before);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, id));
    expect(doc!.structureVersion).toBe(STRUCTURE_VERSION);

    // Asked to read the PDF again, a document without its file is skipped and keeps what it had.
    const again = await reindexDocuments(t.database.db, { all: true, reread: true });
    expect(again).toMatchObject({ documents: 1, failed: 1, pdfsRead: 0 });
    expect(await sentencesOf()).toEqual(before);
  });
});
