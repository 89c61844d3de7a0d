import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, createResident, expireSession } from "../../test/accounts";
import { sessions, users } from "./schema";
import { hashToken } from "./tokens";

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({
    auth: {
      routeLimitPerMinute: 10_000,
      maxFailuresPerPair: 5,
      pairDelayMs: 30_000,
      maxFailuresPerAccount: 20,
      accountFailuresPerAddress: 2,
      maxFailuresPerAddress: 1000,
      failureWindowMs: 15 * 60_000,
    },
  });
});
afterAll(async () => t.close());

const fresh = () => {
  n += 1;
  return {
    username: `resident_${n}_${Date.now() % 100000}`,
    email: `resident${n}.${Date.now() % 100000}@example.com`,
    password: "Oak-valley-1887",
    firstName: "Maria",
    lastName: "Lopez",
  };
};
const register = (payload: unknown) =>
  t.request({ method: "POST", url: "/api/users/register", payload: payload as object });
const login = (username: string, password: string, remoteAddress?: string) =>
  t.request({ method: "POST", url: "/api/users/login", payload: { username, password }, remoteAddress });

describe("POST /api/users/register", () => {
  it("creates the account (201) without logging in, and keeps no plain password", async () => {
    const body = fresh();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: body.email,
      firstName: "Maria",
      lastName: "Lopez",
    });
    expect(res.body.sessionId).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/argon|hash|Oak-valley/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const count = await t.database.db.select().from(sessions).where(eq(sessions.userId, res.body.user.id));
    expect(count).toEqual([]);
  });

  it("trims names and the email", async () => {
    const body = { ...fresh(), firstName: "  Ana ", lastName: " Ruiz  " };
    const res = await register({ ...body, email: `  ${body.email} ` });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ firstName: "Ana", lastName: "Ruiz", email: body.email });
  });

  it("refuses a duplicate username or email with 409, in any letter case", async () => {
    const body = fresh();
    expect((await register(body)).status).toBe(201);
    const sameName = await register({ ...fresh(), username: body.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe("That username is already taken");
    const sameEmail = await register({ ...fresh(), email: body.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toBe("An account with that email address already exists");
  });

  it("refuses every broken field with 400 and a clear message", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ username: "ab" }, /at least 3/],
      [{ username: "bad name" }, /only letters, digits/],
      [{ email: "nope" }, /valid email/],
      [{ password: "short1" }, /at least 8/],
      [{ password: "x".repeat(129) }, /at most 128/],
      [{ password: "password123" }, /too common/],
      [{ firstName: "   " }, /First name and last name are required/],
      [{ lastName: "" }, /First name and last name are required/],
      [{ firstName: 42 }, /firstName/],
      [{ username: undefined }, /Username is required/],
    ];
    for (const [patch, message] of cases) {
      const res = await register({ ...fresh(), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error, JSON.stringify(patch)).toMatch(message);
    }
  });

  it("refuses a missing body, an array and non-JSON without a 5xx", async () => {
    expect((await t.request({ method: "POST", url: "/api/users/register" })).status).toBe(400);
    expect((await register([1, 2, 3])).status).toBe(400);
    const text = await t.request({
      method: "POST",
      url: "/api/users/register",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect([400, 415]).toContain(text.status);
  });

  it("stores hostile text as text", async () => {
    const body = { ...fresh(), firstName: "<img src=x onerror=alert(1)>", lastName: "'; drop table users; --" };
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body.user.firstName).toBe(body.firstName);
    expect((await t.request({ method: "GET", url: "/api/health" })).status).toBe(200);
  });
});

describe("POST /api/users/login, GET /api/users/me, POST /api/users/logout", () => {
  it("logs in (case-insensitive name) and returns sessionId and the user", async () => {
    const body = fresh();
    await register(body);
    const res = await login(body.username.toUpperCase(), body.password);
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({
      username: body.username,
      email: body.email,
      firstName: "Maria",
      lastName: "Lopez",
    });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(res.body.sessionId)));
    expect(row).toMatchObject({ kind: "user", userId: res.body.user.id, adminId: null });
    expect(JSON.stringify(row)).not.toContain(res.body.sessionId);

    const me = await t.request({ method: "GET", url: "/api/users/me", headers: bearer(res.body.sessionId) });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body.user);
  });

  it("answers a wrong password and an unknown name identically", async () => {
    const body = fresh();
    await register(body);
    const wrong = await login(body.username, "Wrong-password-99");
    const unknown = await login(`nobody_${Date.now()}`, "Wrong-password-99");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe("Invalid username or password");
  });

  it("needs both fields", async () => {
    const res = await t.request({ method: "POST", url: "/api/users/login", payload: { username: "someone" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Password is required/);
  });

  it("logout revokes the session on the server", async () => {
    const r = await createResident(t);
    expect((await t.request({ method: "POST", url: "/api/users/logout", headers: bearer(r.token) })).status).toBe(200);
    const me = await t.request({ method: "GET", url: "/api/users/me", headers: bearer(r.token) });
    expect(me.status).toBe(401);
    expect((await t.request({ method: "POST", url: "/api/users/logout", headers: bearer(r.token) })).status).toBe(401);
  });

  it("GET /api/users/me refuses no session, garbage, an expired session and an admin session", async () => {
    const expired = await createResident(t);
    await expireSession(t, expired.token);
    const admin = await createApprovedAdmin(t);
    const cases: Array<[Record<string, string>, number]> = [
      [{}, 401],
      [bearer("garbage"), 401],
      [{ authorization: "Bearer " }, 401],
      [bearer(expired.token), 401],
      [bearer(admin.token), 403],
    ];
    for (const [headers, status] of cases) {
      const res = await t.request({ method: "GET", url: "/api/users/me", headers });
      expect(res.status, JSON.stringify(headers)).toBe(status);
      expect(typeof res.body.error).toBe("string");
    }
    // The expired session was removed when it was refused.
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(expired.token))),
    ).toEqual([]);
    expect((await t.request({ method: "POST", url: "/api/users/logout", headers: bearer(admin.token) })).status).toBe(
      403,
    );
  });

  it("slides the idle timeout on use", async () => {
    const r = await createResident(t);
    const old = new Date(Date.now() - 6 * 24 * 3600_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: old })
      .where(eq(sessions.tokenHash, hashToken(r.token)));
    expect((await t.request({ method: "GET", url: "/api/users/me", headers: bearer(r.token) })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(r.token)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it("refuses a session past its absolute lifetime even when recently used", async () => {
    const r = await createResident(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(r.token)));
    expect((await t.request({ method: "GET", url: "/api/users/me", headers: bearer(r.token) })).status).toBe(401);
  });
});
