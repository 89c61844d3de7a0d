import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { AuthLimits } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { loginFailures } from "./schema";

export const accountKey = (kind: "user" | "admin", username: string) => `${kind}:${username.trim().toLowerCase()}`;

/** One login's try: the account named and the client address it came from. */
export type LoginTry = { account: string; address: string };

/** Classes of the advisory locks taken while a try is counted (two-key form: they never collide). */
const ACCOUNT_LOCK = 1_001;
const ADDRESS_LOCK = 1_002;

type Failure = { address: string; createdAt: Date };

/**
 * When the account and address pair may try again after `n` failures (the last at `last`): at
 * once up to the pair's allowance, then after a delay that doubles with each failure, up to the window.
 */
export function pairRetryAt(n: number, last: Date, limits: AuthLimits): number {
  if (n < limits.maxFailuresPerPair) return 0;
  const delay = Math.min(limits.failureWindowMs, limits.pairDelayMs * 2 ** (n - limits.maxFailuresPerPair));
  return last.getTime() + delay;
}

/**
 * The account's failures as the account-wide limit counts them: each address for at most
 * `accountFailuresPerAddress`, so that one or a few addresses never lock the account.
 */
export function spreadFailures(failures: Failure[], limits: AuthLimits): number {
  const byAddress = new Map<string, number>();
  for (const f of failures) byAddress.set(f.address, (byAddress.get(f.address) ?? 0) + 1);
  let total = 0;
  for (const n of byAddress.values()) total += Math.min(n, limits.accountFailuresPerAddress);
  return total;
}

/** How long, in ms from `now`, the try must wait (0: it may go ahead). */
function waitFor(account: Failure[], fromAddress: Failure[], address: string, limits: AuthLimits, now: Date): number {
  const expiry = (f: Failure | undefined) => (f ? f.createdAt.getTime() + limits.failureWindowMs : 0);
  const pair = account.filter((f) => f.address === address);
  const until = [
    pairRetryAt(pair.length, pair.at(-1)?.createdAt ?? now, limits),
    spreadFailures(account, limits) >= limits.maxFailuresPerAccount ? expiry(account[0]) : 0,
    fromAddress.length >= limits.maxFailuresPerAddress ? expiry(fromAddress[0]) : 0,
  ];
  return Math.max(0, ...until.map((t) => t - now.getTime()));
}

function throttled(ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    "rate_limited",
    `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    { "retry-after": String(seconds) },
  );
}

/**
 * Takes a login's try before its password is checked, or refuses it with 429 and Retry-After. The
 * try is counted as a failure at once (`settleTry` forgets the pair's failures when it succeeds),
 * and counting and taking happen in one transaction holding the account's and the address's
 * advisory locks, so that concurrent logins cannot all pass the same count.
 */
export async function takeTry(db: Db, attempt: LoginTry, limits: AuthLimits, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - limits.failureWindowMs);
  await db.transaction(async (tx) => {
    // Always the account first, then the address: no two logins wait for each other in a circle.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${attempt.account}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${attempt.address}))`);
    const columns = { address: loginFailures.address, createdAt: loginFailures.createdAt };
    const account = await tx
      .select(columns)
      .from(loginFailures)
      .where(and(eq(loginFailures.key, attempt.account), gt(loginFailures.createdAt, since)))
      .orderBy(loginFailures.createdAt, loginFailures.id);
    const fromAddress = await tx
      .select(columns)
      .from(loginFailures)
      .where(and(eq(loginFailures.address, attempt.address), gt(loginFailures.createdAt, since)))
      .orderBy(loginFailures.createdAt, loginFailures.id)
      .limit(limits.maxFailuresPerAddress);
    const wait = waitFor(account, fromAddress, attempt.address, limits, now);
    if (wait > 0) throw throttled(wait);
    await tx.insert(loginFailures).values({ key: attempt.account, address: attempt.address, createdAt: now });
  });
}

/**
 * A login whose password was right forgets the failures of its account and address pair (its own
 * try among them); those of other addresses stay, so an attacker's delay goes on.
 */
export async function settleTry(db: Db, attempt: LoginTry) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.key, attempt.account), eq(loginFailures.address, attempt.address)));
}

export async function sweepOldFailures(db: Db, windowMs: number, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - windowMs)));
}
