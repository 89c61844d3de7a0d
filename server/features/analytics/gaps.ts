import { sql } from "drizzle-orm";
import { ANALYTICS_DAYS, ANALYTICS_TIME_ZONE, CONTENT_GAPS_LIMIT, type ContentGap } from "@common/analytics";
import type { AssistantName } from "@common/assistants";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { lexemeWeights, meaningful, REVIEWED_MIN_SIMILARITY, similarity } from "../feedback/match";

const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
/** The declined questions read, the newest first: enough for a month of a town's gaps. */
const MAX_DECLINED = 5000;
const MAX_VARIANTS = 3;

export type Declined = { question: string; assistant: AssistantName; createdAt: string; lexemes: string[] };

/**
 * Groups declined questions that mean the same: first those with the same words (once stemmed),
 * then groups whose words are as alike as a question must be to a reviewed one (the same weighted
 * measure and threshold), the most asked group absorbing the others. Most asked first.
 */
export function groupDeclined(rows: Declined[], weight: (lexeme: string) => number): ContentGap[] {
  type Group = { lexemes: string[]; asked: Declined[] };
  const byWords = new Map<string, Group>();
  for (const r of rows) {
    const words = meaningful(r.lexemes).sort();
    const key = words.length ? words.join(" ") : `=${r.question.trim().toLowerCase()}`;
    const g = byWords.get(key) ?? { lexemes: words, asked: [] };
    g.asked.push(r);
    byWords.set(key, g);
  }
  const latest = (g: Group) => g.asked.reduce((m, r) => (r.createdAt > m ? r.createdAt : m), "");
  const ordered = [...byWords.values()].sort(
    (a, b) => b.asked.length - a.asked.length || latest(b).localeCompare(latest(a)),
  );
  const clusters: Group[][] = [];
  for (const g of ordered) {
    const home = g.lexemes.length
      ? clusters.find((c) => similarity(c[0]!.lexemes, g.lexemes, weight) >= REVIEWED_MIN_SIMILARITY)
      : undefined;
    if (home) home.push(g);
    else clusters.push([g]);
  }
  return clusters
    .map((c) => {
      const asked = c.flatMap((g) => g.asked);
      const wordings = new Map<string, { n: number; last: string }>();
      for (const r of asked) {
        const w = wordings.get(r.question) ?? { n: 0, last: "" };
        w.n++;
        if (r.createdAt > w.last) w.last = r.createdAt;
        wordings.set(r.question, w);
      }
      const ranked = [...wordings].sort((a, b) => b[1].n - a[1].n || b[1].last.localeCompare(a[1].last));
      return {
        question: ranked[0]![0],
        count: asked.length,
        variants: ranked.slice(1, 1 + MAX_VARIANTS).map(([q]) => q),
        assistants: [...new Set(asked.map((r) => r.assistant))].sort(),
        lastAskedAt: asked.reduce((m, r) => (r.createdAt > m ? r.createdAt : m), ""),
      };
    })
    .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt))
    .slice(0, CONTENT_GAPS_LIMIT);
}

/**
 * The content gaps: the questions the assistants declined over the analytics window (today and
 * the days before it, in the town), grouped by meaning, most asked first.
 */
export async function loadContentGaps(db: Db, assistant?: AssistantName): Promise<ContentGap[]> {
  const rows = await queryRows<Declined & { created_at: string }>(
    db,
    sql`
    SELECT question, assistant,
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
           tsvector_to_array(to_tsvector('english', left(question, 1000))) AS lexemes
    FROM ai_queries
    WHERE declined
      AND created_at >= ((((now() AT TIME ZONE ${tz})::date - ${sql.raw(String(ANALYTICS_DAYS - 1))})::timestamp) AT TIME ZONE ${tz})
      ${assistant ? sql`AND assistant = ${assistant}` : sql``}
    ORDER BY created_at DESC, id DESC
    LIMIT ${MAX_DECLINED}`,
  );
  const declined = rows.map((r) => ({ ...r, createdAt: r.created_at }));
  const weight = await lexemeWeights(
    db,
    declined.flatMap((r) => meaningful(r.lexemes)),
  );
  return groupDeclined(declined, weight);
}
