import { TZDate } from "@date-fns/tz";
import { format, subDays } from "date-fns";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { AiAnalytics, AiQueryLogEntry } from "@common/analytics";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, expectAdminOnly } from "../../test/accounts";
import { recordQuery, type RecordedQuery } from "./record";

const TZ = "America/Los_Angeles";

/** Today's calendar date in the town, and a moment on a day `daysAgo` before it (local time). */
function laDay(daysAgo: number, hour = 12, minute = 0, second = 0, ms = 0): Date {
  const now = TZDate.tz(TZ);
  return new TZDate(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hour, minute, second, ms, TZ);
}
const laDate = (daysAgo: number) => format(subDays(TZDate.tz(TZ), daysAgo), "yyyy-MM-dd");

describe("admin AI analytics", () => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer((await createApprovedAdmin(t)).token);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`truncate ai_queries cascade`);
  });

  const record = async (q: Partial<RecordedQuery> = {}) => {
    const id = await recordQuery(t.database.db, {
      assistant: "rcpg",
      question: "When does the planning group meet?",
      answer: "On the first Thursday of the month.",
      responseTimeMs: 400,
      documents: [],
      ...q,
    });
    expect(id).not.toBeNull();
    return id!;
  };
  const analytics = async (query = "") => {
    const res = await t.request<AiAnalytics>({ method: "GET", url: `/api/admin/ai-analytics${query}`, headers: auth });
    expect(res.status, res.raw).toBe(200);
    return res.body;
  };
  const log = async (query = "") => {
    const res = await t.request<AiQueryLogEntry[]>({
      method: "GET",
      url: `/api/admin/ai-queries${query}`,
      headers: auth,
    });
    expect(res.status, res.raw).toBe(200);
    return res.body;
  };

  it("answers an empty database with zeros and thirty days without queries, oldest first", async () => {
    const a = await analytics();
    expect(a).toMatchObject({
      totalQueries: 0,
      avgResponseTime: 0,
      avgQuestionLength: 0,
      avgAnswerLength: 0,
      topDocuments: [],
    });
    expect(a.queriesPerDay).toHaveLength(30);
    expect(a.queriesPerDay.every((d) => d.count === 0)).toBe(true);
    expect(a.queriesPerDay[0]!.date).toBe(laDate(29));
    expect(a.queriesPerDay[29]!.date).toBe(laDate(0));
    for (let i = 1; i < 30; i++) {
      const prev = new Date(`${a.queriesPerDay[i - 1]!.date}T00:00:00Z`).getTime();
      const cur = new Date(`${a.queriesPerDay[i]!.date}T00:00:00Z`).getTime();
      expect(cur - prev).toBe(24 * 3600 * 1000);
    }
    expect(await log()).toEqual([]);
  });

  it("sums one day of queries: totals, rounded averages, today's bar and the documents used", async () => {
    await record({
      question: "a".repeat(10),
      answer: "b".repeat(100),
      responseTimeMs: 100,
      documents: [{ id: 5, title: "Old title" }],
    });
    await record({
      question: "a".repeat(21),
      answer: "b".repeat(201),
      responseTimeMs: 201,
      documents: [
        { id: 9, title: "Community Plan" },
        { id: 5, title: "Minutes, March 2024" },
      ],
    });
    await record({
      question: "a".repeat(30),
      answer: "",
      responseTimeMs: 300,
      documents: [{ id: 9, title: "Community Plan" }],
    });
    const a = await analytics();
    expect(a.totalQueries).toBe(3);
    expect(a.avgResponseTime).toBe(200); // 601 / 3 = 200.33
    expect(a.avgQuestionLength).toBe(20); // 61 / 3 = 20.33
    expect(a.avgAnswerLength).toBe(100); // 301 / 3 = 100.33
    expect(a.queriesPerDay[29]).toEqual({ date: laDate(0), count: 3 });
    expect(a.queriesPerDay.slice(0, 29).every((d) => d.count === 0)).toBe(true);
    // Ties are broken by document id; the latest title wins.
    expect(a.topDocuments).toEqual([
      { docId: 5, title: "Minutes, March 2024", count: 2 },
      { docId: 9, title: "Community Plan", count: 2 },
    ]);
  });

  it("counts the 30 calendar days in the town's time zone: day 29 in, day 30 and 31 out", async () => {
    await record({ createdAt: laDay(29, 0, 0, 0, 0) }); // first instant of the oldest day shown
    await record({ createdAt: laDay(29, 12) });
    await record({ createdAt: laDay(30, 23, 59, 59, 999) }); // last instant before the window
    await record({ createdAt: laDay(31, 12) });
    await record({ createdAt: laDay(0, 0, 0, 0, 0) }); // first instant of today
    const a = await analytics();
    expect(a.totalQueries).toBe(5); // the totals cover every recorded query
    expect(a.queriesPerDay[0]).toEqual({ date: laDate(29), count: 2 });
    expect(a.queriesPerDay[29]).toEqual({ date: laDate(0), count: 1 });
    expect(a.queriesPerDay.reduce((s, d) => s + d.count, 0)).toBe(3);
  });

  it("lists the newest queries first with their ranked documents, 50 by default, 25/50/100 on request", async () => {
    const base = Date.now() - 200 * 60_000;
    for (let i = 0; i < 120; i++) {
      await record({
        question: `Question ${i}`,
        answer: "x".repeat(i),
        responseTimeMs: i,
        createdAt: new Date(base + i * 60_000),
        documents:
          i % 2
            ? [
                { id: 3, title: "Fact Sheet" },
                { id: 1, title: "Community Plan" },
              ]
            : [],
      });
    }
    const all = await log("?limit=100");
    expect(all).toHaveLength(100);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      question: "Question 119",
      createdAt: new Date(base + 119 * 60_000).toISOString(),
      responseTimeMs: 119,
      relevantDocuments: [3, 1],
      documentTitles: ["Fact Sheet", "Community Plan"],
      questionLength: 12,
      answerLength: 119,
      assistant: "rcpg",
    });
    expect(all[1]).toMatchObject({ question: "Question 118", relevantDocuments: [], documentTitles: [] });
    expect(all[99]!.question).toBe("Question 20");
    expect(await log()).toHaveLength(50);
    expect(await log("?limit=50")).toHaveLength(50);
    const first25 = await log("?limit=25");
    expect(first25.map((e) => e.question)).toEqual(all.slice(0, 25).map((e) => e.question));
  });

  it("refuses any other limit, an unknown assistant or an unknown parameter with a clear 400", async () => {
    for (const q of [
      "?limit=10",
      "?limit=0",
      "?limit=101",
      "?limit=-25",
      "?limit=abc",
      "?limit=25.0",
      "?limit=",
      "?limit=25&limit=50",
      "?limit=%3Cscript%3E",
    ]) {
      const res = await t.request({ method: "GET", url: `/api/admin/ai-queries${q}`, headers: auth });
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toMatch(/limit must be 25, 50 or 100/);
    }
    for (const url of [
      "/api/admin/ai-queries?assistant=chatgpt",
      "/api/admin/ai-analytics?assistant=HOME",
      "/api/admin/ai-analytics?assistant=",
    ]) {
      const res = await t.request({ method: "GET", url, headers: auth });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toMatch(/assistant must be one of home, rcpg, design-review/);
    }
    const extra = await t.request({ method: "GET", url: "/api/admin/ai-analytics?days=90", headers: auth });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatch(/only the assistant parameter/);
  });

  it("splits the figures and the log by assistant", async () => {
    await record({ assistant: "home", responseTimeMs: 100, documents: [{ id: 1, title: "Town facts" }] });
    await record({ assistant: "rcpg", responseTimeMs: 300, documents: [{ id: 2, title: "Minutes" }] });
    await record({ assistant: "rcpg", responseTimeMs: 500, documents: [{ id: 2, title: "Minutes" }] });
    await record({ assistant: "design-review", responseTimeMs: 700, documents: [{ id: 3, title: "Guidelines" }] });
    const all = await analytics();
    expect(all.totalQueries).toBe(4);
    expect(all.avgResponseTime).toBe(400);
    const rcpg = await analytics("?assistant=rcpg");
    expect(rcpg).toMatchObject({
      totalQueries: 2,
      avgResponseTime: 400,
      topDocuments: [{ docId: 2, title: "Minutes", count: 2 }],
    });
    expect(rcpg.queriesPerDay[29]!.count).toBe(2);
    const dr = await analytics("?assistant=design-review");
    expect(dr).toMatchObject({ totalQueries: 1, avgResponseTime: 700, topDocuments: [{ docId: 3, count: 1 }] });
    const homeLog = await log("?assistant=home&limit=25");
    expect(homeLog.map((e) => e.assistant)).toEqual(["home"]);
    expect((await log("?assistant=rcpg")).map((e) => e.responseTimeMs)).toEqual([500, 300]);
  });

  it("keeps the roll-ups right when queries are changed or deleted", async () => {
    const id = await record({ responseTimeMs: 100, documents: [{ id: 4, title: "Roster" }] });
    const moved = await record({ responseTimeMs: 300, documents: [{ id: 4, title: "Roster" }] });
    await t.database.db.execute(sql`update ai_queries set created_at = now() - interval '60 days' where id = ${moved}`);
    await t.database.db.execute(sql`update ai_query_documents set document_id = 6 where query_id = ${moved}`);
    let a = await analytics();
    expect(a.totalQueries).toBe(2);
    expect(a.avgResponseTime).toBe(200);
    expect(a.queriesPerDay[29]!.count).toBe(1);
    expect(a.topDocuments).toEqual([
      { docId: 4, title: "Roster", count: 1 },
      { docId: 6, title: "Roster", count: 1 },
    ]);
    await t.database.db.execute(sql`delete from ai_queries where id = ${id}`);
    a = await analytics();
    expect(a).toMatchObject({
      totalQueries: 1,
      avgResponseTime: 300,
      topDocuments: [{ docId: 6, title: "Roster", count: 1 }],
    });
    expect(a.queriesPerDay.every((d) => d.count === 0)).toBe(true);
  });

  it("returns hostile question text as data, unchanged", async () => {
    const question = `<img src=x onerror=alert(1)> "quoted", =HYPERLINK("x")`;
    await record({ question });
    expect((await log())[0]!.question).toBe(question);
  });

  it("is for approved admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/ai-analytics");
    await expectAdminOnly(t, "GET", "/api/admin/ai-queries");
    await expectAdminOnly(t, "GET", "/api/admin/ai-queries?limit=25&assistant=home");
  });
});
