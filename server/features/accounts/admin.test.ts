import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/core-schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, createPendingAdmin, createResident, expectAdminOnly } from "../../test/accounts";
import { adminUsers, sessions } from "./schema";
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

const name = () => `clerk-${++n}-${Date.now() % 100000}`;
const PASSWORD = "Granite-hills-2025";
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.request({ method: "POST", url, payload, headers });

describe("admin registration and login", () => {
  it("registers as pending with the documented message; no login until approval", async () => {
    const username = name();
    const reg = await post("/api/admin/register", { username, password: PASSWORD });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ message: "Registration submitted. Admin approval required before login access." });
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.username, username));
    expect(row).toMatchObject({ isApproved: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const pending = await post("/api/admin/login", { username, password: PASSWORD });
    expect(pending.status).toBe(403);
    expect(pending.body.error).toMatch(/awaiting approval/);
    expect(pending.body.sessionId).toBeUndefined();
    // The pending state is only told to someone who has the password.
    const wrong = await post("/api/admin/login", { username, password: "Not-the-password-1" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Invalid username or password");
  });

  it("answers a taken admin username (any case) as a new one, storing nothing, and bad input with 400", async () => {
    const username = name();
    const first = await post("/api/admin/register", { username, password: PASSWORD });
    expect(first.status).toBe(201);
    const approved = await createApprovedAdmin(t);
    for (const taken of [username.toUpperCase(), approved.username]) {
      const dup = await post("/api/admin/register", { username: taken, password: "Other-Password-2026" });
      expect(dup.status).toBe(first.status);
      expect(dup.body).toEqual(first.body);
    }
    const rows = await t.database.db.select().from(adminUsers);
    const named = (u: string) => rows.filter((r) => r.username.toLowerCase() === u.toLowerCase());
    expect(named(username)).toHaveLength(1);
    expect(named(approved.username)).toHaveLength(1);
    // The first registration keeps its own password; the approved admin still logs in with theirs.
    const pending = await post("/api/admin/login", { username, password: PASSWORD });
    expect(pending.body.error).toMatch(/awaiting approval/);
    const login = await post("/api/admin/login", { username: approved.username, password: approved.password });
    expect(login.status).toBe(200);
    const other = await post("/api/admin/login", { username: approved.username, password: "Other-Password-2026" });
    expect(other.status).toBe(401);
    for (const payload of [
      { username },
      { password: PASSWORD },
      { username: "x", password: PASSWORD },
      { username: name(), password: "qwerty123" },
      { username: name(), password: 12345678 },
    ]) {
      const res = await post("/api/admin/register", payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
  });

  it("an approved admin logs in and gets an admin session; unknown and wrong answers are identical", async () => {
    const admin = await createApprovedAdmin(t);
    const res = await post("/api/admin/login", { username: admin.username.toUpperCase(), password: admin.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["sessionId"]);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(res.body.sessionId)));
    expect(row).toMatchObject({ kind: "admin", adminId: admin.id, userId: null });
    const span = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(span).toBe(12 * 3600_000);

    const wrong = await post("/api/admin/login", { username: admin.username, password: "Wrong-password-1" });
    const unknown = await post("/api/admin/login", { username: `ghost-${Date.now()}`, password: "Wrong-password-1" });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("resident and admin accounts are separate: neither logs in on the other's call", async () => {
    const resident = await createResident(t);
    const admin = await createApprovedAdmin(t);
    expect((await post("/api/admin/login", { username: resident.username, password: resident.password })).status).toBe(
      401,
    );
    expect((await post("/api/users/login", { username: admin.username, password: admin.password })).status).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/users/me", headers: bearer(admin.token) })).status).toBe(403);
    expect((await t.request({ method: "GET", url: "/api/admin/users", headers: bearer(resident.token) })).status).toBe(
      403,
    );
  });

  it("logout revokes the admin session on the server", async () => {
    const admin = await createApprovedAdmin(t);
    expect((await post("/api/admin/logout", undefined, bearer(admin.token))).status).toBe(200);
    const after = await t.request({ method: "GET", url: "/api/admin/users", headers: bearer(admin.token) });
    expect(after.status).toBe(401);
  });
});

describe("User Management", () => {
  it("GET /api/admin/me names the session's admin", async () => {
    const admin = await createApprovedAdmin(t);
    const res = await t.request({ method: "GET", url: "/api/admin/me", headers: bearer(admin.token) });
    expect(res.body).toEqual({ id: admin.id, username: admin.username });
  });

  it("lists admins with id, username, isApproved, isDisabled and createdAt only", async () => {
    const admin = await createApprovedAdmin(t);
    const pending = await createPendingAdmin(t);
    const res = await t.request({ method: "GET", url: "/api/admin/users", headers: bearer(admin.token) });
    expect(res.status).toBe(200);
    const mine = res.body.filter((u: { id: number }) => [admin.id, pending.id].includes(u.id));
    expect(mine).toEqual([
      {
        id: admin.id,
        username: admin.username,
        isApproved: true,
        isDisabled: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        id: pending.id,
        username: pending.username,
        isApproved: false,
        isDisabled: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(res.raw).not.toMatch(/argon|password/i);
  });

  it("approve makes a pending admin able to log in, and is written to the audit log", async () => {
    const admin = await createApprovedAdmin(t);
    const username = name();
    await post("/api/admin/register", { username, password: PASSWORD });
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.username, username));
    const res = await post(`/api/admin/approve/${row!.id}`, undefined, bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: row!.id, isApproved: true });
    const login = await post("/api/admin/login", { username, password: PASSWORD });
    expect(login.status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "admin.approve"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      adminId: admin.id,
      adminUsername: admin.username,
      targetType: "admin_user",
      targetId: String(row!.id),
      details: { username },
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
    // Approving again changes nothing and writes nothing.
    const again = await post(`/api/admin/approve/${row!.id}`, undefined, bearer(admin.token));
    expect(again.status).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row!.id)));
    expect(entries.filter((e) => e.action === "admin.approve")).toHaveLength(1);
  });

  it("reject removes a pending registration (audited), refuses an approved admin (409) and unknown ids (404)", async () => {
    const admin = await createApprovedAdmin(t);
    const pending = await createPendingAdmin(t);
    const res = await t.request({
      method: "DELETE",
      url: `/api/admin/reject/${pending.id}`,
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, pending.id))).toEqual([]);
    // Its (direct) session went with it.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.adminId, pending.id))).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "admin.reject"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      adminId: admin.id,
      targetId: String(pending.id),
      details: { username: pending.username },
    });

    const other = await createApprovedAdmin(t);
    const approved = await t.request({
      method: "DELETE",
      url: `/api/admin/reject/${other.id}`,
      headers: bearer(admin.token),
    });
    expect(approved.status).toBe(409);
    expect(approved.body.error).toMatch(/pending/);
    const self = await t.request({
      method: "DELETE",
      url: `/api/admin/reject/${admin.id}`,
      headers: bearer(admin.token),
    });
    expect(self.status).toBe(409);

    for (const [method, url] of [
      ["DELETE", "/api/admin/reject/999999"],
      ["POST", "/api/admin/approve/999999"],
    ] as const) {
      const r = await t.request({ method, url, headers: bearer(admin.token) });
      expect(r.status, url).toBe(404);
    }
    for (const id of ["abc", "0", "-4", "1.5", "1e3", "99999999999"]) {
      const r = await t.request({ method: "POST", url: `/api/admin/approve/${id}`, headers: bearer(admin.token) });
      expect(r.status, id).toBe(400);
      const d = await t.request({ method: "DELETE", url: `/api/admin/reject/${id}`, headers: bearer(admin.token) });
      expect(d.status, id).toBe(400);
    }
  });

  it("an admin whose session outlives idle time is logged out", async () => {
    const admin = await createApprovedAdmin(t);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(admin.token)));
    const res = await t.request({ method: "GET", url: "/api/admin/users", headers: bearer(admin.token) });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/expired/);
  });
});

describe("every admin call needs an approved admin's session", () => {
  const routes: Array<["GET" | "POST" | "DELETE", string]> = [
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/me"],
    ["POST", "/api/admin/approve/1"],
    ["DELETE", "/api/admin/reject/1"],
    ["POST", "/api/admin/logout"],
    ["POST", "/api/admin/password"],
    ["POST", "/api/admin/sessions/revoke-others"],
    ["POST", "/api/admin/users/1/disable"],
    ["POST", "/api/admin/users/1/enable"],
  ];
  for (const [method, url] of routes) {
    it(`${method} ${url}`, async () => {
      await expectAdminOnly(t, method, url);
    });
  }

  it("a refused approve leaves the registration pending", async () => {
    const pending = await createPendingAdmin(t);
    const resident = await createResident(t);
    await post(`/api/admin/approve/${pending.id}`, undefined, bearer(resident.token));
    await post(`/api/admin/approve/${pending.id}`, undefined, bearer(pending.token));
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, pending.id));
    expect(row!.isApproved).toBe(false);
  });
});
