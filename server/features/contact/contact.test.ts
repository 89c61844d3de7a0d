import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import { auditLog } from "../../db/core-schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, expectAdminOnly, type TestAccount } from "../../test/accounts";

let t: TestApp;
let admin: TestAccount;
let addressCounter = 10;
/** Each test sends from its own address so that the per-address limit does not interfere. */
const freshAddress = () => `10.0.0.${addressCounter++}`;

const message = (over: Record<string, unknown> = {}) => ({
  name: "Pat Resident",
  email: "pat@example.com",
  category: "rcpg",
  subject: "Trail on Main Street",
  message: "When will the planning group discuss the trail?",
  ...over,
});
const send = (payload: unknown, remoteAddress = freshAddress()) =>
  t.request({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress });
const inbox = (query = "") => t.request({ method: "GET", url: `/api/admin/messages${query}`, headers: bearer(admin.token) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createApprovedAdmin(t);
});
afterAll(async () => t.close());

describe("POST /api/contact", () => {
  it("stores a valid message and answers 201 { ok, id }", async () => {
    const res = await send(message({ name: "  Pat  ", subject: "Hello" }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(Number) });
    const list = await inbox();
    const stored = list.body.find((m: { id: number }) => m.id === res.body.id);
    expect(stored).toMatchObject({ name: "Pat", email: "pat@example.com", category: "rcpg", subject: "Hello", status: "new", handledAt: null });
    expect(new Date(stored.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  const invalid: Array<[string, unknown, RegExp]> = [
    ["a missing name", { ...message(), name: undefined }, /name/],
    ["a blank subject", message({ subject: "   " }), /subject: is required/],
    ["a bad e-mail", message({ email: "not-an-email" }), /email: must be a valid e-mail/],
    ["an e-mail with spaces", message({ email: "pat @example.com" }), /email/],
    ["an overlong message", message({ message: "x".repeat(5001) }), /message: must be at most 5000/],
    ["an overlong name", message({ name: "x".repeat(101) }), /name: must be at most 100/],
    ["an overlong subject", message({ subject: "x".repeat(201) }), /subject/],
    ["an unknown category", message({ category: "fire-department" }), /category: must be one of/],
    ["a number for a name", message({ name: 5 }), /name/],
    ["a list for the message", message({ message: ["a"] }), /message/],
    ["an unknown field", message({ phone: "555" }), /phone/],
    ["a JSON list", [message()], /invalid/],
  ];
  for (const [label, payload, error] of invalid) {
    it(`refuses ${label} with 400 and stores nothing`, async () => {
      const before = (await inbox()).body.length;
      const res = await send(payload);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(error);
      expect((await inbox()).body.length).toBe(before);
    });
  }

  it("refuses a body that is not JSON", async () => {
    const xml = await t.request({ method: "POST", url: "/api/contact", payload: "<m/>", headers: { "content-type": "application/xml" }, remoteAddress: freshAddress() });
    expect(xml.status).toBe(415);
    const plain = await t.request({ method: "POST", url: "/api/contact", payload: "name=x", headers: { "content-type": "text/plain" }, remoteAddress: freshAddress() });
    expect(plain.status).toBe(400);
    const broken = await t.request({ method: "POST", url: "/api/contact", payload: "{", headers: { "content-type": "application/json" }, remoteAddress: freshAddress() });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/JSON/);
  });

  it("allows five messages per address in ten minutes, then answers 429 saying when to send again", async () => {
    const addr = freshAddress();
    for (let i = 0; i < 5; i++) expect((await send(message({ subject: `Limit ${i}` }), addr)).status).toBe(201);
    const sixth = await send(message({ subject: "Limit 6" }), addr);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: "You can send another message in 10 minutes.", code: "rate_limited" });
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect((await send(message({ subject: "Other address" }), freshAddress())).status).toBe(201);
    const subjects = (await inbox()).body.map((m: { subject: string }) => m.subject);
    expect(subjects).not.toContain("Limit 6");
  });

  it("answers an invalid message with its error without counting it against the limit", async () => {
    const addr = freshAddress();
    for (let i = 0; i < 8; i++) {
      const res = await send(message({ email: "not-an-email" }), addr);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/email: must be a valid e-mail/);
    }
    for (let i = 0; i < 5; i++) expect((await send(message({ subject: `Counted ${i}` }), addr)).status).toBe(201);
    // Over the limit, an invalid message is still told what is wrong with it.
    expect((await send(message({ email: "not-an-email" }), addr)).status).toBe(400);
    expect((await send(message(), addr)).status).toBe(429);
  });

  it("keeps line breaks and tabs of the message, removes other control characters, and reads a name as one line", async () => {
    const res = await send(
      message({
        name: "Pat\u0000 \t Resident\n",
        subject: "Trail\r\non Main\u0007",
        message: "\u0000First line,\r\n\tindented\u0000 second\u001b line.\n\n\u0085Last \ud800line.  ",
      }),
    );
    expect(res.status).toBe(201);
    const stored = (await inbox()).body.find((m: { id: number }) => m.id === res.body.id);
    expect(stored).toMatchObject({
      name: "Pat Resident",
      subject: "Trail on Main",
      message: "First line,\n\tindented second line.\n\nLast \ufffdline.",
    });
  });

  it("refuses a message that is only control characters", async () => {
    const res = await send(message({ message: "\u0000\u0001\u0002" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/message: is required/);
  });
});

describe("the contact limit, configured", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ limits: { askPerMinute: 20, contactMessages: 2, contactWindowMs: 60 * 60_000 } });
  });
  afterAll(async () => small.close());

  it("follows CONTACT_RATE_LIMIT and its window", async () => {
    const post = () => small.request({ method: "POST", url: "/api/contact", payload: message(), remoteAddress: "10.1.2.3" });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    const third = await post();
    expect(third.status).toBe(429);
    expect(third.body.error).toBe("You can send another message in 60 minutes.");
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(59 * 60);
  });
});

describe("the admin inbox", () => {
  it("lists newest first and filters by category and status", async () => {
    const a = (await send(message({ category: "advertising", subject: "Ad first" }))).body.id;
    const b = (await send(message({ category: "water-district", subject: "Water second" }))).body.id;
    const c = (await send(message({ category: "advertising", subject: "Ad third" }))).body.id;
    const all = (await inbox()).body as Array<{ id: number; createdAt: string }>;
    const order = all.map((m) => m.id);
    expect(order.indexOf(c)).toBeLessThan(order.indexOf(b));
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.createdAt >= all[i]!.createdAt).toBe(true);

    const ads = (await inbox("?category=advertising")).body as Array<{ id: number; category: string }>;
    expect(ads.every((m) => m.category === "advertising")).toBe(true);
    expect(ads.map((m) => m.id).slice(0, 2)).toEqual([c, a]);
    expect((await inbox("?category=&status=")).body.length).toBe(all.length);
    expect((await inbox("?limit=1")).body).toHaveLength(1);
  });

  it("marks a message handled and back to new, with the audit log", async () => {
    const id = (await send(message({ category: "design-review", subject: "Sign rules" }))).body.id;
    const url = `/api/admin/messages/${id}`;
    const done = await t.request({ method: "PATCH", url, payload: { status: "handled" }, headers: bearer(admin.token) });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("handled");
    expect(done.body.handledAt).toEqual(expect.any(String));
    const handled = (await inbox("?status=handled")).body as Array<{ id: number }>;
    expect(handled.map((m) => m.id)).toContain(id);
    expect((await inbox("?status=new")).body.map((m: { id: number }) => m.id)).not.toContain(id);
    const reopened = await t.request({ method: "PATCH", url, payload: { status: "new" }, headers: bearer(admin.token) });
    expect(reopened.body).toMatchObject({ status: "new", handledAt: null });
    const audit = (await t.database.db.select().from(auditLog)).filter((r) => r.targetType === "contact_message" && r.targetId === String(id));
    expect(audit.map((r) => r.action).sort()).toEqual(["message.handle", "message.reopen"]);
  });

  it("refuses bad filters, bad changes and unknown ids", async () => {
    for (const q of ["?category=fire", "?status=done", "?limit=0", "?limit=abc", "?other=1"]) {
      const res = await inbox(q);
      expect(res.status, q).toBe(400);
    }
    const h = { headers: bearer(admin.token) };
    expect((await t.request({ method: "PATCH", url: "/api/admin/messages/1", payload: { status: "archived" }, ...h })).status).toBe(400);
    expect((await t.request({ method: "PATCH", url: "/api/admin/messages/1", payload: { status: 1 }, ...h })).status).toBe(400);
    expect((await t.request({ method: "PATCH", url: "/api/admin/messages/x", payload: { status: "handled" }, ...h })).status).toBe(400);
    expect((await t.request({ method: "PATCH", url: "/api/admin/messages/999999", payload: { status: "handled" }, ...h })).status).toBe(404);
  });

  it("is for approved admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/messages");
    await expectAdminOnly(t, "PATCH", "/api/admin/messages/1", { status: "handled" });
  });
});

describe("durability", () => {
  it("keeps a stored message across a restart of the app and the database", async () => {
    const s = await createTestApp();
    try {
      const sent = await s.request({ method: "POST", url: "/api/contact", payload: message({ subject: "Survives restarts" }) });
      expect(sent.status).toBe(201);
      await s.app.close();
      await s.database.close();

      const database = await openDatabase({ dataDir: s.config.dataDir, databaseUrl: s.config.databaseUrl });
      const app = await buildApp({ config: s.config, database, logger: false });
      try {
        const a = await createApprovedAdmin({ ...s, app, database });
        const res = await app.inject({ method: "GET", url: "/api/admin/messages", headers: bearer(a.token) });
        const list = JSON.parse(res.body) as Array<{ id: number; subject: string }>;
        expect(list.find((m) => m.id === sent.body.id)?.subject).toBe("Survives restarts");
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await s.close();
    }
  });
});
