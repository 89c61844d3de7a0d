import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedbackItem } from "@common/feedback";
import { bearer, createApprovedAdmin } from "../../test/accounts";
import { addIndexedDocument, addRestaurant, SAMPLE_MINUTES } from "../../test/assistants";
import { createTestApp, type TestApp } from "../../test/harness";
import { queryRows } from "../../db/rows";
import { ANSWER_MISMATCH } from "./ratings";

let t: TestApp;
let auth: { authorization: string };
let ip = 0;
/** Each test rates from addresses of its own, so that one visitor's ratings never meet another's. */
const visitor = () => `10.3.${Math.floor(++ip / 250)}.${ip % 250}`;

const rate = (payload: unknown, remoteAddress = visitor()) =>
  t.request<any>({ method: "POST", url: "/api/feedback", payload: payload as object, remoteAddress });

let visit = 0;
/** Asks as a page visit would, with its session id, which a rating of the answer then names. */
const askHome = async (question: string) => {
  const sessionId = `home-visit-${++visit}`;
  const res = await t.request<any>({
    method: "POST",
    url: "/api/ramona/ask",
    payload: { question, sessionId },
    remoteAddress: visitor(),
  });
  expect(res.status, res.raw).toBe(200);
  return { ...res.body, sessionId, question } as {
    answer: string;
    messageId: number;
    sources: unknown[];
    sessionId: string;
    question: string;
  };
};

const listAll = async () => {
  const res = await t.request<FeedbackItem[]>({ method: "GET", url: "/api/admin/feedback?limit=100", headers: auth });
  expect(res.status, res.raw).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer((await createApprovedAdmin(t)).token);
  for (const m of SAMPLE_MINUTES) await addIndexedDocument(t.database.db, m);
  await addRestaurant(t.database.db, { name: "Lemongrass Garden", cuisine: "Thai", priceLevel: 2, rating: 4.7 });
});
afterAll(async () => t?.close());

describe("POST /api/feedback", () => {
  it("stores a rating of a stored answer, by its id, with the answer's own question, text and sources: 201 { id }", async () => {
    const a = await askHome("What's the best Thai restaurant in Ramona?");
    const res = await rate({ assistant: "home", messageId: a.messageId, sessionId: a.sessionId, rating: "up" });
    expect(res.status, res.raw).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const item = (await listAll()).find((f) => f.id === res.body.id)!;
    expect(item).toMatchObject({
      assistant: "home",
      messageId: a.messageId,
      question: "What's the best Thai restaurant in Ramona?",
      answer: a.answer,
      rating: "up",
      reason: null,
      comment: null,
      status: "open",
      answeredByReviewId: null,
    });
    expect(item.sources).toEqual(a.sources);
  });

  it("takes an IPv6 visitor's /64 as one visitor, and an IPv4-mapped address as the IPv4 one", async () => {
    const a = await askHome("Where can I get Thai food?");
    const answer = { assistant: "home", messageId: a.messageId, sessionId: a.sessionId };
    const first = await rate({ ...answer, rating: "up" }, "2001:db8:5:6::1");
    expect(first.status).toBe(201);
    const sameBlock = await rate({ ...answer, rating: "down" }, "2001:db8:5:6:ffff:1234:5678:9abc");
    expect(sameBlock.body.id).toBe(first.body.id);
    const otherBlock = await rate({ ...answer, rating: "down" }, "2001:db8:5:7::1");
    expect(otherBlock.status).toBe(201);
    expect(otherBlock.body.id).not.toBe(first.body.id);
    const v4 = await rate({ ...answer, rating: "up" }, "10.3.250.1");
    const mapped = await rate({ ...answer, rating: "down" }, "::ffff:10.3.250.1");
    expect(mapped.body.id).toBe(v4.body.id);
    expect((await listAll()).filter((f) => f.messageId === a.messageId)).toHaveLength(3);
  });

  it("keeps one rating per answer and visitor: a second one replaces the first (same id, open again)", async () => {
    const a = await askHome("Is there Thai food in town?");
    const me = visitor();
    const first = await rate({ assistant: "home", messageId: a.messageId, sessionId: a.sessionId, rating: "up" }, me);
    expect(first.status).toBe(201);
    await t.request({ method: "POST", url: `/api/admin/feedback/${first.body.id}/resolve`, headers: auth });
    const second = await rate(
      {
        assistant: "home",
        messageId: a.messageId,
        sessionId: a.sessionId,
        rating: "down",
        reason: "wrong-facts",
        comment: "The hours are out of date.",
      },
      me,
    );
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const mine = (await listAll()).filter((f) => f.messageId === a.messageId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      rating: "down",
      reason: "wrong-facts",
      comment: "The hours are out of date.",
      status: "open",
      resolvedAt: null,
      resolvedBy: null,
    });
    // Back to "Helpful": the reason and comment go with it.
    await rate({ assistant: "home", messageId: a.messageId, sessionId: a.sessionId, rating: "up" }, me);
    expect((await listAll()).find((f) => f.id === first.body.id)).toMatchObject({
      rating: "up",
      reason: null,
      comment: null,
    });

    // Another visitor's rating of the same answer is a rating of its own.
    const other = await rate({
      assistant: "home",
      messageId: a.messageId,
      sessionId: a.sessionId,
      rating: "down",
    });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it("refuses a rating that names no stored answer (400), and a question or text that is not the stored one (400)", async () => {
    const a = await askHome("Which Thai restaurant is the best?");
    const named = { assistant: "home", messageId: a.messageId, sessionId: a.sessionId, rating: "down" };
    const bare = await rate({
      assistant: "rcpg",
      question: "When did they vote?",
      answer: "On March 7, 2019.",
      rating: "down",
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error).toMatch(/messageId/);
    for (const wrong of [{ question: "something else entirely" }, { answer: "not what was answered" }]) {
      const res = await rate({ ...named, ...wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.body.error).toBe(ANSWER_MISMATCH);
    }
    // The stored question and text themselves (as one line, as a form sends them) are accepted.
    const same = await rate({ ...named, question: a.question, answer: a.answer.replace(/\s+/g, " ") });
    expect(same.status, same.raw).toBe(201);
    expect((await listAll()).find((f) => f.id === same.body.id)).toMatchObject({ answer: a.answer });
  });

  it("rates a research chat answer by its message id, and refuses an id that is not that assistant's (404)", async () => {
    const chat = await t.request<any>({
      method: "POST",
      url: "/api/rcpg/ask",
      payload: {
        question: "How did the group vote on the Quartz Hill Storage revised plan?",
        sessionId: "rating-session-1",
      },
      remoteAddress: visitor(),
    });
    expect(chat.status).toBe(200);
    const ok = await rate({
      assistant: "rcpg",
      messageId: chat.body.id,
      sessionId: "rating-session-1",
      rating: "down",
      reason: "not-answered",
    });
    expect(ok.status).toBe(201);
    expect((await listAll()).find((f) => f.id === ok.body.id)?.sources.length).toBeGreaterThan(0);
    for (const payload of [
      {
        assistant: "design-review",
        messageId: chat.body.id,
        sessionId: "rating-session-1",
        rating: "up",
      },
      { assistant: "rcpg", messageId: 2_000_000_000, rating: "up" },
    ]) {
      const res = await rate(payload);
      expect(res.status, JSON.stringify(payload)).toBe(404);
      expect(res.body.error).toMatch(/answer was not found/);
    }
  });

  it("refuses bad input with a 400 that names the field", async () => {
    const good = {
      assistant: "home",
      messageId: 1,
      question: "Where is the library?",
      answer: "On Main Street.",
      rating: "down",
    };
    const cases: Array<[unknown, RegExp]> = [
      [{ ...good, assistant: "chatgpt" }, /assistant: must be one of home, rcpg, design-review/],
      [{ ...good, rating: "meh" }, /rating: must be "up" or "down"/],
      [{ ...good, rating: undefined }, /rating/],
      [{ ...good, question: "   " }, /question: is required/],
      [{ ...good, answer: "" }, /answer: is required/],
      [{ ...good, question: "q".repeat(1001) }, /question: must be at most 1000 characters/],
      [{ ...good, reason: "rude" }, /reason: must be one of wrong-facts, wrong-source, not-answered, other/],
      [{ ...good, rating: "up", reason: "wrong-facts" }, /reason: a reason or comment goes with a "down" rating only/],
      [{ ...good, comment: "x".repeat(501) }, /comment: must be at most 500 characters/],
      [{ ...good, messageId: undefined }, /messageId: must be a number/],
      [{ ...good, messageId: "12" }, /messageId: must be a number/],
      [{ ...good, messageId: -3 }, /messageId: must be positive/],
      [{ ...good, visitor: "me" }, /Unrecognized key/i],
      [[good], /Feedback is invalid/],
    ];
    for (const [payload, message] of cases) {
      const res = await rate(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error, JSON.stringify(payload)).toMatch(message);
    }
    const notJson = await t.request({
      method: "POST",
      url: "/api/feedback",
      payload: "rating=up",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
  });

  it("keeps hostile text as data, unchanged, and never the visitor's address", async () => {
    const question = `<img src=x onerror="alert(1)"> =HYPERLINK("http://evil") '; DROP TABLE answer_feedback; --`;
    const comment = `</textarea><svg onload=alert(2)>`;
    const me = "10.250.1.77";
    const a = await askHome(question);
    const res = await rate(
      { assistant: "home", messageId: a.messageId, sessionId: a.sessionId, rating: "down", reason: "other", comment },
      me,
    );
    expect(res.status).toBe(201);
    const item = (await listAll()).find((f) => f.id === res.body.id)!;
    expect(item).toMatchObject({ question, answer: a.answer, comment });
    const rows = await queryRows<{ visitor_hash: string }>(
      t.database.db,
      sql`SELECT visitor_hash FROM answer_feedback WHERE id = ${res.body.id}`,
    );
    expect(rows[0]!.visitor_hash).not.toContain("10.250");
    expect(rows[0]!.visitor_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is rate limited per address (429 after 30 a minute)", async () => {
    const a = await askHome("Is the Thai place open late?");
    const body = { assistant: "home", messageId: a.messageId, sessionId: a.sessionId, rating: "up" };
    const me = "10.251.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await rate(body, me)).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await rate(body)).status).toBe(201);
  });
});
