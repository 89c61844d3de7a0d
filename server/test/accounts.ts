import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { hashPassword } from "../features/accounts/passwords";
import { adminUsers, sessions, users } from "../features/accounts/schema";
import { createSession } from "../features/accounts/sessions";
import { hashToken } from "../features/accounts/tokens";
import type { TestApp } from "./harness";

/** A logged-in account made for a test: its id, name, password and bearer token. */
export type TestAccount = { id: number; username: string; password: string; token: string };

const suffix = () => crypto.randomBytes(4).toString("hex");
const testPassword = () => `Pw-${crypto.randomBytes(9).toString("base64url")}`;

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

async function insertAdmin(t: TestApp, username: string, isApproved: boolean) {
  const password = testPassword();
  const [row] = await t.database.db
    .insert(adminUsers)
    .values({
      username,
      passwordHash: await hashPassword(password),
      isApproved,
      approvedAt: isApproved ? new Date() : null,
    })
    .returning({ id: adminUsers.id });
  return { id: row!.id, username, password };
}

/** An approved admin with a live admin session. */
export async function createApprovedAdmin(t: TestApp, username = `admin-${suffix()}`): Promise<TestAccount> {
  const admin = await insertAdmin(t, username, true);
  const token = await createSession(t.database.db, { kind: "admin", adminId: admin.id });
  return { ...admin, token };
}

/**
 * A pending admin registration. Pending admins cannot log in; the token is a session made
 * directly in the database, to prove that the server refuses it anyway.
 */
export async function createPendingAdmin(t: TestApp, username = `pending-${suffix()}`): Promise<TestAccount> {
  const admin = await insertAdmin(t, username, false);
  const token = await createSession(t.database.db, { kind: "admin", adminId: admin.id });
  return { ...admin, token };
}

/** A resident account with a live resident session. */
export async function createResident(t: TestApp, username = `resident-${suffix()}`): Promise<TestAccount> {
  const password = testPassword();
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: await hashPassword(password),
      firstName: "Test",
      lastName: "Resident",
    })
    .returning({ id: users.id });
  const token = await createSession(t.database.db, { kind: "user", userId: row!.id });
  return { id: row!.id, username, password, token };
}

/** Moves a session's clocks into the past so that it is past its idle timeout and lifetime. */
export async function expireSession(t: TestApp, token: string) {
  const past = new Date(Date.now() - 400 * 24 * 3600 * 1000);
  await t.database.db
    .update(sessions)
    .set({ createdAt: past, lastSeenAt: past, expiresAt: new Date(past.getTime() + 1000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Asserts that a call is for approved admins only: refused with no session (401), a garbage token
 * (401), an expired admin session (401), a revoked one (401), a resident's session (403) and a
 * pending admin's (403). Other features call it for each of their admin routes.
 */
export async function expectAdminOnly(
  t: TestApp,
  method: NonNullable<InjectOptions["method"]>,
  url: string,
  payload?: InjectOptions["payload"],
) {
  const call = (headers: Record<string, string> = {}) => t.request({ method, url, payload, headers });
  const cases: Array<[string, Record<string, string>, number]> = [];

  cases.push(["no session", {}, 401]);
  cases.push(["a garbage token", bearer("not-a-real-token"), 401]);
  cases.push(["a well-formed unknown token", bearer(crypto.randomBytes(32).toString("base64url")), 401]);
  cases.push(["another scheme", { authorization: "Basic YWRtaW46YWRtaW4=" }, 401]);

  const expired = await createApprovedAdmin(t);
  await expireSession(t, expired.token);
  cases.push(["an expired admin session", bearer(expired.token), 401]);

  const revoked = await createApprovedAdmin(t);
  const out = await t.request({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked.token) });
  expect(out.status, "logging out the revoked admin").toBe(200);
  cases.push(["a revoked admin session", bearer(revoked.token), 401]);

  const resident = await createResident(t);
  cases.push(["a resident session", bearer(resident.token), 403]);

  const pending = await createPendingAdmin(t);
  cases.push(["a pending admin's session", bearer(pending.token), 403]);

  for (const [label, headers, status] of cases) {
    const res = await call(headers);
    expect(res.status, `${method} ${url} with ${label}`).toBe(status);
    expect(typeof res.body?.error, `${method} ${url} with ${label}: error text`).toBe("string");
  }
}
