import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { users } from "../accounts/schema";
import { alertDeliveries, follows, subscriptions } from "./schema";
import type { StoredTarget } from "./targets";

/** The SQL of follows and subscriptions (the alerts' is in runs.ts and deliveries.ts). */

export type FollowRow = typeof follows.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The public follow of a target: made on first request, else the same row (its count of requests grows). */
export async function upsertFollow(db: Db, target: StoredTarget, targetKey: string, feedToken: string) {
  const [row] = await db
    .insert(follows)
    .values({ ...target, targetKey, feedToken })
    .onConflictDoUpdate({ target: follows.targetKey, set: { requests: sql`${follows.requests} + 1` } })
    .returning();
  return row!;
}

/** What a feed token follows, and whether it is a subscription's private feed. Null when unknown. */
export async function targetOfFeed(db: Db, token: string): Promise<(StoredTarget & { private: boolean }) | null> {
  const [row] = await queryRows<StoredTarget & { private: boolean }>(
    db,
    sql`SELECT kind, query, body, false AS private FROM follows WHERE feed_token = ${token}
        UNION ALL
        SELECT kind, query, body, true AS private FROM subscriptions WHERE feed_token = ${token}
        LIMIT 1`,
  );
  return row ? { kind: row.kind, query: row.query, body: row.body, private: Boolean(row.private) } : null;
}

export const listSubscriptionsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));

/** Locks the resident's row until the transaction ends: their subscriptions are counted and added one at a time. */
export async function lockUser(tx: Db, userId: number): Promise<{ email: string } | null> {
  const [row] = await queryRows<{ email: string }>(tx, sql`SELECT email FROM users WHERE id = ${userId} FOR UPDATE`);
  return row ?? null;
}

export async function countSubscriptions(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

export async function subscriptionOfTarget(tx: Db, userId: number, targetKey: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.targetKey, targetKey)));
  return row ?? null;
}

export async function insertSubscription(tx: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

/** A new confirmation link for a pending subscription (the old one stops working). */
export async function renewConfirmation(db: Db, id: number, confirmHash: string, confirmExpiresAt: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({ confirmHash, confirmExpiresAt })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.state, "pending")))
    .returning();
  return row ?? null;
}

export async function deleteSubscriptionOf(db: Db, userId: number, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .returning();
  return row ?? null;
}

export async function subscriptionByConfirmHash(db: Db, hash: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.confirmHash, hash));
  return row ?? null;
}

/** Activates the pending, unexpired subscription of a confirmation link and clears the link; null when none. */
export async function confirmByHash(db: Db, hash: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ state: "active", confirmHash: null, confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())` })
    .where(
      and(
        eq(subscriptions.confirmHash, hash),
        eq(subscriptions.state, "pending"),
        gte(subscriptions.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** The subscription a message's unsubscribe link names; null when the link is unknown or already used. */
export async function subscriptionByUnsubscribeHash(db: Db, hash: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(alertDeliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, alertDeliveries.subscriptionId))
    .where(eq(alertDeliveries.unsubscribeHash, hash));
  return row?.subscription ?? null;
}

/** Deletes the subscription a message's unsubscribe link names; null when the link is unknown or already used. */
export async function unsubscribeByHash(db: Db, hash: string): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [delivery] = await t
      .select({ subscriptionId: alertDeliveries.subscriptionId })
      .from(alertDeliveries)
      .where(eq(alertDeliveries.unsubscribeHash, hash));
    if (delivery?.subscriptionId == null) return null;
    const [row] = await t.delete(subscriptions).where(eq(subscriptions.id, delivery.subscriptionId)).returning();
    return row ?? null;
  });
}

/** The resident's address, for a confirmation mail. */
export async function emailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
