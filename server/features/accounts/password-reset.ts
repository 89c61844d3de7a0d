import { eq, sql } from "drizzle-orm";
import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_MINUTES, type PasswordResetConfirmInput } from "@common/accounts";
import type { Db } from "../../db/client";
import { clientKey } from "../../http/client-address";
import { badRequest } from "../../http/errors";
import { claimMail, releaseConfirmationMail, type MailPolicy } from "../follows/confirmation-mails";
import type { Mailer } from "../follows/mailer";
import { recordAudit } from "./audit";
import { hashNewPassword } from "./common-passwords";
import { assertNotUsername } from "./reauth";
import { resetMail } from "./reset-mail";
import { passwordResets, users } from "./schema";
import { revokeUserSessions } from "./sessions";
import { hashToken, newSessionToken } from "./tokens";

/** Reset mails to one address: one per 5 minutes, 5 a day (counted apart from confirmation mails). */
export const RESET_MAILS: MailPolicy = { purpose: "password-reset", cooldownMinutes: 5, perDay: 5 };

export type ResetDeps = { db: Db; mailer: Mailer | null; publicUrl: string };

/** The page a reset mail links to; the token is read from the query by the page, never sent on load. */
export const resetPageUrl = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

/**
 * Mails a reset link to the resident using `email`, if there is one and SMTP is configured, within
 * the address's cool-down and daily cap. The link's token replaces any earlier one of the resident
 * (only its hash is kept) and works for an hour. Runs after the call has answered, so that the
 * answer is the same, at the same moment, whatever the address.
 */
export async function sendResetLink(deps: ResetDeps, email: string): Promise<void> {
  const { db, mailer } = deps;
  if (!mailer) return;
  const token = newSessionToken();
  const claim = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [user] = await t
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for("update")
      .limit(1);
    if (!user) return null;
    const { id: mailId } = await claimMail(t, user.email, RESET_MAILS);
    if (mailId === null) return null;
    // One reading of the clock: the link lives exactly RESET_LINK_MINUTES from its making.
    const now = new Date();
    const row = {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      createdAt: now,
    };
    await t
      .insert(passwordResets)
      .values(row)
      .onConflictDoUpdate({ target: passwordResets.userId, set: { ...row } });
    return { mailId, userId: user.id, to: user.email };
  });
  if (!claim) return;
  try {
    await mailer.send(resetMail(claim.to, resetPageUrl(deps.publicUrl, token)));
  } catch (err) {
    // A mail that could not be sent neither counts nor leaves a link behind.
    await releaseConfirmationMail(db, claim.mailId);
    await db.delete(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token)));
    throw err;
  }
}

/**
 * Sets a new password by a reset link's token: the token is used up, and every session of the
 * resident ends. An unknown, used or expired token answers 400, the same for each. Audited.
 */
export async function resetPassword(db: Db, input: PasswordResetConfirmInput, ip: string): Promise<void> {
  const passwordHash = await hashNewPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [link] = await t
      .select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt, username: users.username })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(passwordResets.tokenHash, hashToken(input.token)))
      .for("update")
      .limit(1);
    if (!link || link.expiresAt.getTime() <= Date.now()) throw badRequest(RESET_LINK_INVALID_MESSAGE);
    assertNotUsername(link.username, input.newPassword);
    await t.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    await t.delete(passwordResets).where(eq(passwordResets.userId, link.userId));
    await revokeUserSessions(t, link.userId);
    await recordAudit(
      t,
      { id: link.userId, username: link.username, kind: "user" },
      {
        action: "user.password_reset",
        targetType: "user",
        targetId: link.userId,
        address: clientKey(ip),
      },
    );
  });
}
