import { sql, type SQL } from "drizzle-orm";
import type { DocumentBody } from "@common/documents";
import {
  HISTORY_MAX_ENTRIES,
  type HistoryEntry,
  type HistoryResponse,
  type MotionOutcome,
} from "@common/document-records";
import type { Db } from "../../db/client";
import { dateCell, queryRows } from "../../db/rows";
import { extractCodes } from "./chunker";

/**
 * The words of an agenda item's number and title, as the index `agenda_items_title_tsv` holds them
 * (migration 0011): the query must spell the expression exactly so for the index to serve it.
 */
export const ITEM_TITLE_TSV = sql`to_tsvector('english'::regconfig, coalesce(i.code, '') || ' ' || replace(i.title, '/', ' '))`;

/** Whether the query uses the search syntax (quotes, OR, a leading minus) rather than plain words. */
const usesSyntax = (q: string) => /["]|(^|\s)-\S|\bor\b/i.test(q);

type Row = {
  document_id: number;
  ordinal: number;
  total: number;
  doc_title: string;
  body: DocumentBody;
  kind: "minutes" | "agenda" | "other" | null;
  meeting_date: string | Date | null;
  code: string | null;
  item_title: string;
  page_from: number;
  page_to: number;
  continued_to: string | Date | null;
  in_title: boolean;
  motion_text: string | null;
  outcome: MotionOutcome | null;
  tally_text: string | null;
  motion_count: number;
};

/**
 * The history of a place, road, project, parcel or name: every agenda item about it across the
 * meetings and bodies of the public library, in date order, each with the outcome and tally of its
 * deciding motion and any continuance.
 *
 * An item is about the query when its number and title hold every word of it (PostgreSQL full-text
 * search, English stemming), when its text holds the words as a phrase, or when its title or text
 * holds a project or parcel number of the query exactly, whatever its punctuation. When more than
 * `limit` items match, the latest are kept. `documentIds` narrows it to those documents (the
 * follows' alerts ask it of a newly indexed one). Used by the history search, the assistants and
 * the follows' feeds and alerts.
 */
export async function historyOf(
  db: Db,
  query: string,
  body?: DocumentBody,
  limit: number = HISTORY_MAX_ENTRIES,
  documentIds?: number[],
): Promise<{ total: number; entries: HistoryEntry[] }> {
  // Words joined by a slash are indexed apart ("Broadway/Jackson"), and searched apart.
  const q = query.replace(/\//g, " ").trim();
  if (!q) return { total: 0, entries: [] };
  const max = Math.max(1, Math.min(Math.floor(limit), 1000));
  const words = sql`websearch_to_tsquery('english', ${q})`;
  const phrase = usesSyntax(q) ? words : sql`phraseto_tsquery('english', ${q})`;
  const codes = extractCodes(q);
  const codeQuery = codes.length ? sql`${codes.map((c) => `'${c}'`).join(" | ")}::tsquery` : null;
  const textMatch: SQL = codeQuery
    ? sql`(p.tsv @@ ${phrase} OR p.simple_tsv @@ ${codeQuery})`
    : sql`p.tsv @@ ${phrase}`;
  const titleCode: SQL = codes.length
    ? sql`OR regexp_replace(lower(coalesce(i.code, '') || ' ' || i.title), '[^a-z0-9]', '', 'g') LIKE ANY(${`{${codes.map((c) => `"%${c}%"`).join(",")}}`}::text[])`
    : sql``;
  const within = documentIds ? sql`AND d.id = ANY(${`{${documentIds.map(Number).join(",")}}`}::int[])` : sql``;
  const visible = sql`d.status = 'active' AND d.is_active ${body ? sql`AND d.body = ${body}` : sql``} ${within}`;

  const rows = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The matching items are read from the GIN indexes alone (see withIndexes in search.ts): the
    // planner would otherwise scan the passages and decompress every row's tsvector.
    await t.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    const [hits] = await queryRows<{ docs: number[] | null; ords: number[] | null }>(
      t,
      sql`SELECT array_agg(document_id) AS docs, array_agg(ordinal) AS ords FROM (
            SELECT i.document_id, i.ordinal FROM agenda_items i WHERE ${ITEM_TITLE_TSV} @@ ${words}
            UNION
            SELECT p.document_id, p.item_ordinal FROM passages p WHERE p.item_ordinal IS NOT NULL AND ${textMatch}
          ) h`,
    );
    if (!hits?.docs?.length) return [];
    // Then the usual plans: a hash join with the documents, the latest first, motions by key.
    await t.execute(sql`SELECT set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true)`);
    const list = (xs: number[]) => `{${xs.map(Number).join(",")}}`;
    return queryRows<Row>(
      t,
      sql`
      WITH latest AS (
        SELECT h.document_id, h.ordinal, coalesce(d.meeting_date, d.upload_date::date) AS day, count(*) OVER () AS total
        FROM unnest(${list(hits.docs)}::int[], ${list(hits.ords ?? [])}::int[]) AS h(document_id, ordinal)
        JOIN documents d ON d.id = h.document_id
        WHERE ${visible}
        ORDER BY day DESC, h.document_id DESC, h.ordinal DESC
        LIMIT ${max}
      )
      SELECT l.document_id, l.ordinal, l.total, d.title AS doc_title, d.body, d.kind, d.meeting_date,
        i.code, i.title AS item_title, i.page_from, i.page_to, i.continued_to,
        (${ITEM_TITLE_TSV} @@ ${words} ${titleCode}) AS in_title,
        m.text AS motion_text, m.outcome, m.tally_text, coalesce(m.n, 0)::int AS motion_count
      FROM latest l
      JOIN documents d ON d.id = l.document_id
      JOIN agenda_items i ON i.document_id = l.document_id AND i.ordinal = l.ordinal
      LEFT JOIN LATERAL (
        SELECT m.text, m.outcome, m.tally_text, count(*) OVER () AS n FROM motions m
        WHERE m.document_id = l.document_id AND m.item_ordinal = l.ordinal
        ORDER BY (m.outcome IS NOT NULL) DESC, m.ordinal DESC LIMIT 1
      ) m ON true
      ORDER BY l.day, l.document_id, l.ordinal`,
    );
  });

  const entries = rows.map((r): HistoryEntry => {
    const continuedTo = dateCell(r.continued_to);
    return {
      documentId: Number(r.document_id),
      documentTitle: r.doc_title,
      meetingDate: dateCell(r.meeting_date),
      body: r.body,
      itemOrdinal: Number(r.ordinal),
      itemCode: r.code,
      itemTitle: r.item_title,
      outcome: r.outcome ?? (continuedTo ? "continued" : null),
      tallyText: r.tally_text,
      motionText: r.motion_text,
      motionCount: Number(r.motion_count),
      continuedTo,
      page: Number(r.page_from),
      pageTo: Number(r.page_to),
      matchedIn: r.in_title ? "title" : "text",
      from: r.kind ?? "minutes",
    };
  });
  return { total: Number(rows[0]?.total ?? 0), entries };
}

/** The history search's answer. */
export async function searchHistory(db: Db, query: string, body?: DocumentBody): Promise<HistoryResponse> {
  const { total, entries } = await historyOf(db, query, body);
  return { query, total, entries };
}
