import { eq, inArray } from "drizzle-orm";
import type { ChangePasswordInput } from "@common/accounts";
import type { Db } from "../../db/client";
import { clientKey } from "../../http/client-address";
import { notFound } from "../../http/errors";
import { chatMessages } from "../assistants/schema";
import { answerFeedback } from "../feedback/schema";
import { recordAudit, type AuditActor } from "./audit";
import { hashNewPassword } from "./common-passwords";
import { assertNotUsername, reauthenticate, type Requester } from "./reauth";
import { adminUsers, users } from "./schema";
import { revokeOtherSessions } from "./sessions";

/** The account behind the session making the call, and that session's row. */
export type Caller = { kind: "user" | "admin"; id: number; sessionId: number };

const owner = (c: Caller) =>
  c.kind === "user" ? ({ kind: "user", userId: c.id } as const) : ({ kind: "admin", adminId: c.id } as const);
const targetType = (c: Caller) => (c.kind === "user" ? "user" : "admin_user");

async function accountOf(db: Db, c: Caller) {
  const table = c.kind === "user" ? users : adminUsers;
  const [row] = await db
    .select({ id: table.id, username: table.username, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, c.id))
    .limit(1);
  if (!row) throw notFound("No such account");
  return row;
}

const actorOf = (c: Caller, username: string): AuditActor => ({ id: c.id, username, kind: c.kind });

/**
 * Sets a new password after the current one is given again; the caller's other sessions end, the
 * one making the call stays. Audited.
 */
export async function changePassword(db: Db, caller: Caller, input: ChangePasswordInput, requester: Requester) {
  const account = await accountOf(db, caller);
  await reauthenticate(db, caller.kind, account, input.currentPassword, requester);
  assertNotUsername(account.username, input.newPassword);
  const passwordHash = await hashNewPassword(input.newPassword);
  const table = caller.kind === "user" ? users : adminUsers;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(table).set({ passwordHash }).where(eq(table.id, caller.id));
    const ended = await revokeOtherSessions(t, owner(caller), caller.sessionId);
    await recordAudit(t, actorOf(caller, account.username), {
      action: `${caller.kind}.password_change`,
      targetType: targetType(caller),
      targetId: caller.id,
      details: { sessionsEnded: ended },
      address: clientKey(requester.ip),
    });
  });
}

/** Ends the caller's other sessions (the one making the call stays); returns how many. Audited. */
export async function endOtherSessions(db: Db, caller: Caller, username: string, ip: string): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const ended = await revokeOtherSessions(t, owner(caller), caller.sessionId);
    await recordAudit(t, actorOf(caller, username), {
      action: `${caller.kind}.sessions_revoke`,
      targetType: targetType(caller),
      targetId: caller.id,
      details: { sessionsEnded: ended },
      address: clientKey(ip),
    });
    return ended;
  });
}

/**
 * Deletes a resident's account after the password is given again, with what is tied to it: its
 * sessions, answers asked (and their traces), subscriptions and reset link go by the foreign keys'
 * cascade; the ratings it gave of those answers are deleted here (they name the answer, not the
 * account). Audited (the audit line keeps the username).
 */
export async function deleteAccount(db: Db, caller: Caller, password: string, requester: Requester) {
  const account = await accountOf(db, caller);
  await reauthenticate(db, "user", account, password, requester);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const answers = t.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.userId, caller.id));
    await t.delete(answerFeedback).where(inArray(answerFeedback.messageId, answers));
    await t.delete(users).where(eq(users.id, caller.id));
    await recordAudit(t, actorOf(caller, account.username), {
      action: "user.delete",
      targetType: "user",
      targetId: caller.id,
      address: clientKey(requester.ip),
    });
  });
}
