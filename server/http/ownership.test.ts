import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, HomeAnswer } from "@common/assistants";
import { bearer, createApprovedAdmin, createPendingAdmin, createResident, type TestAccount } from "../test/accounts";
import { addIndexedDocument, SAMPLE_MINUTES } from "../test/assistants";
import { createTestApp, type TestApp } from "../test/harness";
import { startSmtp, type SmtpReceiver } from "../test/smtp";

/**
 * Every call that names a user's own data (a chat answer, a page visit's history, a rating of an
 * answer, a subscription, the account itself) answers only its owner; someone else's is refused as
 * an unknown one is (404), by each kind of caller.
 */
type Who = "anonymous" | "residentA" | "residentB" | "pendingAdmin" | "approvedAdmin";
const WHO: Who[] = ["anonymous", "residentA", "residentB", "pendingAdmin", "approvedAdmin"];

let t: TestApp;
let smtp: SmtpReceiver;
const accounts = {} as Record<Exclude<Who, "anonymous">, TestAccount>;
let address = 0;
const from = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
const auth = (who: Who) => (who === "anonymous" ? {} : bearer(accounts[who].token));

/** Each caller's page visit (the session id its page sends). */
const VISIT: Record<Who, string> = {
  anonymous: "visit-anonymous-1",
  residentA: "visit-resident-a",
  residentB: "visit-resident-b",
  pendingAdmin: "visit-pending-1",
  approvedAdmin: "visit-approved-1",
};

const chats = {} as Record<"ofA" | "ofAdmin" | "ofVisitor", ChatMessage>;
const home = {} as Record<"ofVisitor" | "ofNobody", HomeAnswer>;
let subscriptionOfA = 0;

async function askChat(who: Who, question: string): Promise<ChatMessage> {
  const res = await t.request<ChatMessage>({
    method: "POST",
    url: "/api/rcpg/ask",
    payload: { question, sessionId: VISIT[who] },
    headers: auth(who),
    remoteAddress: from(),
  });
  expect(res.status, res.raw).toBe(200);
  return res.body;
}

async function askHome(payload: object): Promise<HomeAnswer> {
  const res = await t.request<HomeAnswer>({ method: "POST", url: "/api/ramona/ask", payload, remoteAddress: from() });
  expect(res.status, res.raw).toBe(200);
  return res.body;
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    publicUrl: "https://ramona.example",
    mail: { smtpUrl: smtp.url, from: "Ramona Alerts <alerts@example.org>" },
  });
  for (const m of SAMPLE_MINUTES) await addIndexedDocument(t.database.db, m);
  accounts.residentA = await createResident(t);
  accounts.residentB = await createResident(t);
  accounts.pendingAdmin = await createPendingAdmin(t);
  accounts.approvedAdmin = await createApprovedAdmin(t);
  chats.ofA = await askChat("residentA", "How did the group vote on Quartz Hill Storage?");
  chats.ofAdmin = await askChat("approvedAdmin", "Who seconded the Quartz Hill motion?");
  chats.ofVisitor = await askChat("anonymous", "What was said about lighting at Quartz Hill?");
  home.ofVisitor = await askHome({ question: "When does the planning group meet?", sessionId: VISIT.anonymous });
  home.ofNobody = await askHome({ question: "When does the planning group meet?" });
  const sub = await t.request<{ id: number }>({
    method: "POST",
    url: "/api/users/me/subscriptions",
    payload: { target: { kind: "search", query: "Highway 67" } },
    headers: auth("residentA"),
    remoteAddress: from(),
  });
  expect(sub.status, sub.raw).toBe(201);
  subscriptionOfA = sub.body.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("exporting a chat answer (both export calls)", () => {
  const exportAs = (url: string, who: Who, chatId: number, sessionId?: string) =>
    t.request({
      method: "POST",
      url,
      payload: { chatId, content: "", question: "", ...(sessionId ? { sessionId } : {}) },
      headers: auth(who),
      remoteAddress: from(),
    });

  // [chat, caller, the session id the caller sends, expected status]
  type Row = [keyof typeof chats, Who, string | undefined, number];
  const rows: Row[] = [
    // A resident's answer: hers alone, whatever session id another caller names.
    ["ofA", "anonymous", VISIT.residentA, 401],
    ["ofA", "residentA", undefined, 200],
    ["ofA", "residentA", VISIT.residentA, 200],
    ["ofA", "residentB", undefined, 404],
    ["ofA", "residentB", VISIT.residentA, 404],
    ["ofA", "pendingAdmin", VISIT.residentA, 403],
    ["ofA", "approvedAdmin", undefined, 404],
    ["ofA", "approvedAdmin", VISIT.residentA, 404],
    // An admin's answer: that admin's alone.
    ["ofAdmin", "anonymous", VISIT.approvedAdmin, 401],
    ["ofAdmin", "residentA", VISIT.approvedAdmin, 404],
    ["ofAdmin", "residentB", undefined, 404],
    ["ofAdmin", "pendingAdmin", VISIT.approvedAdmin, 403],
    ["ofAdmin", "approvedAdmin", undefined, 200],
    // A visitor's answer asked without an account: the page visit's (logged in to export).
    ["ofVisitor", "anonymous", VISIT.anonymous, 401],
    ["ofVisitor", "residentA", VISIT.anonymous, 200],
    ["ofVisitor", "residentA", undefined, 404],
    ["ofVisitor", "residentB", VISIT.residentB, 404],
    ["ofVisitor", "pendingAdmin", VISIT.anonymous, 403],
    ["ofVisitor", "approvedAdmin", VISIT.anonymous, 200],
    ["ofVisitor", "approvedAdmin", VISIT.approvedAdmin, 404],
  ];

  for (const url of ["/api/rcpg/export-pdf", "/api/rcpg/export-print"]) {
    it.each(rows)(
      `${url}: the answer %s, asked for by %s with session %s, answers %i`,
      async (chat, who, sid, status) => {
        const res = await exportAs(url, who, chats[chat].id, sid);
        expect(res.status, res.raw.slice(0, 200)).toBe(status);
        if (status === 200) expect(res.raw).toContain(chats[chat].question);
        else {
          expect(res.raw).not.toContain(chats[chat].question);
          expect(res.body).toMatchObject({ error: expect.any(String) });
        }
      },
    );
  }

  it("refuses someone else's answer with the same answer as an unknown one", async () => {
    const other = await exportAs("/api/rcpg/export-print", "residentB", chats.ofA.id);
    const unknown = await exportAs("/api/rcpg/export-print", "residentB", 2_000_000_000);
    expect([other.status, other.body]).toEqual([unknown.status, unknown.body]);
  });

  it("never exports a town answer asked without a page visit, not even to an admin", async () => {
    for (const who of ["residentA", "approvedAdmin"] as const) {
      const res = await exportAs("/api/rcpg/export-pdf", who, home.ofNobody.messageId!);
      expect(res.status).toBe(404);
    }
  });
});

describe("a page visit's chat history", () => {
  const history = (who: Who, sessionId: string) =>
    t.request<ChatMessage[]>({ method: "GET", url: `/api/rcpg/chat-history/${sessionId}`, headers: auth(who) });

  it.each(WHO)("the history of resident A's visit shows her answers to her alone (%s)", async (who) => {
    const res = await history(who, VISIT.residentA);
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.id)).toEqual(who === "residentA" ? [chats.ofA.id] : []);
  });

  it.each(WHO)("the history of the admin's visit shows the admin's answers to that admin alone (%s)", async (who) => {
    const res = await history(who, VISIT.approvedAdmin);
    expect(res.body.map((m) => m.id)).toEqual(who === "approvedAdmin" ? [chats.ofAdmin.id] : []);
  });

  it.each(WHO)("an anonymous visit's history is the visit's, named by its session id (%s)", async (who) => {
    const res = await history(who, VISIT.anonymous);
    expect(res.body.map((m) => m.id)).toEqual([chats.ofVisitor.id]);
  });
});

describe("rating an answer", () => {
  const rate = (who: Who, messageId: number, sessionId: string | undefined, assistant = "rcpg") =>
    t.request({
      method: "POST",
      url: "/api/feedback",
      payload: { assistant, messageId, rating: "up", ...(sessionId ? { sessionId } : {}) },
      headers: auth(who),
      remoteAddress: from(),
    });

  it.each(WHO)("resident A's answer is rated by her alone (%s)", async (who) => {
    const res = await rate(who, chats.ofA.id, VISIT.residentA);
    expect(res.status).toBe(who === "residentA" ? 201 : 404);
  });

  it.each(WHO)("the admin's answer is rated by that admin alone (%s)", async (who) => {
    const res = await rate(who, chats.ofAdmin.id, VISIT.approvedAdmin);
    expect(res.status).toBe(who === "approvedAdmin" ? 201 : 404);
  });

  it.each(WHO)("a visitor's answer is rated with the visit's session id only (%s)", async (who) => {
    expect((await rate(who, chats.ofVisitor.id, VISIT.anonymous)).status).toBe(201);
    expect((await rate(who, chats.ofVisitor.id, VISIT[who] === VISIT.anonymous ? undefined : VISIT[who])).status).toBe(
      404,
    );
  });

  it.each(WHO)("a town answer is rated with its page visit's session id only (%s)", async (who) => {
    expect((await rate(who, home.ofVisitor.messageId!, VISIT.anonymous, "home")).status).toBe(201);
    expect((await rate(who, home.ofVisitor.messageId!, "another-visit-1", "home")).status).toBe(404);
    expect((await rate(who, home.ofNobody.messageId!, VISIT[who], "home")).status).toBe(404);
  });
});

describe("a resident's subscriptions", () => {
  it.each(WHO)("are listed to their owner alone (%s)", async (who) => {
    const res = await t.request<Array<{ id: number }>>({
      method: "GET",
      url: "/api/users/me/subscriptions",
      headers: auth(who),
    });
    const expected = { anonymous: 401, pendingAdmin: 403, approvedAdmin: 403 } as Record<Who, number | undefined>;
    expect(res.status).toBe(expected[who] ?? 200);
    if (res.status === 200) {
      expect(res.body.map((s) => s.id)).toEqual(who === "residentA" ? [subscriptionOfA] : []);
    }
  });

  it.each(WHO.filter((w) => w !== "residentA"))("are not deleted by anyone else (%s)", async (who) => {
    const res = await t.request({
      method: "DELETE",
      url: `/api/users/me/subscriptions/${subscriptionOfA}`,
      headers: auth(who),
      remoteAddress: from(),
    });
    expect(res.status).toBe({ anonymous: 401, residentB: 404, pendingAdmin: 403, approvedAdmin: 403 }[who]);
    const mine = await t.request<Array<{ id: number }>>({
      method: "GET",
      url: "/api/users/me/subscriptions",
      headers: auth("residentA"),
    });
    expect(mine.body.map((s) => s.id)).toEqual([subscriptionOfA]);
  });
});

describe("the account's own data", () => {
  it.each(WHO)("/api/users/me is the caller's own resident account (%s)", async (who) => {
    const res = await t.request({ method: "GET", url: "/api/users/me", headers: auth(who) });
    const expected = { anonymous: 401, pendingAdmin: 403, approvedAdmin: 403 } as Record<Who, number | undefined>;
    expect(res.status).toBe(expected[who] ?? 200);
    if (res.status === 200) expect(res.body.username).toBe(accounts[who as "residentA" | "residentB"].username);
  });

  it.each(WHO)("/api/admin/me is the caller's own approved admin account (%s)", async (who) => {
    const res = await t.request({ method: "GET", url: "/api/admin/me", headers: auth(who) });
    const expected = { anonymous: 401, residentA: 403, residentB: 403, pendingAdmin: 403 } as Record<
      Who,
      number | undefined
    >;
    expect(res.status).toBe(expected[who] ?? 200);
    if (res.status === 200) expect(res.body.username).toBe(accounts.approvedAdmin.username);
  });
});
