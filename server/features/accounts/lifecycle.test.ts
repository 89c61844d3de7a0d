import crypto from "node:crypto";
import { and, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/core-schema";
import { bearer, createApprovedAdmin, createResident, type TestAccount } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { chatMessages } from "../assistants/schema";
import { answerFeedback } from "../feedback/schema";
import { subscriptions } from "../follows/schema";
import { adminUsers, sessions, users } from "./schema";
import { createSession } from "./sessions";

let t: TestApp;
let address = 0;
const from = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
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

const NEW_PASSWORD = "Mesa-grande-2031";
const call = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  token?: string,
  payload?: object,
  remoteAddress = from(),
) => t.request({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress });
const login = (kind: "users" | "admin", username: string, password: string) =>
  call("POST", `/api/${kind}/login`, undefined, { username, password });
/** A second session of the same account, as from another browser. */
const secondSession = (owner: { kind: "user"; userId: number } | { kind: "admin"; adminId: number }) =>
  createSession(t.database.db, owner);
const lastAudit = async (action: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0];

describe("POST /api/users/password", () => {
  it("sets the new password after the current one, and ends the other sessions only", async () => {
    const me = await createResident(t);
    const other = await secondSession({ kind: "user", userId: me.id });
    const res = await call("POST", "/api/users/password", me.token, {
      currentPassword: me.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await call("GET", "/api/users/me", me.token)).status).toBe(200);
    expect((await call("GET", "/api/users/me", other)).status).toBe(401);
    expect((await login("users", me.username, me.password)).status).toBe(401);
    expect((await login("users", me.username, NEW_PASSWORD)).status).toBe(200);
    const audit = await lastAudit("user.password_change");
    expect(audit).toMatchObject({
      actorKind: "user",
      adminUsername: me.username,
      targetType: "user",
      targetId: String(me.id),
    });
    expect(audit!.address).toMatch(/^10\.7\./);
  });

  it("refuses a wrong current password with 403 and changes nothing", async () => {
    const me = await createResident(t);
    const other = await secondSession({ kind: "user", userId: me.id });
    const res = await call("POST", "/api/users/password", me.token, {
      currentPassword: "Not-the-password-1",
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Your current password is not correct");
    expect((await call("GET", "/api/users/me", other)).status).toBe(200);
    expect((await login("users", me.username, me.password)).status).toBe(200);
  });

  it("applies the registration's password rules to the new password", async () => {
    const me = await createResident(t);
    for (const newPassword of ["short", "password123", me.username.toUpperCase(), me.password]) {
      const res = await call("POST", "/api/users/password", me.token, { currentPassword: me.password, newPassword });
      expect(res.status, newPassword).toBe(400);
    }
    expect((await login("users", me.username, me.password)).status).toBe(200);
  });

  it("throttles guesses of the current password like logins (429 after five from one address)", async () => {
    const me = await createResident(t);
    const payload = { currentPassword: "Wrong-guess-0", newPassword: NEW_PASSWORD };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call("POST", "/api/users/password", me.token, payload, "10.8.0.1")).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it("needs a resident's session", async () => {
    const admin = await createApprovedAdmin(t);
    const body = { currentPassword: admin.password, newPassword: NEW_PASSWORD };
    expect((await call("POST", "/api/users/password", undefined, body)).status).toBe(401);
    expect((await call("POST", "/api/users/password", admin.token, body)).status).toBe(403);
  });
});

describe("POST /api/admin/password", () => {
  it("sets the admin's new password and ends the admin's other sessions", async () => {
    const admin = await createApprovedAdmin(t);
    const other = await secondSession({ kind: "admin", adminId: admin.id });
    const res = await call("POST", "/api/admin/password", admin.token, {
      currentPassword: admin.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await call("GET", "/api/admin/me", admin.token)).status).toBe(200);
    expect((await call("GET", "/api/admin/me", other)).status).toBe(401);
    expect((await login("admin", admin.username, admin.password)).status).toBe(401);
    expect((await login("admin", admin.username, NEW_PASSWORD)).status).toBe(200);
    expect(await lastAudit("admin.password_change")).toMatchObject({ actorKind: "admin", adminId: admin.id });
  });

  it("refuses a wrong current password with 403", async () => {
    const admin = await createApprovedAdmin(t);
    const res = await call("POST", "/api/admin/password", admin.token, {
      currentPassword: "Wrong-guess-1",
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect((await login("admin", admin.username, admin.password)).status).toBe(200);
  });
});

describe("signing out the other sessions", () => {
  it("ends a resident's other sessions, keeps the current one, and touches no one else's", async () => {
    const me = await createResident(t);
    const someoneElse = await createResident(t);
    const others = [
      await secondSession({ kind: "user", userId: me.id }),
      await secondSession({ kind: "user", userId: me.id }),
    ];
    const res = await call("POST", "/api/users/sessions/revoke-others", me.token);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ message: "Signed out 2 other sessions", ended: 2 });
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const token of others) expect((await call("GET", "/api/users/me", token)).status).toBe(401);
    expect((await call("GET", "/api/users/me", me.token)).status).toBe(200);
    expect((await call("GET", "/api/users/me", someoneElse.token)).status).toBe(200);
    expect(await lastAudit("user.sessions_revoke")).toMatchObject({
      targetId: String(me.id),
      details: { sessionsEnded: 2 },
    });
  });

  it("ends an admin's other sessions", async () => {
    const admin = await createApprovedAdmin(t);
    const other = await secondSession({ kind: "admin", adminId: admin.id });
    const res = await call("POST", "/api/admin/sessions/revoke-others", admin.token);
    expect(res.body).toEqual({ message: "Signed out 1 other session", ended: 1 });
    expect((await call("GET", "/api/admin/me", other)).status).toBe(401);
    expect((await call("GET", "/api/admin/me", admin.token)).status).toBe(200);
  });

  it("needs the current session of the right kind", async () => {
    const me = await createResident(t);
    const admin = await createApprovedAdmin(t);
    expect((await call("POST", "/api/users/sessions/revoke-others")).status).toBe(401);
    expect((await call("POST", "/api/users/sessions/revoke-others", admin.token)).status).toBe(403);
    expect((await call("POST", "/api/admin/sessions/revoke-others", me.token)).status).toBe(403);
  });
});

async function withOwnData(me: TestAccount) {
  const db = t.database.db;
  const [chat] = await db
    .insert(chatMessages)
    .values({
      assistant: "rcpg",
      sessionId: "visit-delete-1",
      userId: me.id,
      question: "How did the group vote?",
      answer: "It approved.",
      relevantDocuments: [],
      sources: [],
      responseTimeMs: 5,
    })
    .returning({ id: chatMessages.id });
  await db.insert(answerFeedback).values({
    assistant: "rcpg",
    messageId: chat!.id,
    answerKey: `message:${chat!.id}`,
    visitorHash: crypto.randomBytes(8).toString("hex"),
    question: "How did the group vote?",
    answer: "It approved.",
    rating: "up",
  });
  await db.insert(subscriptions).values({
    userId: me.id,
    kind: "search",
    query: "Highway 67",
    targetKey: `search:highway 67:${me.id}`,
    feedToken: crypto.randomBytes(16).toString("hex"),
    confirmExpiresAt: new Date(Date.now() + 3600_000),
  });
  return chat!.id;
}

describe("DELETE /api/users/me", () => {
  it("deletes the account with its answers, ratings, subscriptions and sessions; the login stops working", async () => {
    const me = await createResident(t);
    const other = await secondSession({ kind: "user", userId: me.id });
    const chatId = await withOwnData(me);
    const res = await call("DELETE", "/api/users/me", me.token, { password: me.password });
    expect(res.status, res.raw).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.userId, me.id))).toEqual([]);
    expect(await db.select().from(answerFeedback).where(eq(answerFeedback.messageId, chatId))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, me.id))).toEqual([]);
    expect((await call("GET", "/api/users/me", me.token)).status).toBe(401);
    expect((await call("GET", "/api/users/me", other)).status).toBe(401);
    expect((await login("users", me.username, me.password)).status).toBe(401);
    expect(await lastAudit("user.delete")).toMatchObject({ adminUsername: me.username, targetId: String(me.id) });
  });

  it("refuses a wrong password (403) and keeps everything", async () => {
    const me = await createResident(t);
    const chatId = await withOwnData(me);
    const res = await call("DELETE", "/api/users/me", me.token, { password: "Wrong-guess-2" });
    expect(res.status).toBe(403);
    expect((await call("DELETE", "/api/users/me", me.token, {})).status).toBe(400);
    expect(await t.database.db.select().from(answerFeedback).where(eq(answerFeedback.messageId, chatId))).toHaveLength(
      1,
    );
    expect((await call("GET", "/api/users/me", me.token)).status).toBe(200);
  });

  it("keeps the other residents' data", async () => {
    const me = await createResident(t);
    const neighbour = await createResident(t);
    const theirs = await withOwnData(neighbour);
    await withOwnData(me);
    expect((await call("DELETE", "/api/users/me", me.token, { password: me.password })).status).toBe(200);
    expect(await t.database.db.select().from(answerFeedback).where(eq(answerFeedback.messageId, theirs))).toHaveLength(
      1,
    );
    expect((await call("GET", "/api/users/me", neighbour.token)).status).toBe(200);
  });

  it("needs a resident's session", async () => {
    const admin = await createApprovedAdmin(t);
    expect((await call("DELETE", "/api/users/me", undefined, { password: "x" })).status).toBe(401);
    expect((await call("DELETE", "/api/users/me", admin.token, { password: admin.password })).status).toBe(403);
  });
});

describe("disabling and enabling an admin", () => {
  it("ends the disabled admin's sessions at once; the admin cannot log in until enabled", async () => {
    const actor = await createApprovedAdmin(t);
    const target = await createApprovedAdmin(t);
    expect((await call("GET", "/api/admin/me", target.token)).status).toBe(200);
    const res = await call("POST", `/api/admin/users/${target.id}/disable`, actor.token);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ message: "Admin disabled", user: { id: target.id, isDisabled: true } });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await call("GET", "/api/admin/me", target.token)).status).toBe(401);
    const refused = await login("admin", target.username, target.password);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("This admin account is disabled");
    // A wrong password learns nothing of it.
    const wrong = await login("admin", target.username, "Wrong-guess-3");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Invalid username or password");
    const list = await call("GET", "/api/admin/users", actor.token);
    expect(list.body.find((u: { id: number }) => u.id === target.id)).toMatchObject({ isDisabled: true });
    expect(await lastAudit("admin.disable")).toMatchObject({ adminId: actor.id, targetId: String(target.id) });

    const enabled = await call("POST", `/api/admin/users/${target.id}/enable`, actor.token);
    expect(enabled.body).toMatchObject({ message: "Admin enabled", user: { isDisabled: false } });
    expect((await login("admin", target.username, target.password)).status).toBe(200);
    expect(await lastAudit("admin.enable")).toMatchObject({ adminId: actor.id, targetId: String(target.id) });
  });

  it("refuses to disable oneself (400)", async () => {
    const actor = await createApprovedAdmin(t);
    const res = await call("POST", `/api/admin/users/${actor.id}/disable`, actor.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("You cannot disable your own admin account");
    expect((await call("GET", "/api/admin/me", actor.token)).status).toBe(200);
  });

  it("never leaves no enabled admin: two admins disabling each other at once leave one", async () => {
    const db = t.database.db;
    const a = await createApprovedAdmin(t);
    const b = await createApprovedAdmin(t);
    // Every other admin disabled: a and b are the last two who can act.
    const others = await db
      .update(adminUsers)
      .set({ disabledAt: new Date() })
      .where(
        and(eq(adminUsers.isApproved, true), isNull(adminUsers.disabledAt), notInArray(adminUsers.id, [a.id, b.id])),
      )
      .returning({ id: adminUsers.id });
    try {
      const [byA, byB] = await Promise.all([
        call("POST", `/api/admin/users/${b.id}/disable`, a.token),
        call("POST", `/api/admin/users/${a.id}/disable`, b.token),
      ]);
      expect([byA.status, byB.status].filter((s) => s === 200)).toHaveLength(1);
      const left = await db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.isApproved, true), isNull(adminUsers.disabledAt)));
      expect(left).toHaveLength(1);
      // The one left cannot disable itself.
      const last = left[0]!.id === a.id ? a : b;
      expect((await call("POST", `/api/admin/users/${last.id}/disable`, last.token)).status).toBe(400);
    } finally {
      await db
        .update(adminUsers)
        .set({ disabledAt: null })
        .where(inArray(adminUsers.id, [...others.map((o) => o.id), a.id, b.id]));
    }
  });

  it("refuses a pending registration (409) and an unknown id (404)", async () => {
    const actor = await createApprovedAdmin(t);
    const reg = await call("POST", "/api/admin/register", undefined, {
      username: `pending-${address}x`,
      password: NEW_PASSWORD,
    });
    expect(reg.status).toBe(201);
    const [pending] = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.username, `pending-${address - 1}x`));
    expect((await call("POST", `/api/admin/users/${pending!.id}/disable`, actor.token)).status).toBe(409);
    expect((await call("POST", "/api/admin/users/999999/disable", actor.token)).status).toBe(404);
  });

  it("answers a second disable or enable as already done", async () => {
    const actor = await createApprovedAdmin(t);
    const target = await createApprovedAdmin(t);
    await call("POST", `/api/admin/users/${target.id}/disable`, actor.token);
    expect((await call("POST", `/api/admin/users/${target.id}/disable`, actor.token)).body.message).toBe(
      "Admin was already disabled",
    );
    await call("POST", `/api/admin/users/${target.id}/enable`, actor.token);
    expect((await call("POST", `/api/admin/users/${target.id}/enable`, actor.token)).body.message).toBe(
      "Admin was already enabled",
    );
  });
});
