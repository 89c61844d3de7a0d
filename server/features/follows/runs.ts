import { sql } from "drizzle-orm";
import type { DocumentBody, DocumentKind } from "@common/document-basics";
import type { Frequency } from "@common/follows";
import type { Db } from "../../db/client";
import { dateCell, queryRows } from "../../db/rows";
import type { AlertItem } from "./alert-items";
import type { StoredTarget } from "./targets";

/** The SQL of alert runs: what is left to alert, who to alert, and recording a run with its deliveries. */

export type UnalertedDocument = {
  id: number;
  title: string;
  kind: DocumentKind;
  body: DocumentBody;
  meetingDate: string | null;
};

type DocumentRow = { id: number; title: string; kind: DocumentKind; body: DocumentBody; meeting_date: unknown };

/** A document as an alert run reads it. */
const unalerted = (r: DocumentRow): UnalertedDocument => ({
  id: Number(r.id),
  title: r.title,
  kind: r.kind,
  body: r.body,
  meetingDate: dateCell(r.meeting_date),
});

/** Public documents no run has been recorded for yet (made public since the last look), oldest first. */
export async function documentsWithoutRun(db: Db, limit: number): Promise<UnalertedDocument[]> {
  const rows = await queryRows<DocumentRow>(
    db,
    sql`SELECT d.id, d.title, d.kind, d.body, d.meeting_date FROM documents d
        WHERE d.status = 'active' AND d.is_active
          AND NOT EXISTS (SELECT 1 FROM alert_runs r WHERE r.document_id = d.id)
        ORDER BY d.id LIMIT ${limit}`,
  );
  return rows.map(unalerted);
}

/** An agenda item a delivery alerts to: recorded so that no later copy of the agenda alerts to it again. */
export type AgendaAlertKey = {
  body: string;
  meetingDate: string;
  itemKey: string;
  itemCode: string | null;
  itemTitle: string;
};

/** The agenda alerts of a meeting not yet followed by what was decided, with their subscriptions. */
export async function agendaAlertsToFollowUp(
  db: Db,
  body: string,
  meetingDate: string,
): Promise<
  Array<{
    id: number;
    subscriptionId: number;
    documentId: number;
    itemCode: string | null;
    itemTitle: string;
    createdAt: string;
  }>
> {
  const rows = await queryRows<{
    id: number;
    subscription_id: number;
    document_id: number;
    item_code: string | null;
    item_title: string;
    created_at: string | Date;
  }>(
    db,
    sql`SELECT a.id, a.subscription_id, a.document_id, a.item_code, a.item_title, a.created_at FROM agenda_alerts a
        JOIN subscriptions s ON s.id = a.subscription_id AND s.state = 'active'
        WHERE a.body = ${body} AND a.meeting_date = ${meetingDate} AND a.follow_up_document_id IS NULL
        ORDER BY a.subscription_id, a.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    subscriptionId: Number(r.subscription_id),
    documentId: Number(r.document_id),
    itemCode: r.item_code,
    itemTitle: r.item_title,
    createdAt: new Date(r.created_at).toISOString(),
  }));
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
export async function documentsAlertedBetween(db: Db, from: Date, to: Date): Promise<UnalertedDocument[]> {
  const rows = await queryRows<DocumentRow>(
    db,
    sql`SELECT d.id, d.title, d.kind, d.body, d.meeting_date FROM alert_runs r JOIN documents d ON d.id = r.document_id
        WHERE r.kind = 'document' AND r.started_at >= ${from.toISOString()} AND r.started_at < ${to.toISOString()}
          AND d.status = 'active' AND d.is_active
        ORDER BY d.id`,
  );
  return rows.map(unalerted);
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
export type PlannedDelivery = {
  subscriptionId: number;
  items: AlertItem[];
  /** For an agenda: the key of each item (same order); an item already alerted to is left out. */
  agendaKeys?: AgendaAlertKey[];
  /** For minutes: the agenda alerts this delivery follows up (marked done with it). */
  followsUp?: number[];
};

/** Records the agenda items a subscription is alerted to; answers the indexes of those new to it. */
async function newAgendaItems(t: Db, documentId: number, d: PlannedDelivery): Promise<number[]> {
  const fresh: number[] = [];
  for (const [k, key] of (d.agendaKeys ?? []).entries()) {
    const inserted = await queryRows(
      t,
      sql`INSERT INTO agenda_alerts (subscription_id, body, meeting_date, item_key, document_id, item_code, item_title)
          SELECT s.id, ${key.body}, ${key.meetingDate}, ${key.itemKey}, ${documentId}, ${key.itemCode}, ${key.itemTitle}
          FROM subscriptions s WHERE s.id = ${d.subscriptionId} AND s.state = 'active'
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (inserted.length) fresh.push(k);
  }
  return fresh;
}

export async function recordRun(db: Db, run: PlannedRun, deliveries: PlannedDelivery[]): Promise<number | null> {
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
      let items = d.items;
      if (d.agendaKeys && documentId !== null) {
        const fresh = new Set(await newAgendaItems(t, documentId, d));
        items = items.filter((_it, k) => fresh.has(k));
        if (!items.length) continue;
      }
      const inserted = await queryRows<{ id: number }>(
        t,
        sql`INSERT INTO alert_deliveries (run_id, subscription_id, document_id, period, items)
            SELECT ${runId}, s.id, ${documentId}, ${period}, ${JSON.stringify(items)}::jsonb
            FROM subscriptions s WHERE s.id = ${d.subscriptionId} AND s.state = 'active'
            ON CONFLICT DO NOTHING RETURNING id`,
      );
      matched += inserted.length;
      const delivery = inserted[0] ? Number(inserted[0].id) : null;
      if (delivery !== null && d.agendaKeys && documentId !== null)
        await t.execute(
          sql`UPDATE agenda_alerts SET delivery_id = ${delivery}
              WHERE subscription_id = ${d.subscriptionId} AND document_id = ${documentId} AND delivery_id IS NULL`,
        );
      if (d.followsUp?.length && documentId !== null)
        await t.execute(
          sql`UPDATE agenda_alerts SET follow_up_document_id = ${documentId}
              WHERE id = ANY(${`{${d.followsUp.map(Number).join(",")}}`}::int[])`,
        );
    }
    await t.execute(
      sql`UPDATE alert_runs SET matched = ${matched}, finished_at = ${matched === 0 ? sql`now()` : sql`NULL`}
          WHERE id = ${runId}`,
    );
    return runId;
  });
}
