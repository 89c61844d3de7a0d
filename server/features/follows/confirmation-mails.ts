import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { hashToken } from "../accounts/tokens";
import { confirmationMails } from "./schema";

/**
 * How often one address may receive a confirmation mail, whoever asks: the site must not be a way
 * to mail-bomb an address someone else typed. Counted in the database, so every instance sees the
 * same count; the caller holds the lock of the resident's row (addresses are unique per account).
 */

/** After a confirmation mail, none goes to the same address for this long (another follow's too). */
export const CONFIRMATION_COOLDOWN_MINUTES = 15;
/** At most this many confirmation mails to one address in any 24 hours. */
export const CONFIRMATION_MAILS_PER_DAY = 5;

const DAY_MS = 24 * 3600_000;
const addressHash = (email: string) => hashToken(email.trim().toLowerCase());

/** One kind of mail and how often it may go to one address; each kind is counted apart. */
export type MailPolicy = {
  purpose: "confirmation" | "password-reset";
  cooldownMinutes: number;
  perDay: number;
};

const CONFIRMATION: MailPolicy = {
  purpose: "confirmation",
  cooldownMinutes: CONFIRMATION_COOLDOWN_MINUTES,
  perDay: CONFIRMATION_MAILS_PER_DAY,
};

/** A claimed mail (its record's id), or none now: then how many minutes until one may go. */
export type ConfirmationClaim = { id: number } | { id: null; retryAfterMinutes: number };

const minutesUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 60_000));

/**
 * Claims the right to send one confirmation mail to `email` now: the id of the recorded mail, or,
 * inside the cool-down or past the daily cap, no id (nothing is to be sent) and the minutes until
 * one may be. Rows older than a day, of any address, are pruned.
 */
export function claimConfirmationMail(tx: Db, email: string, now = new Date()): Promise<ConfirmationClaim> {
  return claimMail(tx, email, CONFIRMATION, now);
}

/** `claimConfirmationMail` for any kind of mail the site sends to an address on request. */
export async function claimMail(
  tx: Db,
  email: string,
  policy: MailPolicy,
  now = new Date(),
): Promise<ConfirmationClaim> {
  const hash = addressHash(email);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await tx.delete(confirmationMails).where(lt(confirmationMails.sentAt, dayAgo));
  const [seen] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${confirmationMails.sentAt})`,
      last: sql<string | null>`max(${confirmationMails.sentAt})`,
    })
    .from(confirmationMails)
    .where(
      and(
        eq(confirmationMails.addressHash, hash),
        eq(confirmationMails.purpose, policy.purpose),
        gt(confirmationMails.sentAt, dayAgo),
      ),
    );
  const count = Number(seen?.n ?? 0);
  const first = seen?.first ? new Date(seen.first).getTime() : null;
  const last = seen?.last ? new Date(seen.last).getTime() : null;
  if (count >= policy.perDay && first !== null)
    return { id: null, retryAfterMinutes: minutesUntil(first + DAY_MS, now) };
  if (last !== null && now.getTime() - last < policy.cooldownMinutes * 60_000)
    return { id: null, retryAfterMinutes: minutesUntil(last + policy.cooldownMinutes * 60_000, now) };
  const [row] = await tx
    .insert(confirmationMails)
    .values({ addressHash: hash, purpose: policy.purpose, sentAt: now })
    .returning({ id: confirmationMails.id });
  return { id: row!.id };
}

/** A confirmation mail that could not be sent does not count. */
export async function releaseConfirmationMail(db: Db, id: number): Promise<void> {
  await db.delete(confirmationMails).where(eq(confirmationMails.id, id));
}
