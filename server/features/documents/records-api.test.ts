import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocumentRecordSchema, HistoryResponseSchema, PastMeetingsResponseSchema } from "@common/document-records";
import { addIndexedDocument } from "../../test/assistants";
import { createTestApp, type TestApp } from "../../test/harness";
import { historyOf } from "./history";
import { documents } from "./schema";

const heading = (date: string) =>
  `RAMONA COMMUNITY PLANNING GROUP\nMinutes of the Regular Meeting of ${date}\n1. CALL TO ORDER\nThe meeting was called to order at 7:00 PM.\n2. ROLL CALL\nPresent: Ortiz, Lee, Park, Chen, Diaz.`;
const adjourn = "9. ADJOURNMENT\nMotion by Member Park, seconded by Member Chen, to adjourn. Motion carried 5-0.";

describe("meeting records and histories", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ids.march = await addIndexedDocument(db, {
      title: "RCPG Minutes — March 7, 2019",
      meetingDate: "2019-03-07",
      pages: [
        heading("March 7, 2019"),
        "6. Quartz Hill Storage (PDS2019-STP-19-456)\nThe applicant presented a 120-unit self storage building at 1234 Quartz Hill Road. Members raised concerns about lighting.\nMotion by Member Ortiz, seconded by Member Lee, to continue the item to April 4, 2019. Motion carried. Ayes: Ortiz, Lee, Park, Chen; Noes: Diaz; Absent: None.\n7. Roads Report\nResidents asked about speeding on Quartz Hill Road near the school. Information only.",
        adjourn,
      ],
    });
    ids.april = await addIndexedDocument(db, {
      title: "RCPG Minutes — April 4, 2019",
      meetingDate: "2019-04-04",
      pages: [
        heading("April 4, 2019"),
        "5. Quartz Hill Storage (PDS2019-STP-19-456)\nThe applicant asked for more time to revise the lighting plan.\nMotion by Member Lee, seconded by Member Park, to continue the item to May 2, 2019. Motion carried 5-0.\n6. Pamo Road Culvert\nCounty staff reported on the culvert repair. Information only.",
        adjourn,
      ],
    });
    ids.june = await addIndexedDocument(db, {
      title: "RCPG Minutes — June 6, 2019",
      meetingDate: "2019-06-06",
      pages: [
        heading("June 6, 2019"),
        "4. Quartz Hill Storage revised plan (PDS2019-STP-19-456)\nThe applicant returned with shielded lighting and 90 units.\nMotion by Member Lee, seconded by Member Park, to recommend approval with conditions. Motion carried 4-1-0.\n5. Hanson Lane Winery\nA first presentation of a tasting room. Information only.",
        adjourn,
      ],
    });
    ids.design = await addIndexedDocument(db, {
      title: "Design Review Board — May 16, 2019",
      body: "design-review",
      meetingDate: "2019-05-16",
      pages: [
        "RAMONA DESIGN REVIEW BOARD\nMinutes of May 16, 2019\n1. CALL TO ORDER\n2. ROLL CALL\nPresent: five members.",
        "3. Quartz Hill Storage facade (PDS2019-STP-19-456)\nThe board reviewed the facade colors.\nMotion by Member Ruiz, seconded by Member Kim, to approve the facade. Motion failed 2-3.\n4. ADJOURNMENT",
      ],
    });
    ids.text = await addIndexedDocument(db, {
      title: "Letter about <Quartz Hill> & lighting",
      meetingDate: "2019-02-01",
      pages: [
        "A resident wrote to the planning group about the storage proposal on Quartz Hill Road and its lighting.",
      ],
    });
    ids.hidden = await addIndexedDocument(db, {
      title: "RCPG Minutes — January 3, 2019 (withdrawn)",
      meetingDate: "2019-01-03",
      pages: [
        heading("January 3, 2019"),
        "5. Quartz Hill Storage (PDS2019-STP-19-456)\nA first look at the project.\nMotion by Member Lee, seconded by Member Park, to take no position. Motion carried 5-0.",
        adjourn,
      ],
    });
    await db.update(documents).set({ isActive: false }).where(eq(documents.id, ids.hidden));
    ids.processing = await addIndexedDocument(db, {
      title: "Still processing",
      meetingDate: "2019-07-01",
      pages: [heading("July 1, 2019"), adjourn],
    });
    await db.update(documents).set({ status: "processing" }).where(eq(documents.id, ids.processing));
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.request({ method: "GET", url });

  describe("GET /api/documents/{id}/record", () => {
    it("gives the items in order with their pages, motions, names and continuances", async () => {
      const res = await get(`/api/documents/${ids.march}/record`);
      expect(res.status).toBe(200);
      const record = DocumentRecordSchema.parse(res.body);
      expect(record.document).toEqual({
        id: ids.march,
        title: "RCPG Minutes — March 7, 2019",
        body: "rcpg",
        meetingDate: "2019-03-07",
        pageCount: 3,
        isSample: false,
      });
      expect(record.recognised).toBe(true);
      expect(record.pages).toEqual([]);
      const ordinals = record.items.map((i) => i.ordinal);
      expect(ordinals).toEqual([...ordinals].sort((a, b) => a - b));
      const storage = record.items.find((i) => i.title.startsWith("Quartz Hill Storage"))!;
      expect(storage).toMatchObject({ code: "6", pageFrom: 2, pageTo: 2, continuedTo: "2019-04-04" });
      // The meeting it moved to has a record on the site.
      expect(storage.continuedToDocumentId).toBe(ids.april);
      expect(storage.excerpt).toMatch(/^The applicant presented a 120-unit self storage building/);
      expect(storage.motions).toHaveLength(1);
      expect(storage.motions[0]).toMatchObject({
        text: "to continue the item to April 4, 2019",
        movedBy: "Ortiz",
        secondedBy: "Lee",
        outcome: "carried",
        ayes: 4,
        noes: 1,
        ayeNames: ["Ortiz", "Lee", "Park", "Chen"],
        noNames: ["Diaz"],
        page: 2,
      });
      const adjournment = record.items.find((i) => i.title === "ADJOURNMENT")!;
      expect(adjournment.motions[0]).toMatchObject({ ayes: 5, noes: 0, abstain: null, ayeNames: [], noNames: [] });
    });

    it("leaves a continuance unlinked when the site has no record of that meeting", async () => {
      const record = DocumentRecordSchema.parse((await get(`/api/documents/${ids.april}/record`)).body);
      const storage = record.items.find((i) => i.title.startsWith("Quartz Hill Storage"))!;
      expect(storage.continuedTo).toBe("2019-05-02");
      expect(storage.continuedToDocumentId).toBeNull();
    });

    it("gives the pages' text of a document whose structure was not recognised", async () => {
      const res = await get(`/api/documents/${ids.text}/record`);
      expect(res.status).toBe(200);
      const record = DocumentRecordSchema.parse(res.body);
      expect(record.recognised).toBe(false);
      expect(record.items).toEqual([]);
      expect(record.document.title).toBe("Letter about <Quartz Hill> & lighting");
      expect(record.pages).toEqual([
        { page: 1, excerpt: expect.stringContaining("storage proposal on Quartz Hill Road") },
      ]);
    });

    it("answers 404 for unknown, inactive and unfinished documents", async () => {
      for (const id of [999_999, ids.hidden, ids.processing]) {
        const res = await get(`/api/documents/${id}/record`);
        expect(res.status, String(id)).toBe(404);
        expect(res.body.error).toMatch(/no public document/);
      }
    });

    it("answers 400 for ids that are not document numbers", async () => {
      for (const id of ["abc", "0", "-1", "1e3", "1.5", "99999999999", "%00", "1%20OR%201=1", "%3Cscript%3E"]) {
        const res = await get(`/api/documents/${id}/record`);
        expect(res.status, id).toBe(400);
        expect(res.body.error, id).toMatch(/^Document id is invalid/);
      }
    });
  });

  describe("GET /api/documents/history", () => {
    it("lists every item about a project across meetings and bodies, in date order", async () => {
      const res = await get(`/api/documents/history?q=${encodeURIComponent("Quartz Hill Storage")}`);
      expect(res.status).toBe(200);
      const history = HistoryResponseSchema.parse(res.body);
      expect(history.query).toBe("Quartz Hill Storage");
      expect(history.entries.map((e) => [e.meetingDate, e.body, e.outcome, e.tallyText, e.continuedTo])).toEqual([
        ["2019-03-07", "rcpg", "carried", "Ayes: Ortiz, Lee, Park, Chen; Noes: Diaz; Absent: None", "2019-04-04"],
        ["2019-04-04", "rcpg", "carried", "5-0", "2019-05-02"],
        ["2019-05-16", "design-review", "failed", "2-3", null],
        ["2019-06-06", "rcpg", "carried", "4-1-0", null],
      ]);
      expect(history.total).toBe(4);
      const first = history.entries[0]!;
      expect(first).toMatchObject({
        documentId: ids.march,
        documentTitle: "RCPG Minutes — March 7, 2019",
        itemCode: "6",
        itemTitle: "Quartz Hill Storage (PDS2019-STP-19-456)",
        motionText: "to continue the item to April 4, 2019",
        motionCount: 1,
        page: 2,
        matchedIn: "title",
      });
    });

    it("narrows to one body", async () => {
      const res = await get(`/api/documents/history?q=Quartz+Hill+Storage&body=design-review`);
      expect(res.status).toBe(200);
      expect(res.body.entries.map((e: { documentId: number }) => e.documentId)).toEqual([ids.design]);
    });

    it("finds a project number exactly, whatever its punctuation", async () => {
      for (const q of ["PDS2019-STP-19-456", "pds2019 stp 19 456"]) {
        const res = await get(`/api/documents/history?q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
        const history = HistoryResponseSchema.parse(res.body);
        expect(
          history.entries.map((e) => e.documentId),
          q,
        ).toEqual([ids.march, ids.april, ids.design, ids.june]);
        expect(
          history.entries.every((e) => e.matchedIn === "title"),
          q,
        ).toBe(true);
      }
    });

    it("includes items whose text mentions a road, marked as mentions, and never unpublished documents", async () => {
      const history = HistoryResponseSchema.parse((await get(`/api/documents/history?q=Quartz+Hill+Road`)).body);
      const roads = history.entries.find((e) => e.itemTitle === "Roads Report");
      expect(roads).toMatchObject({ documentId: ids.march, matchedIn: "text", outcome: null, motionCount: 0 });
      expect(history.entries.some((e) => e.documentId === ids.hidden)).toBe(false);
      // A document without recognised items has no agenda items to list.
      expect(history.entries.some((e) => e.documentId === ids.text)).toBe(false);
    });

    it("keeps the latest items, in date order, when more match than asked for", async () => {
      const { total, entries } = await historyOf(t.database.db, "Quartz Hill Storage", undefined, 2);
      expect(total).toBe(4);
      expect(entries.map((e) => e.meetingDate)).toEqual(["2019-05-16", "2019-06-06"]);
      expect(await historyOf(t.database.db, "   ")).toEqual({ total: 0, entries: [] });
    });

    it("refuses a blank, missing, too long or repeated query, and an unknown body, with 400", async () => {
      const cases = [
        "",
        "?q=",
        "?q=%20%20",
        "?q=%00%01%1F",
        `?q=${"a".repeat(201)}`,
        "?q=a&q=b",
        "?q=solar&body=water",
      ];
      for (const c of cases) {
        const res = await get(`/api/documents/history${c}`);
        expect(res.status, c).toBe(400);
        expect(res.body.error, c).toMatch(/^History search is invalid/);
      }
      expect((await get("/api/documents/history?q=")).body.error).toContain("Type an address, a road");
    });

    it("answers hostile and odd queries without an error", async () => {
      const queries = [
        "'); DROP TABLE documents; --",
        '"unbalanced',
        "a & | ! :* <-> (",
        "<script>alert(1)</script>",
        "Quartz\u0000Hill\tStorage",
        "-",
        "or",
        "the",
        "🙂 solar",
        "\\' \\\" %",
        "PDS2019-STP-19-456' OR '1'='1",
        "x".repeat(200),
      ];
      for (const q of queries) {
        const res = await get(`/api/documents/history?q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
        HistoryResponseSchema.parse(res.body);
      }
      const nul = HistoryResponseSchema.parse(
        (await get(`/api/documents/history?q=${encodeURIComponent("Quartz\u0000Hill\tStorage")}`)).body,
      );
      expect(nul.query).toBe("Quartz Hill Storage");
      expect(nul.entries).toHaveLength(4);
      expect(await t.database.db.$count(documents)).toBeGreaterThan(0);
    });
  });

  describe("GET /api/documents/meetings", () => {
    it("lists the recent meetings of each body with a record, newest first, with item and motion counts", async () => {
      const res = await get("/api/documents/meetings");
      expect(res.status).toBe(200);
      const { bodies } = PastMeetingsResponseSchema.parse(res.body);
      const rcpg = bodies.find((b) => b.body === "rcpg")!;
      expect(rcpg.meetings.map((m) => m.meetingDate)).toEqual(["2019-06-06", "2019-04-04", "2019-03-07", "2019-02-01"]);
      expect(rcpg.total).toBe(4);
      const march = rcpg.meetings.find((m) => m.documentId === ids.march)!;
      expect(march.recognised).toBe(true);
      expect(march.itemCount).toBeGreaterThanOrEqual(4);
      expect(march.motionCount).toBe(2);
      const letter = rcpg.meetings.find((m) => m.documentId === ids.text)!;
      expect(letter).toMatchObject({ recognised: false, itemCount: 0, motionCount: 0 });
      expect(bodies.find((b) => b.body === "design-review")!.meetings.map((m) => m.documentId)).toEqual([ids.design]);
    });
  });
});
