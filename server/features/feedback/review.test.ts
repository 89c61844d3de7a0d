import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AssistantName } from "@common/assistants";
import type { FeedbackItem, ReviewedAnswer } from "@common/feedback";
import { queryRows } from "../../db/rows";
import { bearer, createApprovedAdmin, expectAdminOnly, type TestAccount } from "../../test/accounts";
import { addIndexedDocument, storeAnswer } from "../../test/assistants";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let admin: TestAccount;
let auth: { authorization: string };
let docId = 0;
let ip = 0;
const visitor = () => `10.4.${Math.floor(++ip / 250)}.${ip % 250}`;

const rate = async ({ assistant, ...payload }: Record<string, unknown>) => {
  const stored = await storeAnswer(t.database.db, {
    assistant: (assistant as AssistantName | undefined) ?? "home",
    question: "Q",
    answer: `A ${ip}`,
  });
  const res = await t.request<{ id: number }>({
    method: "POST",
    url: "/api/feedback",
    payload: { ...stored, rating: "down", ...payload },
    remoteAddress: visitor(),
  });
  expect(res.status, res.raw).toBe(201);
  return res.body.id;
};
const get = <T>(url: string) => t.request<T>({ method: "GET", url, headers: auth });
const send = <T = any>(method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.request<T>({ method, url, headers: auth, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createApprovedAdmin(t);
  auth = bearer(admin.token);
  docId = await addIndexedDocument(t.database.db, {
    title: "RCPG Minutes — March 7, 2019",
    meetingDate: "2019-03-07",
    pages: ["Call to order.", "Item 6: Quartz Hill Storage. The motion carried 9-4-1."],
  });
});
afterAll(async () => t?.close());

describe("the admin's rated answers", () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`truncate answer_feedback`);
  });

  it("lists 'Not helpful' first, then newest first, paged, with the total in X-Total-Count", async () => {
    const up1 = await rate({ rating: "up" });
    const down1 = await rate({ reason: "wrong-facts" });
    const up2 = await rate({ rating: "up" });
    const down2 = await rate({ reason: "other", comment: "Closed on Mondays" });
    const all = await get<FeedbackItem[]>("/api/admin/feedback");
    expect(all.status).toBe(200);
    expect(all.headers["x-total-count"]).toBe("4");
    expect(all.body.map((f) => f.id)).toEqual([down2, down1, up2, up1]);
    const page = await get<FeedbackItem[]>("/api/admin/feedback?limit=2&offset=1");
    expect(page.body.map((f) => f.id)).toEqual([down1, up2]);
    expect(page.headers["x-total-count"]).toBe("4");
  });

  it("filters by assistant, reason, rating and state", async () => {
    const a = await rate({ assistant: "rcpg", reason: "wrong-source" });
    const b = await rate({ assistant: "design-review", reason: "not-answered" });
    const c = await rate({ assistant: "rcpg", rating: "up" });
    await send("POST", `/api/admin/feedback/${b}/resolve`);
    const ids = async (q: string) => (await get<FeedbackItem[]>(`/api/admin/feedback?${q}`)).body.map((f) => f.id);
    expect(await ids("assistant=rcpg")).toEqual([a, c]);
    expect(await ids("reason=not-answered")).toEqual([b]);
    expect(await ids("rating=up")).toEqual([c]);
    expect(await ids("status=open")).toEqual([a, c]);
    expect(await ids("status=resolved")).toEqual([b]);
    expect(await ids("status=&assistant=&reason=&rating=")).toEqual([b, a, c]);
    for (const [q, message] of [
      ["status=closed", /status must be open or resolved/],
      ["assistant=HOME", /assistant must be one of home, rcpg, design-review/],
      ["reason=rude", /reason must be one of/],
      ["limit=0", /limit: must be 1 to 100/],
      ["limit=101", /limit: must be 1 to 100/],
      ["offset=-1", /offset: must be a whole number/],
      ["sort=rating", /only status, assistant, reason, rating, limit and offset are accepted/],
    ] as const) {
      const res = await get<any>(`/api/admin/feedback?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toMatch(message);
    }
  });

  it("marks one resolved, once, with who and when, and an audit line", async () => {
    const id = await rate({ reason: "wrong-facts" });
    const res = await send<FeedbackItem>("POST", `/api/admin/feedback/${id}/resolve`);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: "resolved",
      resolvedBy: admin.username,
      resolvedAt: expect.any(String),
    });
    const other = await createApprovedAdmin(t);
    const again = await t.request<FeedbackItem>({
      method: "POST",
      url: `/api/admin/feedback/${id}/resolve`,
      headers: bearer(other.token),
    });
    expect(again.body).toMatchObject({ resolvedBy: admin.username, resolvedAt: res.body.resolvedAt });
    const audit = await queryRows<{ action: string; admin_username: string }>(
      t.database.db,
      sql`SELECT action, admin_username FROM audit_log WHERE target_type = 'answer_feedback' AND target_id = ${String(id)} ORDER BY id`,
    );
    expect(audit[0]).toEqual({ action: "feedback.resolve", admin_username: admin.username });
    expect((await send("POST", "/api/admin/feedback/999999/resolve")).status).toBe(404);
    expect((await send("POST", "/api/admin/feedback/abc/resolve")).status).toBe(400);
  });

  it("is for approved admins only", async () => {
    const id = await rate({});
    await expectAdminOnly(t, "GET", "/api/admin/feedback");
    await expectAdminOnly(t, "GET", "/api/admin/feedback?status=open&assistant=home");
    await expectAdminOnly(t, "POST", `/api/admin/feedback/${id}/resolve`);
    const item = (await get<FeedbackItem[]>("/api/admin/feedback")).body.find((f) => f.id === id);
    expect(item?.status).toBe("open");
  });
});

describe("reviewed answers", () => {
  const input = (over: Record<string, unknown> = {}) => ({
    question: "How do I report a pothole on my road?",
    answer: "Report it to the County's road maintenance line [1], or online [2].",
    sources: [
      { title: "County road maintenance", url: "https://www.sandiegocounty.gov/dpw" },
      { title: "Quartz Hill minutes", documentId: docId, page: 2 },
    ],
    ...over,
  });

  it("writes one with its citations: a document linked at its page, a web address kept", async () => {
    const res = await send<ReviewedAnswer>("POST", "/api/admin/reviewed-answers", input());
    expect(res.status, res.raw).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      assistant: null,
      question: "How do I report a pothole on my road?",
      reviewedBy: admin.username,
      retiredAt: null,
      uses: 0,
    });
    expect(res.body.sources).toEqual([
      {
        n: 1,
        title: "County road maintenance",
        meetingDate: null,
        page: null,
        url: "https://www.sandiegocounty.gov/dpw",
      },
      {
        n: 2,
        documentId: docId,
        title: "Quartz Hill minutes",
        meetingDate: "2019-03-07",
        page: 2,
        url: `/api/documents/${docId}/file#page=2`,
      },
    ]);
    const listed = await get<ReviewedAnswer[]>("/api/admin/reviewed-answers");
    expect(listed.body.some((r) => r.id === res.body.id)).toBe(true);
  });

  it("refuses citations that point nowhere, unknown documents, pages past the end and unsafe addresses", async () => {
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ answer: "See [3]." }, 400, /answer: cites \[3\] but has 2 sources/],
      [{ answer: "See [1].", sources: [] }, 400, /cites \[1\] but has 0 sources/],
      [
        {
          sources: [
            { title: "Gone", documentId: 999999 },
            { title: "x", url: "/adu" },
          ],
        },
        400,
        /Source 1: there is no document 999999/,
      ],
      [
        {
          sources: [
            { title: "x", url: "/adu" },
            { title: "Far", documentId: docId, page: 9 },
          ],
        },
        400,
        /Source 2: .* has 2 pages/,
      ],
      [
        {
          sources: [
            { title: "x", url: "javascript:alert(1)" },
            { title: "y", url: "/adu" },
          ],
        },
        400,
        /url: must be a path of this site/,
      ],
      [
        {
          sources: [
            { title: "x", url: "//evil.example" },
            { title: "y", url: "/adu" },
          ],
        },
        400,
        /url: must be a path of this site/,
      ],
      [{ sources: [{ title: "x" }, { title: "y", url: "/adu" }] }, 400, /a source needs a document id or an address/],
      [
        {
          sources: [
            { title: "x", url: "/adu", documentId: docId },
            { title: "y", url: "/adu" },
          ],
        },
        400,
        /not both/,
      ],
      [
        {
          sources: [
            { title: "x", url: "/adu", page: 2 },
            { title: "y", url: "/adu" },
          ],
        },
        400,
        /a page goes with a document id/,
      ],
      [{ question: "" }, 400, /question: is required/],
      [{ answer: "x".repeat(4001) }, 400, /answer: must be at most 4000 characters/],
      [{ assistant: "everyone" }, 400, /assistant: must be one of/],
      [{ feedbackId: 999999 }, 404, /no rated answer 999999/],
    ];
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM reviewed_answers`))[0]!.n;
    const before = await count();
    for (const [over, status, message] of cases) {
      const res = await send("POST", "/api/admin/reviewed-answers", input(over));
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(res.body.error, JSON.stringify(over)).toMatch(message);
    }
    // Nothing half-written: the refused feedbackId left no reviewed answer behind.
    expect(await count()).toBe(before);
  });

  it("resolves the rated answer it is written from, edits (a new review date) and retires", async () => {
    const fid = await rate({ reason: "wrong-facts" });
    const created = await send<ReviewedAnswer>(
      "POST",
      "/api/admin/reviewed-answers",
      input({ feedbackId: fid, assistant: "home" }),
    );
    expect(created.status, created.raw).toBe(201);
    const item = (await get<FeedbackItem[]>("/api/admin/feedback?status=resolved")).body.find((f) => f.id === fid);
    expect(item).toMatchObject({ status: "resolved", resolvedBy: admin.username });

    await new Promise((r) => setTimeout(r, 15));
    const edited = await send<ReviewedAnswer>(
      "PUT",
      `/api/admin/reviewed-answers/${created.body.id}`,
      input({ answer: "Call the County [1].", sources: [{ title: "County", url: "/services" }] }),
    );
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.answer).toBe("Call the County [1].");
    expect(edited.body.assistant).toBeNull();
    expect(edited.body.sources).toEqual([{ n: 1, title: "County", meetingDate: null, page: null, url: "/services" }]);
    expect(edited.body.reviewedAt > created.body.reviewedAt).toBe(true);
    expect(edited.body.createdAt).toBe(created.body.createdAt);

    const retired = await send<ReviewedAnswer>("DELETE", `/api/admin/reviewed-answers/${created.body.id}`);
    expect(retired.status).toBe(200);
    expect(retired.body.retiredAt).toEqual(expect.any(String));
    const active = await get<ReviewedAnswer[]>("/api/admin/reviewed-answers?status=active");
    const gone = await get<ReviewedAnswer[]>("/api/admin/reviewed-answers?status=retired");
    expect(active.body.some((r) => r.id === created.body.id)).toBe(false);
    expect(gone.body.find((r) => r.id === created.body.id)?.answer).toBe("Call the County [1].");
    expect((await get<any>("/api/admin/reviewed-answers?status=gone")).status).toBe(400);

    expect((await send("PUT", "/api/admin/reviewed-answers/999999", input())).status).toBe(404);
    expect((await send("DELETE", "/api/admin/reviewed-answers/999999")).status).toBe(404);
    const actions = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE target_type = 'reviewed_answer' AND target_id = ${String(created.body.id)} ORDER BY id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      "reviewed_answer.create",
      "reviewed_answer.update",
      "reviewed_answer.retire",
    ]);
  });

  it("keeps hostile text as data", async () => {
    const question = `<script>alert("q")</script> pothole?`;
    const answer = `<img src=x onerror=alert(1)> **fixed** [1]`;
    const res = await send<ReviewedAnswer>(
      "POST",
      "/api/admin/reviewed-answers",
      input({ question, answer, sources: [{ title: `<b onmouseover=alert(2)>title</b>`, url: "/adu" }] }),
    );
    expect(res.status, res.raw).toBe(201);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ question, answer });
    expect(res.body.sources[0]!.title).toBe(`<b onmouseover=alert(2)>title</b>`);
  });

  it("is for approved admins only", async () => {
    const created = await send<ReviewedAnswer>("POST", "/api/admin/reviewed-answers", input());
    await expectAdminOnly(t, "GET", "/api/admin/reviewed-answers");
    await expectAdminOnly(t, "POST", "/api/admin/reviewed-answers", input());
    await expectAdminOnly(t, "PUT", `/api/admin/reviewed-answers/${created.body.id}`, input({ answer: "Changed." }));
    await expectAdminOnly(t, "DELETE", `/api/admin/reviewed-answers/${created.body.id}`);
    const still = (await get<ReviewedAnswer[]>("/api/admin/reviewed-answers")).body.find(
      (r) => r.id === created.body.id,
    );
    expect(still).toMatchObject({ answer: input().answer, retiredAt: null });
  });
});
