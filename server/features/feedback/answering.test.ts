import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, HomeAnswer } from "@common/assistants";
import type { FeedbackItem, ReviewedAnswer } from "@common/feedback";
import { bearer, createApprovedAdmin } from "../../test/accounts";
import { addIndexedDocument, addRestaurant, SAMPLE_MINUTES } from "../../test/assistants";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let auth: { authorization: string };
let ip = 0;
const from = () => `10.5.${Math.floor(++ip / 250)}.${ip % 250}`;

const askHome = async (question: string) => {
  const res = await t.request<HomeAnswer>({
    method: "POST",
    url: "/api/ramona/ask",
    payload: { question },
    remoteAddress: from(),
  });
  expect(res.status, res.raw).toBe(200);
  return res.body;
};
const askChat = async (assistant: "rcpg" | "design-review", question: string, sessionId: string) => {
  const res = await t.request<ChatMessage>({
    method: "POST",
    url: `/api/${assistant}/ask`,
    payload: { question, sessionId },
    remoteAddress: from(),
  });
  expect(res.status, res.raw).toBe(200);
  return res.body;
};
const review = async (body: Record<string, unknown>) => {
  const res = await t.request<ReviewedAnswer>({
    method: "POST",
    url: "/api/admin/reviewed-answers",
    headers: auth,
    payload: body,
  });
  expect(res.status, res.raw).toBe(201);
  return res.body;
};

let pothole: ReviewedAnswer;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer((await createApprovedAdmin(t)).token);
  for (const m of SAMPLE_MINUTES) await addIndexedDocument(t.database.db, m);
  await addRestaurant(t.database.db, { name: "Lemongrass Garden", cuisine: "Thai", priceLevel: 2, rating: 4.7 });
  pothole = await review({
    question: "How do I report a pothole on my road?",
    answer: "Report potholes on county roads to the County's road maintenance line [1].",
    sources: [{ title: "County road maintenance", url: "https://www.sandiegocounty.gov/dpw" }],
  });
});
afterAll(async () => t?.close());

describe("answering with a reviewed answer", () => {
  it("answers a question that means the same with it, marked with its review date and sources", async () => {
    const a = await askHome("Where can I report a pothole on a county road?");
    expect(a).toMatchObject({
      answer: pothole.answer,
      reviewed: true,
      reviewedAt: pothole.reviewedAt,
      sources: pothole.sources,
    });
    const uses = (
      await t.request<ReviewedAnswer[]>({ method: "GET", url: "/api/admin/reviewed-answers", headers: auth })
    ).body;
    expect(uses.find((r) => r.id === pothole.id)?.uses).toBe(1);
  });

  it("leaves unrelated questions, and questions sharing a word, to the assistant", async () => {
    for (const q of [
      "What's the best Thai restaurant in Ramona?",
      "Who maintains the road to the library?",
      "How do I report a power outage?",
    ]) {
      const a = await askHome(q);
      expect(a.reviewed, q).toBe(false);
      expect(a.reviewedAt, q).toBeNull();
      expect(a.answer, q).not.toBe(pothole.answer);
    }
  });

  it("tells apart questions with the same words that ask different things (when, where; which year)", async () => {
    await review({
      question: "When does the Quartz Hill storage hearing take place?",
      answer: "It was heard on March 7, 2019.",
      sources: [],
    });
    expect((await askHome("Where does the Quartz Hill storage hearing take place?")).reviewed).toBe(false);
    expect((await askHome("When is the Quartz Hill storage hearing taking place?")).reviewed).toBe(true);
    await review({
      question: "What did the group decide about Quartz Hill storage in 2019?",
      answer: "Denial.",
      sources: [],
    });
    const other = await askChat(
      "rcpg",
      "What did the group decide about Quartz Hill storage in 2020?",
      "session-years-1",
    );
    expect(other.reviewed).toBe(false);
  });

  it("keeps the mark in the chat history, is rated like any answer, and stops when retired", async () => {
    const m = await askChat("rcpg", "Where do I report a pothole on my road?", "session-reviewed-1");
    expect(m).toMatchObject({ reviewed: true, reviewedAt: pothole.reviewedAt, answer: pothole.answer });
    const history = await t.request<ChatMessage[]>({ method: "GET", url: "/api/rcpg/chat-history/session-reviewed-1" });
    expect(history.body[0]).toMatchObject({ id: m.id, reviewed: true, reviewedAt: pothole.reviewedAt });

    const rated = await t.request<{ id: number }>({
      method: "POST",
      url: "/api/feedback",
      payload: {
        assistant: "rcpg",
        messageId: m.id,
        sessionId: "session-reviewed-1",
        question: m.question,
        answer: m.answer,
        rating: "down",
        reason: "wrong-facts",
      },
      remoteAddress: from(),
    });
    expect(rated.status).toBe(201);
    const list = await t.request<FeedbackItem[]>({ method: "GET", url: "/api/admin/feedback", headers: auth });
    expect(list.body.find((f) => f.id === rated.body.id)?.answeredByReviewId).toBe(pothole.id);

    const retired = await t.request({
      method: "DELETE",
      url: `/api/admin/reviewed-answers/${pothole.id}`,
      headers: auth,
    });
    expect(retired.status).toBe(200);
    expect((await askHome("Where can I report a pothole on a county road?")).reviewed).toBe(false);
  });

  it("answers only for its own assistant when it names one", async () => {
    const own = await review({
      assistant: "design-review",
      question: "Do I need design approval to repaint my storefront?",
      answer: "Repainting in the same colors needs no review.",
      sources: [],
    });
    expect((await askHome("Do I need design approval to repaint my storefront?")).reviewed).toBe(false);
    const dr = await askChat("design-review", "Do I need design approval to repaint my storefront?", "session-dr-1");
    expect(dr).toMatchObject({ reviewed: true, answer: own.answer });
  });
});
