import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import type { AlertItem } from "./alert-items";
import type { StoredTarget } from "./targets";

/**
 * The SQL of deliveries (docs/decisions/0012): claimed one at a time with `FOR UPDATE SKIP LOCKED`
 * under a lease, "sending" before the SMTP call, "sent" or "failed" after; one whose instance died
 * while sending becomes "unknown" once its lease ran out, and is never sent again.
 */

export const UNKNOWN_OUTCOME =
  "The server sending this message stopped before it was known to be sent; it was not sent again.";

export type ClaimedDelivery = {
  id: number;
  runId: number;
  period: string | null;
  items: AlertItem[];
  /** The subscription and its resident's address; null when it was deleted meanwhile. */
  to: (StoredTarget & { email: string }) | null;
};

/** Claims the oldest pending delivery for this instance, with its message's unsubscribe hash. */
export async function claimDelivery(
  db: Db,
  instance: string,
  leaseSeconds: number,
  unsubscribeHash: string,
): Promise<ClaimedDelivery | null> {
  const [row] = await queryRows<{
    id: number;
    run_id: number;
    subscription_id: number | null;
    period: string | null;
    items: AlertItem[];
  }>(
    db,
    sql`UPDATE alert_deliveries d
        SET status = 'sending', claimed_by = ${instance}, unsubscribe_hash = ${unsubscribeHash},
            lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
        WHERE d.id = (
          SELECT id FROM alert_deliveries WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.run_id, d.subscription_id, d.period, d.items`,
  );
  if (!row) return null;
  const [to] =
    row.subscription_id == null
      ? []
      : await queryRows<StoredTarget & { email: string }>(
          db,
          sql`SELECT s.kind, s.query, s.body, u.email FROM subscriptions s JOIN users u ON u.id = s.user_id
              WHERE s.id = ${row.subscription_id} AND s.state = 'active'`,
        );
  const items = typeof row.items === "string" ? (JSON.parse(row.items) as AlertItem[]) : row.items;
  return { id: Number(row.id), runId: Number(row.run_id), period: row.period, items, to: to ?? null };
}

/**
 * Recounts a run from its deliveries, its row locked first so that two instances ending
 * deliveries of one run at once each count what the other committed.
 */
async function settleRun(tx: Db, runId: number) {
  await tx.execute(sql`SELECT 1 FROM alert_runs WHERE id = ${runId} FOR UPDATE`);
  await tx.execute(
    sql`UPDATE alert_runs r SET
          sent = (SELECT count(*) FROM alert_deliveries WHERE run_id = r.id AND status = 'sent'),
          failed = (SELECT count(*) FROM alert_deliveries WHERE run_id = r.id AND status IN ('failed', 'unknown')),
          matched = (SELECT count(*) FROM alert_deliveries WHERE run_id = r.id),
          error = coalesce((SELECT error FROM alert_deliveries WHERE run_id = r.id AND status IN ('failed', 'unknown')
                            ORDER BY id DESC LIMIT 1), r.error),
          finished_at = CASE WHEN EXISTS (SELECT 1 FROM alert_deliveries WHERE run_id = r.id AND status IN ('pending', 'sending'))
                             THEN NULL ELSE coalesce(r.finished_at, now()) END
        WHERE r.id = ${runId}`,
  );
}

/** Ends a claimed delivery (only while this instance still holds it) and recounts its run. */
export async function finishDelivery(
  db: Db,
  instance: string,
  id: number,
  outcome: { status: "sent" } | { status: "failed"; error: string } | { status: "dropped" },
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows =
      outcome.status === "dropped"
        ? // Its subscription went before the message did: nothing to count.
          await queryRows<{ run_id: number }>(
            t,
            sql`DELETE FROM alert_deliveries WHERE id = ${id} AND claimed_by = ${instance} AND status = 'sending' RETURNING run_id`,
          )
        : await queryRows<{ run_id: number }>(
            t,
            sql`UPDATE alert_deliveries
                SET status = ${outcome.status}, error = ${outcome.status === "failed" ? outcome.error.slice(0, 500) : null},
                    sent_at = ${outcome.status === "sent" ? sql`now()` : sql`NULL`}, lease_expires_at = NULL
                WHERE id = ${id} AND claimed_by = ${instance} AND status = 'sending' RETURNING run_id`,
          );
    for (const r of rows) await settleRun(t, Number(r.run_id));
  });
}

/** Deliveries left "sending" past their lease (their instance died): "unknown", counted as failures. */
export async function expireStaleDeliveries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await queryRows<{ run_id: number }>(
      t,
      sql`UPDATE alert_deliveries SET status = 'unknown', error = ${UNKNOWN_OUTCOME}, lease_expires_at = NULL
          WHERE status = 'sending' AND lease_expires_at < now() RETURNING run_id`,
    );
    for (const runId of new Set(rows.map((r) => Number(r.run_id)))) await settleRun(t, runId);
    return rows.length;
  });
}
