import { sql } from "drizzle-orm";
import type { AlertRun, FollowStats } from "@common/follows";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { targetLabel, type StoredTarget } from "./targets";

/** The admin's view of the follows: followers per target, and the latest alert runs. */

const MAX_TARGETS = 200;
const MAX_RUNS = 100;

export async function followStats(db: Db, emailAlerts: boolean): Promise<FollowStats> {
  const rows = await queryRows<StoredTarget & { subscribers: number; feeds: number }>(
    db,
    sql`SELECT min(kind) AS kind, min(query) AS query, min(body) AS body,
          sum(subscribers)::int AS subscribers, sum(feeds)::int AS feeds
        FROM (
          SELECT target_key, kind, query, body, 0 AS subscribers, requests AS feeds FROM follows
          UNION ALL
          SELECT target_key, kind, query, body, (state = 'active')::int, 0 FROM subscriptions
        ) t
        GROUP BY target_key
        ORDER BY sum(subscribers) DESC, sum(feeds) DESC, min(kind), min(body), min(query)
        LIMIT ${MAX_TARGETS}`,
  );
  return {
    emailAlerts,
    targets: rows.map((r) => ({
      kind: r.kind,
      query: r.query,
      body: r.body,
      label: targetLabel(r),
      subscribers: Number(r.subscribers),
      feedFollows: Number(r.feeds),
    })),
  };
}

type RunRow = {
  id: number;
  kind: "document" | "digest";
  document_id: number | null;
  document_title: string | null;
  period: string | null;
  started_at: string | Date;
  finished_at: string | Date | null;
  matched: number;
  sent: number;
  failed: number;
  error: string | null;
};

const iso = (v: string | Date) => new Date(v).toISOString();

export async function listAlertRuns(db: Db): Promise<AlertRun[]> {
  const rows = await queryRows<RunRow>(
    db,
    sql`SELECT id, kind, document_id, document_title, period, started_at, finished_at, matched, sent, failed, error
        FROM alert_runs ORDER BY started_at DESC, id DESC LIMIT ${MAX_RUNS}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    documentId: r.document_id == null ? null : Number(r.document_id),
    documentTitle: r.document_title,
    period: r.period,
    startedAt: iso(r.started_at),
    finishedAt: r.finished_at == null ? null : iso(r.finished_at),
    matched: Number(r.matched),
    sent: Number(r.sent),
    failed: Number(r.failed),
    error: r.error,
  }));
}
