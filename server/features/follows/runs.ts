import { sql } from "drizzle-orm";
import type { Frequency } from "@common/follows";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import type { AlertItem } from "./alert-items";
import type { StoredTarget } from "./targets";

/** The SQL of alert runs: what is left to alert, who to alert, and recording a run with its deliveries. */

/** Public documents no run has been recorded for yet (made public since the last look), oldest first. */
export async function documentsWithoutRun(db: Db, limit: number): Promise<Array<{ id: number; title: string }>> {
  const rows = await queryRows<{ id: number; title: string }>(
    db,
    sql`SELECT d.id, d.title FROM documents d
        WHERE d.status = 'active' AND d.is_active
          AND NOT EXISTS (SELECT 1 FROM alert_runs r WHERE r.document_id = d.id)
        ORDER BY d.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title }));
}

export type ActiveSubscription = StoredTarget & { id: number; targetKey: string };

/** The confirmed subscriptions of one frequency. */
export async function activeSubscriptions(db: Db, frequency: Frequency): Promise<ActiveSubscription[]> {
  const rows = await queryRows<StoredTarget & { id: number; target_key: string }>(
    db,
    sql`SELECT id, kind, query, body, target_key FROM subscriptions
        WHERE state = 'active' AND frequency = ${frequency} ORDER BY id`,
  );
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, query: r.query, body: r.body, targetKey: r.target_key }));
}

/** The documents whose run started within [from, to) and that are still public: a week's digest. */
export async function documentsAlertedBetween(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT d.id FROM alert_runs r JOIN documents d ON d.id = r.document_id
        WHERE r.kind = 'document' AND r.started_at >= ${from.toISOString()} AND r.started_at < ${to.toISOString()}
          AND d.status = 'active' AND d.is_active
        ORDER BY d.id`,
  );
  return rows.map((r) => Number(r.id));
}

export async function periodHasRun(db: Db, period: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM alert_runs WHERE period = ${period}`);
  return rows.length > 0;
}

export type PlannedRun =
  | { kind: "document"; documentId: number; documentTitle: string; error: string | null }
  | { kind: "digest"; period: string; error: string | null };

/**
 * Records a run and its deliveries in one transaction. The run is unique per document and per
 * week: when another instance recorded it first, nothing is written and null is answered. A
 * subscription deleted or no longer active meanwhile gets no delivery.
 */
export async function recordRun(
  db: Db,
  run: PlannedRun,
  deliveries: Array<{ subscriptionId: number; items: AlertItem[] }>,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const documentId = run.kind === "document" ? run.documentId : null;
    const period = run.kind === "digest" ? run.period : null;
    const [created] = await queryRows<{ id: number }>(
      t,
      sql`INSERT INTO alert_runs (kind, document_id, document_title, period, error)
          VALUES (${run.kind}, ${documentId}, ${run.kind === "document" ? run.documentTitle : null}, ${period}, ${run.error})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!created) return null;
    const runId = Number(created.id);
    let matched = 0;
    for (const d of deliveries) {
      const inserted = await queryRows(
        t,
        sql`INSERT INTO alert_deliveries (run_id, subscription_id, document_id, period, items)
            SELECT ${runId}, s.id, ${documentId}, ${period}, ${JSON.stringify(d.items)}::jsonb
            FROM subscriptions s WHERE s.id = ${d.subscriptionId} AND s.state = 'active'
            ON CONFLICT DO NOTHING RETURNING id`,
      );
      matched += inserted.length;
    }
    await t.execute(
      sql`UPDATE alert_runs SET matched = ${matched}, finished_at = ${matched === 0 ? sql`now()` : sql`NULL`}
          WHERE id = ${runId}`,
    );
    return runId;
  });
}
