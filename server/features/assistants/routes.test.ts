import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AnswerTraceResponseSchema,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type AnswerTraceResponse,
  type DeclineReason,
} from "@common/answer-trace";
import { EXPORT_AUTH_MESSAGE, type ChatMessage } from "@common/assistants";
import { bearer, createApprovedAdmin, createResident, expectAdminOnly } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { citedNumbers } from "./citations";
import { addBusiness, addIndexedDocument, addRestaurant, SAMPLE_MINUTES } from "../../test/assistants";

type Rows = { rows: Array<Record<string, unknown>> };
let t: TestApp;
const ids: number[] = [];
let drbId = 0;
let ip = 0;
/** Each test asks from its own address so the rate limit of one never touches another. */
const from = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

const ask = (url: string, payload: unknown, remoteAddress = from()) =>
  t.request<any>({ method: "POST", url, payload: payload as object, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  for (const m of SAMPLE_MINUTES) ids.push(await addIndexedDocument(t.database.db, m));
  drbId = await addIndexedDocument(t.database.db, {
    title: "Design Review Guidelines",
    body: "design-review",
    meetingDate: null,
    pages: [
      "Ramona Design Review Guidelines. Chapter 1: Purpose.",
      "Chapter 4: Signs. Wall signs on Main Street may not exceed one square foot per linear foot of frontage. Internally illuminated cabinet signs are not permitted; <script>alert('x')</script> channel letters are preferred.",
    ],
  });
  await addRestaurant(t.database.db, {
    name: "Lemongrass Garden",
    cuisine: "Thai",
    priceLevel: 2,
    rating: 4.7,
    orderUrl: "https://order.example.com/lemongrass",
    hours: { mon: [{ open: "11:00", close: "21:00" }] },
  });
  await addRestaurant(t.database.db, { name: "Siam Corner", cuisine: "Thai", priceLevel: 1, rating: 4.1 });
  await addRestaurant(t.database.db, { name: "Casa Ranchera", cuisine: "Mexican", priceLevel: 2, rating: 4.5 });
  await addBusiness(t.database.db, {
    name: "Backcountry Hardware",
    category: "Home & Garden",
    subcategory: "Hardware",
    rating: 4.6,
  });
});
afterAll(async () => t?.close());

async function queriesLogged(assistant: string): Promise<number> {
  const r = (await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ai_queries WHERE assistant = ${assistant}`,
  )) as unknown as Rows;
  return Number(r.rows[0]?.n);
}

describe("POST /api/ramona/ask", () => {
  it("answers a restaurant question from the records, with documented suggestions and the ordering link", async () => {
    const before = await queriesLogged("home");
    const res = await ask("/api/ramona/ask", { question: "  What's the best Thai restaurant in Ramona?  " });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      "actions",
      "answer",
      "declineReason",
      "messageId",
      "reviewed",
      "reviewedAt",
      "sources",
      "suggestions",
    ]);
    expect(res.body).toMatchObject({ messageId: expect.any(Number), reviewed: false, reviewedAt: null });
    expect(res.body.answer).toMatch(/^\*\*Lemongrass Garden\*\* is the highest-rated of the 2 Thai restaurants/);
    expect(res.body.answer).not.toContain("Casa Ranchera");
    expect(res.body.suggestions).toEqual(
      expect.arrayContaining(["View our complete restaurant directory", "Order from Lemongrass Garden delivery"]),
    );
    expect(res.body.actions).toEqual([
      { suggestion: "Order from Lemongrass Garden delivery", url: "https://order.example.com/lemongrass" },
    ]);
    expect(res.body.sources[0]).toEqual({
      n: 1,
      title: "Lemongrass Garden (restaurant directory)",
      meetingDate: null,
      page: null,
      url: "/restaurants",
    });
    expect(await queriesLogged("home")).toBe(before + 1);
  });

  it("answers from the site's content and cites the page", async () => {
    const res = await ask("/api/ramona/ask", { question: "What does the Ramona Municipal Water District do?" });
    expect(res.status).toBe(200);
    expect(res.body.sources.length).toBeGreaterThan(0);
    expect(res.body.sources[0].url).toMatch(/^\/government/);
    for (const n of citedNumbers(res.body.answer)) expect(n).toBeLessThanOrEqual(res.body.sources.length);
  });

  it("answers a planning group question from the documents with the page link", async () => {
    const res = await ask("/api/ramona/ask", {
      question: "How did the planning group vote on Quartz Hill Storage in March 2019?",
    });
    expect(res.status).toBe(200);
    expect(res.body.sources[0]).toMatchObject({
      documentId: ids[0],
      page: 2,
      url: `/api/documents/${ids[0]}/file#page=2`,
    });
    expect(res.body.answer).toContain("9-4-1");
    expect(res.body.suggestions).toContain("Use the RCPG Research Assistant");
  });

  it("answers a schedule question from the meeting rules", async () => {
    const res = await ask("/api/ramona/ask", { question: "When does the design review board meet next?" });
    expect(res.body.answer).toMatch(/^The next \*\*Ramona Design Review Board\*\* meeting is \*\*Thursday, /);
    expect(res.body.answer).toContain("6:30 PM");
    expect(res.body.sources[0].url).toBe("/meetings");
  });

  it("finds a business in the directory", async () => {
    const res = await ask("/api/ramona/ask", { question: "Is there a hardware store in town?" });
    expect(res.body.answer).toContain("Backcountry Hardware");
    expect(res.body.sources[0].url).toBe("/business");
  });

  it("declines plainly when nothing covers the question", async () => {
    const res = await ask("/api/ramona/ask", { question: "What is the zinc content of the Pamo Valley aquifer?" });
    expect(res.body.answer).toMatch(/couldn't find an answer/);
    expect(res.body.sources).toEqual([]);
    expect(DECLINE_REASONS).toContain(res.body.declineReason);
    // The page says why, in the reason's plain words.
    expect(res.body.answer).toContain(DECLINE_REASON_LABELS[res.body.declineReason as DeclineReason]);
  });

  it("refuses bad input with 400 and a clear message", async () => {
    for (const [payload, message] of [
      [{ question: "   " }, /Please type a question/],
      [{ question: "x".repeat(1001) }, /under 1000 characters/],
      [{ question: 42 }, /must be text/],
      [{}, /question/],
      [{ question: "hi", extra: 1 }, /extra|Unrecognized/i],
    ] as const) {
      const res = await ask("/api/ramona/ask", payload);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const notJson = await t.request({
      method: "POST",
      url: "/api/ramona/ask",
      payload: "question=hi",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
  });

  it("limits asks to 20 a minute per address", async () => {
    const addr = "10.99.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask("/api/ramona/ask", { question: "Thai food?" }, addr)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await ask("/api/ramona/ask", { question: "Thai food?" }, "10.99.0.2")).status).toBe(200);
  });

  it("answers a refused question with its error without counting it against the limit", async () => {
    const addr = "10.99.0.3";
    for (let i = 0; i < 25; i++) {
      const res = await ask("/api/rcpg/ask", { question: "   ", sessionId: "session-limit-1" }, addr);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Please type a question/);
    }
    const valid = () => ask("/api/rcpg/ask", { question: "Quartz Hill?", sessionId: "session-limit-1" }, addr);
    for (let i = 0; i < 20; i++) expect((await valid()).status).toBe(200);
    expect((await valid()).status).toBe(429);
  });

  it("reads a question with control characters as one line of text", async () => {
    const res = await ask("/api/rcpg/ask", {
      question: "Quartz\u0000 Hill\r\nStorage?\u001b",
      sessionId: "session-ctrl-1",
    });
    expect(res.status).toBe(200);
    expect(res.body.question).toBe("Quartz Hill Storage?");
    const history = await t.request<any>({ method: "GET", url: "/api/rcpg/chat-history/session-ctrl-1" });
    expect(history.body.map((m: { question: string }) => m.question)).toEqual(["Quartz Hill Storage?"]);
  });
});

describe("the ask limit, configured", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ limits: { askPerMinute: 3, contactMessages: 5, contactWindowMs: 600_000 } });
  });
  afterAll(async () => small.close());

  it("follows ASK_RATE_LIMIT_PER_MINUTE", async () => {
    const post = () =>
      small.request({
        method: "POST",
        url: "/api/ramona/ask",
        payload: { question: "Thai food?" },
        remoteAddress: "10.5.5.5",
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    const fourth = await post();
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/Too many requests/);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("planning group and design review chats", () => {
  it("stores the answer and returns the chat message, relevant documents most relevant first", async () => {
    const before = await queriesLogged("rcpg");
    const res = await ask("/api/rcpg/ask", {
      question: "How did the group vote on the Quartz Hill Storage revised plan?",
      sessionId: "session-aaaa-1",
    });
    expect(res.status).toBe(200);
    const m = res.body as ChatMessage;
    expect(Object.keys(m).sort()).toEqual([
      "answer",
      "createdAt",
      "declineReason",
      "id",
      "question",
      "relevantDocuments",
      "reviewed",
      "reviewedAt",
      "sources",
    ]);
    expect(m).toMatchObject({ reviewed: false, reviewedAt: null, declineReason: null });
    expect(m.question).toBe("How did the group vote on the Quartz Hill Storage revised plan?");
    expect(m.relevantDocuments[0]).toBe(ids[1]);
    expect(m.answer).toContain("11-2");
    expect(m.sources[0]).toMatchObject({
      n: 1,
      documentId: ids[1],
      page: 2,
      meetingDate: "2019-06-06",
      title: "RCPG Minutes — June 6, 2019",
    });
    expect(m.relevantDocuments).not.toContain(drbId);
    expect(m.relevantDocuments).toEqual([...new Set(m.sources.map((s) => s.documentId))]);
    expect(new Date(m.createdAt).toString()).not.toBe("Invalid Date");
    expect(await queriesLogged("rcpg")).toBe(before + 1);
    const logged = (await t.database.db.execute(
      sql`SELECT d.document_id, d.title FROM ai_query_documents d JOIN ai_queries q ON q.id = d.query_id WHERE q.assistant = 'rcpg' ORDER BY q.id DESC, d.rank LIMIT 1`,
    )) as unknown as Rows;
    expect(logged.rows[0]).toMatchObject({ document_id: ids[1], title: "RCPG Minutes — June 6, 2019" });
  });

  it("keeps history per session and per assistant, oldest first", async () => {
    const s1 = "history-one-1234";
    const s2 = "history-two-5678";
    await ask("/api/rcpg/ask", { question: "What was said about lighting at Quartz Hill?", sessionId: s1 });
    await ask("/api/rcpg/ask", { question: "Who seconded the Quartz Hill motion?", sessionId: s1 });
    await ask("/api/rcpg/ask", { question: "Tell me about Quartz Hill Road traffic", sessionId: s2 });
    await ask("/api/design-review/ask", { question: "Are cabinet signs allowed on Main Street?", sessionId: s1 });
    const h1 = await t.request<ChatMessage[]>({ method: "GET", url: `/api/rcpg/chat-history/${s1}` });
    expect(h1.status).toBe(200);
    expect(h1.body.map((m) => m.question)).toEqual([
      "What was said about lighting at Quartz Hill?",
      "Who seconded the Quartz Hill motion?",
    ]);
    const h2 = await t.request<ChatMessage[]>({ method: "GET", url: `/api/rcpg/chat-history/${s2}` });
    expect(h2.body.map((m) => m.question)).toEqual(["Tell me about Quartz Hill Road traffic"]);
    const d1 = await t.request<ChatMessage[]>({ method: "GET", url: `/api/design-review/chat-history/${s1}` });
    expect(d1.body).toHaveLength(1);
    expect(d1.body[0]!.sources[0]).toMatchObject({ documentId: drbId, page: 2 });
    const empty = await t.request<ChatMessage[]>({ method: "GET", url: "/api/rcpg/chat-history/nobody-asked-yet" });
    expect(empty.body).toEqual([]);
  });

  it("answers only from its own body's documents and declines what they do not cover", async () => {
    const res = await ask("/api/design-review/ask", {
      question: "How did the group vote on Quartz Hill Storage?",
      sessionId: "drb-session-1",
    });
    expect(res.status).toBe(200);
    expect(res.body.relevantDocuments).toEqual([]);
    expect(res.body.answer).toMatch(/couldn't find an answer to that in the design review board's documents/);
    expect(res.body.answer).toMatch(/Design Review Board/);
    expect(res.body.declineReason).toBe("no-match");
  });

  it("keeps each answer's trace, which only an approved admin reads: the analysis, the candidates and the choice", async () => {
    const res = await ask("/api/rcpg/ask", {
      question: "How did the group vote on the Quartz Hill Storage revised plan?",
      sessionId: "session-trace-1",
    });
    expect(res.body.declineReason).toBeNull();
    const url = `/api/admin/answers/${res.body.id}/trace`;
    await expectAdminOnly(t, "GET", url);
    const admin = await createApprovedAdmin(t);
    const got = await t.request<AnswerTraceResponse>({ method: "GET", url, headers: bearer(admin.token) });
    expect(got.status).toBe(200);
    const { trace } = AnswerTraceResponseSchema.parse(got.body);
    expect(got.body).toMatchObject({ messageId: res.body.id, declineReason: null });
    expect(trace).toMatchObject({ path: "items", analysis: { kind: "vote" }, declineReason: null, composed: "vote" });
    const chosen = trace!.candidates[trace!.chosen!]!;
    expect(chosen.documentId).toBe(res.body.sources[0].documentId);
    expect(chosen.features.coverage).toBeGreaterThan(0);
    // How often the chosen item comes back to the question's words, as the ranking weighs it.
    expect(chosen.features.repetition).toBeGreaterThan(0);
    expect(chosen.features.repetition).toBeLessThanOrEqual(1);
    expect(trace!.terms.map((x) => x.lexeme)).toContain("quartz");
  });

  it("traces the body a question names and whether each item's minutes are that body's", async () => {
    const res = await ask("/api/rcpg/ask", {
      question: "How did the planning group vote on the Quartz Hill Storage revised plan?",
      sessionId: "session-trace-body",
    });
    expect(res.body.declineReason).toBeNull();
    const admin = await createApprovedAdmin(t);
    const got = await t.request<AnswerTraceResponse>({
      method: "GET",
      url: `/api/admin/answers/${res.body.id}/trace`,
      headers: bearer(admin.token),
    });
    const { trace } = AnswerTraceResponseSchema.parse(got.body);
    expect(trace!.analysis.body).toEqual(["planning", "group"]);
    // The sample minutes print "RAMONA COMMUNITY PLANNING GROUP" at their head.
    expect(trace!.candidates[trace!.chosen!]!.features.bodyNamed).toBe(1);
  });

  it("keeps a declined answer's reason with its trace", async () => {
    const res = await ask("/api/rcpg/ask", {
      question: "How much did the county pay for the Quartz Hill Storage helicopter pad?",
      sessionId: "session-trace-2",
    });
    expect(res.body.answer).toMatch(/couldn't find an answer/);
    expect(DECLINE_REASONS).toContain(res.body.declineReason);
    const admin = await createApprovedAdmin(t);
    const got = await t.request<AnswerTraceResponse>({
      method: "GET",
      url: `/api/admin/answers/${res.body.id}/trace`,
      headers: bearer(admin.token),
    });
    expect(got.body.declineReason).toBe(res.body.declineReason);
    expect(got.body.trace).toMatchObject({ path: "declined", declineReason: res.body.declineReason, chosen: null });
    const unknown = await t.request({
      method: "GET",
      url: "/api/admin/answers/999999/trace",
      headers: bearer(admin.token),
    });
    expect(unknown.status).toBe(404);
  });

  it("validates the session id and the question", async () => {
    for (const sessionId of ["short", "has spaces in it", "../../etc/passwd", "x".repeat(101), 12345678]) {
      const res = await ask("/api/rcpg/ask", { question: "Quartz Hill?", sessionId });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/sessionId/);
    }
    const missing = await ask("/api/design-review/ask", { question: "Signs?" });
    expect(missing.status).toBe(400);
    const long = await ask("/api/rcpg/ask", { question: "q".repeat(1001), sessionId: "valid-session-1" });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/under 1000 characters/);
    const bad = await t.request({ method: "GET", url: "/api/rcpg/chat-history/bad%20id" });
    expect(bad.status).toBe(400);
  });
});

describe("exporting an answer", () => {
  let chat: ChatMessage;
  beforeAll(async () => {
    chat = (
      await ask("/api/rcpg/ask", {
        question: "How did the group vote on Quartz Hill Storage in March?",
        sessionId: "export-session-1",
      })
    ).body;
  });
  const hostile = {
    question: `<script>alert("q")</script> & votes`,
    content: `**Bold** <img src=x onerror="alert(1)"> [1]\n## Heading <b>x</b>`,
  };

  it("refuses a visitor who is not logged in, with the documented message", async () => {
    for (const url of ["/api/rcpg/export-pdf", "/api/rcpg/export-print"]) {
      const none = await t.request({ method: "POST", url, payload: { chatId: chat.id, ...hostile } });
      expect(none.status).toBe(401);
      expect(none.body.error).toBe(EXPORT_AUTH_MESSAGE);
      const fake = await t.request({
        method: "POST",
        url,
        payload: { chatId: chat.id, ...hostile },
        headers: bearer("not-a-real-session-token"),
      });
      expect(fake.status).toBe(401);
      expect(fake.body.error).toBe(EXPORT_AUTH_MESSAGE);
    }
  });

  it("downloads an escaped HTML report with a timestamped name and linked sources", async () => {
    const resident = await createResident(t);
    const res = await t.request({
      method: "POST",
      url: "/api/rcpg/export-pdf",
      payload: { chatId: chat.id, sessionId: "export-session-1", ...hostile },
      headers: { ...bearer(resident.token), host: "ramona.test" },
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="rcpg-research-report-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.html"$/,
    );
    const html = res.raw;
    expect(html).not.toMatch(/<script|<img|onerror="/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;q&quot;)&lt;/script&gt; &amp; votes");
    expect(html).toContain("<strong>Bold</strong> &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("<h4>Heading &lt;b&gt;x&lt;/b&gt;</h4>");
    expect(html).toContain(
      `<a href="${t.config.publicUrl}/api/documents/${ids[0]}/file#page=2">RCPG Minutes — March 7, 2019</a>`,
    );
    expect(html).toContain("Meeting date: March 7, 2019, page 2");
  });

  it("links the report's sources from PUBLIC_URL whatever Host and forwarded headers are sent", async () => {
    // Behind a proxy whose forwarded headers are believed, so that X-Forwarded-Host would reach req.host.
    const site = await createTestApp({ publicUrl: "https://ramona.example.org", trustProxy: 1 });
    try {
      await addIndexedDocument(site.database.db, SAMPLE_MINUTES[0]!);
      const asked = await site.request<ChatMessage>({
        method: "POST",
        url: "/api/rcpg/ask",
        payload: { question: "How did the group vote on Quartz Hill Storage in March?", sessionId: "export-host-1" },
        remoteAddress: from(),
      });
      const resident = await createResident(site);
      const spoofed = [
        { host: "evil.example" },
        { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
        { host: "ramona.example.org:8443", "x-forwarded-proto": "javascript" },
      ];
      for (const url of ["/api/rcpg/export-pdf", "/api/rcpg/export-print"]) {
        for (const headers of spoofed) {
          const res = await site.request({
            method: "POST",
            url,
            payload: { chatId: asked.body.id, sessionId: "export-host-1", question: "", content: "" },
            headers: { ...bearer(resident.token), ...headers },
          });
          expect(res.status, res.raw).toBe(200);
          const links = [...res.raw.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
          expect(links.length).toBeGreaterThan(0);
          for (const link of links) expect(link).toMatch(/^https:\/\/ramona\.example\.org\/api\/documents\/\d+\/file/);
          expect(res.raw).not.toMatch(/evil\.example|:8443|javascript:/);
        }
      }
    } finally {
      await site.close();
    }
  });

  it("gives a printable page with its own strict policy and no scripts, to admins too", async () => {
    const admin = await createApprovedAdmin(t);
    const res = await t.request({
      method: "POST",
      url: "/api/rcpg/export-print",
      payload: { chatId: chat.id, sessionId: "export-session-1", ...hostile },
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(String(res.headers["content-security-policy"])).toMatch(/^default-src 'none'/);
    expect(String(res.headers["content-security-policy"])).not.toContain("script-src");
    expect(res.raw).not.toMatch(/<script/i);
    expect(res.raw).toContain("@media print");
  });

  it("refuses an unknown chat or a malformed body", async () => {
    const resident = await createResident(t);
    const unknown = await t.request({
      method: "POST",
      url: "/api/rcpg/export-pdf",
      payload: { chatId: 999999, content: "x", question: "y" },
      headers: bearer(resident.token),
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request({
      method: "POST",
      url: "/api/rcpg/export-pdf",
      payload: { chatId: "1", content: "x", question: "y" },
      headers: bearer(resident.token),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/chatId/);
    for (const chatId of [2 ** 31, 2 ** 53, 1e21, 0, -1, 1.5]) {
      const out = await t.request({
        method: "POST",
        url: "/api/rcpg/export-pdf",
        payload: { chatId, content: "x", question: "y" },
        headers: bearer(resident.token),
      });
      expect(out.status, `chatId ${chatId}`).toBe(400);
      expect(out.body.error).toMatch(/chatId/);
    }
  });
});
