import { sql, type SQL } from "drizzle-orm";
import {
  documentFileUrl,
  type DocumentBody,
  type DocumentKind,
  type LibraryResponse,
  type PublicDocument,
} from "@common/documents";
import type { Db } from "../../db/client";
import { dateCell, queryRows } from "../../db/rows";
import { extractCodes } from "./chunker";
import { parseMarked } from "./snippet";

export const LIBRARY_PAGE_SIZE = 20;

export type LibraryQuery = { q: string; body?: DocumentBody; year?: number; page: number };

const isoTime = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const YEAR = sql`extract(year FROM coalesce(d.meeting_date, d.upload_date::date))::int`;

function narrow(q: LibraryQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.body) parts.push(sql`d.body = ${q.body}`);
  if (q.year) parts.push(sql`${YEAR} = ${q.year}`);
  return sql.join(parts, sql` AND `);
}

async function facets(db: Db, from: SQL) {
  const r = await queryRows<{ kind: string; k: string; n: number }>(
    db,
    sql`
    WITH f AS (${from})
    SELECT 'body' AS kind, body AS k, count(*)::int AS n FROM f GROUP BY body
    UNION ALL
    SELECT 'year', year::text, count(*)::int FROM f GROUP BY year`,
  );
  return {
    bodies: r.filter((x) => x.kind === "body").map((x) => ({ body: x.k as DocumentBody, count: Number(x.n) })),
    years: r
      .filter((x) => x.kind === "year")
      .map((x) => ({ year: Number(x.k), count: Number(x.n) }))
      .sort((a, b) => b.year - a.year),
  };
}

function presentDoc(r: Record<string, unknown>): PublicDocument {
  return {
    id: Number(r.id),
    title: String(r.title),
    body: r.body as DocumentBody,
    kind: (r.kind as DocumentKind | undefined) ?? "minutes",
    meetingDate: dateCell(r.meeting_date),
    uploadDate: isoTime(r.upload_date),
    pageCount: r.page_count == null ? null : Number(r.page_count),
    isSample: Boolean(r.is_sample),
    fileUrl: documentFileUrl(Number(r.id)),
  };
}

/** The public library: browse (newest first) or search (best passage per document), with facets. */
export async function searchLibrary(db: Db, q: LibraryQuery): Promise<LibraryResponse> {
  const offset = (q.page - 1) * LIBRARY_PAGE_SIZE;
  const visible = sql`d.status = 'active' AND d.is_active`;
  const totalDocuments = Number(
    (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM documents d WHERE ${visible}`))[0]?.n ?? 0,
  );
  const base = { query: q.q, page: q.page, pageSize: LIBRARY_PAGE_SIZE, totalDocuments };

  if (!q.q) {
    const all = sql`SELECT d.body, ${YEAR} AS year FROM documents d WHERE ${visible}`;
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`
      SELECT d.id, d.title, d.body, d.kind, d.meeting_date, d.upload_date, d.page_count, d.is_sample, count(*) OVER () AS total
      FROM documents d WHERE ${visible} AND ${narrow(q)}
      ORDER BY coalesce(d.meeting_date, d.upload_date::date) DESC, d.id DESC
      LIMIT ${LIBRARY_PAGE_SIZE} OFFSET ${offset}`,
    );
    return {
      ...base,
      total: Number(rows[0]?.total ?? 0),
      results: [],
      documents: rows.map(presentDoc),
      facets: await facets(db, all),
    };
  }

  const tsq = sql`websearch_to_tsquery('english', ${q.q})`;
  const codes = extractCodes(q.q);
  const codeMatch = codes.length ? sql`OR p.simple_tsv @@ ${codes.map((c) => `'${c}'`).join(" | ")}::tsquery` : sql``;
  const matches = sql`
    SELECT p.id AS passage_id, p.document_id, p.page, p.text,
      ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', p.tsv, ${tsq}, 1) ${codes.length ? sql`+ (CASE WHEN p.simple_tsv @@ ${codes.map((c) => `'${c}'`).join(" | ")}::tsquery THEN 1 ELSE 0 END)` : sql``} AS rank
    FROM passages p JOIN documents d ON d.id = p.document_id
    WHERE (p.tsv @@ ${tsq} ${codeMatch}) AND ${visible}
    UNION ALL
    SELECT p.id, p.document_id, p.page, p.text, 0.05 * word_similarity(${q.q}, d.title)
    FROM documents d JOIN passages p ON p.document_id = d.id AND p.ordinal = 0
    WHERE word_similarity(${q.q}, d.title) >= 0.3 AND ${visible}`;
  const best = sql`
    SELECT DISTINCT ON (m.document_id) m.*, d.title, d.body, d.kind, d.meeting_date, d.upload_date, d.page_count, d.is_sample, ${YEAR} AS year
    FROM (${matches}) m JOIN documents d ON d.id = m.document_id
    ORDER BY m.document_id, m.rank DESC, m.page`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    WITH b AS (${best})
    SELECT r.*, ts_headline('english', r.text, ${tsq}, ${'StartSel=\u0002, StopSel=\u0003, MaxWords=40, MinWords=18, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "'}) AS headline
    FROM (
      SELECT d.*, count(*) OVER () AS total FROM b d WHERE ${narrow(q)}
      ORDER BY (d.rank * (1 + 0.1 * exp(-greatest(0, (current_date - coalesce(d.meeting_date, d.upload_date::date))) / 3650.0))) DESC, d.document_id DESC
      LIMIT ${LIBRARY_PAGE_SIZE} OFFSET ${offset}
    ) r`,
  );
  return {
    ...base,
    total: Number(rows[0]?.total ?? 0),
    results: rows.map((r) => {
      const doc = presentDoc({ ...r, id: r.document_id });
      return {
        documentId: doc.id,
        title: doc.title,
        body: doc.body,
        meetingDate: doc.meetingDate,
        page: Number(r.page),
        snippet: parseMarked(String(r.headline ?? r.text ?? "").slice(0, 600)),
        isSample: doc.isSample,
        fileUrl: documentFileUrl(doc.id, Number(r.page)),
      };
    }),
    documents: [],
    facets: await facets(db, sql`WITH b AS (${best}) SELECT body, year FROM b`),
  };
}
