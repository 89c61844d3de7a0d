import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers, sessions, users } from "./schema";
import { hashToken, isWellFormedToken, newSessionToken } from "./tokens";

export type SessionKind = "user" | "admin";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Idle timeout and absolute lifetime of each kind of session (admins much shorter). */
export const SESSION_LIMITS: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  admin: { idleMs: 1 * HOUR, absoluteMs: 12 * HOUR },
  user: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
};

/** last_seen_at is written at most this often per session, not on every request. */
export const TOUCH_INTERVAL_MS = MINUTE;

export async function createSession(
  db: Db,
  owner: { kind: "user"; userId: number } | { kind: "admin"; adminId: number },
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: owner.kind,
    userId: owner.kind === "user" ? owner.userId : null,
    adminId: owner.kind === "admin" ? owner.adminId : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIMITS[owner.kind].absoluteMs),
  });
  return token;
}

export type ResolvedSession =
  | {
      kind: "user";
      sessionId: number;
      user: { id: number; username: string; email: string; firstName: string; lastName: string };
    }
  | { kind: "admin"; sessionId: number; admin: { id: number; username: string; isApproved: boolean } };

/** Whether a session row is past its idle timeout or its absolute lifetime. */
export function isExpired(row: { kind: SessionKind; lastSeenAt: Date; expiresAt: Date }, now: Date): boolean {
  const limits = SESSION_LIMITS[row.kind];
  return now.getTime() >= row.expiresAt.getTime() || now.getTime() - row.lastSeenAt.getTime() >= limits.idleMs;
}

/**
 * Finds the live session of a token and slides its idle timeout. An expired session is deleted
 * and treated as absent; so is a token of the wrong shape.
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<ResolvedSession | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      userUsername: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      adminId: adminUsers.id,
      adminUsername: adminUsers.username,
      isApproved: adminUsers.isApproved,
      adminDisabledAt: adminUsers.disabledAt,
    })
    .from(sessions)
    .leftJoin(users, eq(sessions.userId, users.id))
    .leftJoin(adminUsers, eq(sessions.adminId, adminUsers.id))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  if (isExpired(row, now)) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  if (row.kind === "user" && row.userId !== null) {
    return {
      kind: "user",
      sessionId: row.id,
      user: {
        id: row.userId,
        username: row.userUsername ?? "",
        email: row.email ?? "",
        firstName: row.firstName ?? "",
        lastName: row.lastName ?? "",
      },
    };
  }
  // A disabled admin's sessions are deleted when it is disabled; one that slipped past is refused.
  if (row.kind === "admin" && row.adminId !== null && row.adminDisabledAt === null) {
    return {
      kind: "admin",
      sessionId: row.id,
      admin: { id: row.adminId, username: row.adminUsername ?? "", isApproved: row.isApproved ?? false },
    };
  }
  return null;
}

/** Ends a session (logout). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of an admin (for example when the admin's password is reset). */
export async function revokeAdminSessions(db: Db, adminId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

/** Ends every session of a resident (a password reset, the account deleted). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the same owner but the one given; returns how many. */
export async function revokeOtherSessions(
  db: Db,
  owner: { kind: "user"; userId: number } | { kind: "admin"; adminId: number },
  keepSessionId: number,
): Promise<number> {
  const ownerIs = owner.kind === "user" ? eq(sessions.userId, owner.userId) : eq(sessions.adminId, owner.adminId);
  const ended = await db
    .delete(sessions)
    .where(and(ownerIs, ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Deletes every expired session; returns how many. */
export async function sweepExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const idleCutoff = (kind: SessionKind) => new Date(now.getTime() - SESSION_LIMITS[kind].idleMs);
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(eq(sessions.kind, "user"), lt(sessions.lastSeenAt, idleCutoff("user"))),
        and(eq(sessions.kind, "admin"), lt(sessions.lastSeenAt, idleCutoff("admin"))),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Number of session rows (for tests and the health of the sweep). */
export async function countSessions(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return r?.n ?? 0;
}
