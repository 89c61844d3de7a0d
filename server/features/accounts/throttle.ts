import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { loginFailures } from "./schema";

export type ThrottleKey = { key: string; max: number };

export const accountKey = (kind: "user" | "admin", username: string) => `${kind}:${username.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Refuses a login with 429 and Retry-After when any key (the account, the client address) has
 * reached its number of failures within the window.
 */
export async function assertNotThrottled(db: Db, keys: ThrottleKey[], windowMs: number, now = new Date()) {
  const since = new Date(now.getTime() - windowMs);
  const rows = await db
    .select({
      key: loginFailures.key,
      n: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.createdAt})`,
    })
    .from(loginFailures)
    .where(
      and(
        inArray(
          loginFailures.key,
          keys.map((k) => k.key),
        ),
        gt(loginFailures.createdAt, since),
      ),
    )
    .groupBy(loginFailures.key);
  let retryAfterMs = 0;
  for (const r of rows) {
    const limit = keys.find((k) => k.key === r.key)?.max ?? Infinity;
    if (r.n >= limit) {
      const oldest = new Date(r.oldest).getTime();
      retryAfterMs = Math.max(retryAfterMs, oldest + windowMs - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      "rate_limited",
      `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      { "retry-after": String(seconds) },
    );
  }
}

export async function recordFailure(db: Db, keys: ThrottleKey[], now = new Date()) {
  await db.insert(loginFailures).values(keys.map((k) => ({ key: k.key, createdAt: now })));
}

/** A successful login clears the account's failures (the address keeps its count). */
export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function sweepOldFailures(db: Db, windowMs: number, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - windowMs)));
}
