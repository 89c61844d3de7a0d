import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";

/** Test support for the ingestion across instances: what documents became, and who held their jobs. */

/** What ingestion made of each file (by its SHA-256): outcome, and a digest of its passages, items and motions. */
export async function outcomes(db: Db) {
  const rows = await queryRows<{
    sha256: string;
    status: string;
    failure_reason: string | null;
    passage_count: number;
    passages: string;
    n: number;
    items: number;
    motions: number;
  }>(
    db,
    sql`SELECT d.sha256, d.status, d.failure_reason, d.passage_count,
          md5(coalesce(string_agg(p.page || '|' || p.ordinal || '|' || coalesce(p.item_ordinal::text, '') || '|' ||
              p.heading || '|' || p.text, E'\n' ORDER BY p.ordinal), '')) AS passages,
          count(p.id)::int AS n,
          (SELECT count(*)::int FROM agenda_items a WHERE a.document_id = d.id) AS items,
          (SELECT count(*)::int FROM motions m WHERE m.document_id = d.id) AS motions
        FROM documents d LEFT JOIN passages p ON p.document_id = d.id
        GROUP BY d.id ORDER BY d.sha256`,
  );
  return new Map(rows.map(({ sha256, ...r }) => [sha256, r]));
}

export const processing = async (db: Db) =>
  Number(
    (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM documents WHERE status = 'processing'`))[0]!
      .n,
  );

export async function until(what: string, check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The term statistics agree with the passages: nothing counted twice or left behind. */
export async function statisticsMismatches(db: Db) {
  const [row] = await queryRows<{ extra: number; missing: number; total: number; passages: number }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM (SELECT term, df FROM term_stats WHERE term <> ''
             EXCEPT SELECT word, ndoc FROM ts_stat('SELECT tsv FROM passages')) x) AS extra,
          (SELECT count(*)::int FROM (SELECT word, ndoc FROM ts_stat('SELECT tsv FROM passages')
             EXCEPT SELECT term, df FROM term_stats) y) AS missing,
          (SELECT coalesce(max(df), 0) FROM term_stats WHERE term = '') AS total,
          (SELECT count(*)::int FROM passages) AS passages`,
  );
  return { extra: row!.extra, missing: row!.missing, countOff: Number(row!.total) - Number(row!.passages) };
}

/** Watches the jobs' claims (every 100 ms): who held each job, claim after claim. */
export function watchClaims(db: Db) {
  const claims = new Map<number, Array<{ token: number; by: string }>>();
  let on = true;
  const done = (async () => {
    while (on) {
      const rows = await queryRows<{ document_id: number; token: number; claimed_by: string }>(
        db,
        sql`SELECT document_id, token, claimed_by FROM ingestion_jobs WHERE claimed_by IS NOT NULL`,
      ).catch(() => []);
      for (const r of rows) {
        const seen = claims.get(r.document_id) ?? [];
        if (seen.at(-1)?.token !== r.token) seen.push({ token: r.token, by: r.claimed_by });
        claims.set(r.document_id, seen);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    claims,
    stop: async () => {
      on = false;
      await done;
    },
  };
}
