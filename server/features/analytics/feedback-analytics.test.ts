import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContentGap, FeedbackSummary } from "@common/analytics";
import type { AssistantName } from "@common/assistants";
import { bearer, createApprovedAdmin, expectAdminOnly } from "../../test/accounts";
import { storeAnswer } from "../../test/assistants";
import { createTestApp, type TestApp } from "../../test/harness";
import { recordQuery } from "./record";

let t: TestApp;
let auth: { authorization: string };
let ip = 0;
const visitor = () => `10.6.${Math.floor(++ip / 250)}.${ip % 250}`;

const rate = async (assistant: AssistantName, rating: "up" | "down", reason?: string) => {
  const stored = await storeAnswer(t.database.db, { assistant, question: `Q${ip}`, answer: "A" });
  const res = await t.request({
    method: "POST",
    url: "/api/feedback",
    payload: { ...stored, rating, ...(reason ? { reason } : {}) },
    remoteAddress: visitor(),
  });
  expect(res.status, res.raw).toBe(201);
  return (res.body as { id: number }).id;
};
const get = async <T>(url: string) => {
  const res = await t.request<T>({ method: "GET", url, headers: auth });
  expect(res.status, res.raw).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer((await createApprovedAdmin(t)).token);
});
afterAll(async () => t?.close());

describe("GET /api/admin/ai-feedback", () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`truncate answer_feedback`);
  });

  it("gives per assistant the rated answers of the last 30 days, the share not helpful and the reasons", async () => {
    await rate("home", "up");
    await rate("home", "up");
    await rate("home", "down", "wrong-facts");
    await rate("home", "down");
    await rate("rcpg", "down", "wrong-source");
    await rate("rcpg", "down", "wrong-source");
    await rate("rcpg", "down", "other");
    const old = await rate("rcpg", "down", "wrong-facts");
    await t.database.db.execute(
      sql`update answer_feedback set rated_at = now() - interval '31 days' where id = ${old}`,
    );
    const s = await get<FeedbackSummary>("/api/admin/ai-feedback");
    expect(s.days).toBe(30);
    expect(s.assistants).toEqual([
      {
        assistant: "home",
        rated: 4,
        notHelpful: 2,
        notHelpfulShare: 0.5,
        reasons: [
          { reason: "none", count: 1 },
          { reason: "wrong-facts", count: 1 },
        ],
      },
      {
        assistant: "rcpg",
        rated: 3,
        notHelpful: 3,
        notHelpfulShare: 1,
        reasons: [
          { reason: "wrong-source", count: 2 },
          { reason: "other", count: 1 },
        ],
      },
      { assistant: "design-review", rated: 0, notHelpful: 0, notHelpfulShare: 0, reasons: [] },
    ]);
    const home = await get<FeedbackSummary>("/api/admin/ai-feedback?assistant=home");
    expect(home.assistants.map((a) => a.assistant)).toEqual(["home"]);
  });
});

describe("GET /api/admin/ai-content-gaps", () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`truncate ai_queries cascade`);
  });

  it("groups the declined questions by meaning, most asked first; answered and old ones are left out", async () => {
    const decline = (question: string, assistant: "home" | "rcpg" = "home", createdAt?: Date) =>
      recordQuery(t.database.db, {
        assistant,
        question,
        answer: "",
        responseTimeMs: 5,
        documents: [],
        declined: true,
        createdAt,
      });
    await decline("How many goats can I keep on a half-acre lot?");
    await decline("How many goats can I keep on a half acre lot?", "rcpg");
    await decline("how many goats can i keep on a half-acre lot");
    await decline("When is the Ramona rodeo parade this year?");
    await decline(`<img src=x onerror=alert(1)> What is the sewer fee?`);
    await decline("What is the sewer fee?", "home", new Date(Date.now() - 40 * 24 * 3600 * 1000));
    await recordQuery(t.database.db, {
      assistant: "home",
      question: "How many goats can I keep on a half-acre lot?",
      answer: "Up to four.",
      responseTimeMs: 5,
      documents: [],
    });
    const gaps = await get<ContentGap[]>("/api/admin/ai-content-gaps");
    expect(gaps.map((g) => g.count)).toEqual([3, 1, 1]);
    expect(gaps[0]).toMatchObject({
      question: expect.stringMatching(/goats/i),
      assistants: ["home", "rcpg"],
      lastAskedAt: expect.any(String),
    });
    expect(gaps[0]!.variants).toHaveLength(2);
    expect(gaps.map((g) => g.question)).toContain(`<img src=x onerror=alert(1)> What is the sewer fee?`);
    const rcpg = await get<ContentGap[]>("/api/admin/ai-content-gaps?assistant=rcpg");
    expect(rcpg).toEqual([expect.objectContaining({ count: 1, assistants: ["rcpg"] })]);
  });

  it("records the assistants' declines as they answer", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/ramona/ask",
      payload: { question: "What is the zinc content of the Pamo Valley aquifer?" },
      remoteAddress: visitor(),
    });
    expect(res.status).toBe(200);
    const gaps = await get<ContentGap[]>("/api/admin/ai-content-gaps");
    expect(gaps).toEqual([
      expect.objectContaining({ question: "What is the zinc content of the Pamo Valley aquifer?", count: 1 }),
    ]);
  });
});

describe("the feedback analytics", () => {
  it("are for approved admins only, and refuse unknown parameters", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/ai-feedback");
    await expectAdminOnly(t, "GET", "/api/admin/ai-content-gaps?assistant=rcpg");
    for (const url of ["/api/admin/ai-feedback?days=90", "/api/admin/ai-content-gaps?assistant=all"]) {
      const res = await t.request({ method: "GET", url, headers: auth });
      expect(res.status, url).toBe(400);
    }
  });
});
