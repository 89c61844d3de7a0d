import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Motion } from "./minutes/types";
import type { TaggedName } from "./minutes/names";
import type { ItemSentence, SentenceRole } from "./minutes/sentences";
import { dateCell, intArray, queryRows, textArray } from "../../db/rows";
import { pairKey, pairQuery, readOnce, type TermPair } from "./search";

export type ItemKey = { documentId: number; ordinal: number };

/** An agenda item with everything an answer may read: its passages in order, its motions, its meeting. */
export type ItemContext = {
  documentId: number;
  title: string;
  body: string;
  meetingDate: string | null;
  ordinal: number;
  code: string | null;
  itemTitle: string;
  pageFrom: number;
  pageTo: number;
  continuedTo: string | null;
  /**
   * In reading order; `lexemes`: which of the asked lexemes the passage holds; `pairs`: which of the
   * asked pairs it prints together (`pairKey`).
   */
  passages: Array<{ passageId: number; page: number; text: string; lexemes?: string[]; pairs?: string[] }>;
  motions: Motion[];
  /**
   * The item's sentences as the reader cut them at ingestion, with their pages and roles (absent for
   * a passage read as an item, whose sentences are cut from its passages).
   */
  sentences?: Array<ItemSentence & { lexemes?: string[] }>;
  /** Which of the asked lexemes occur anywhere in the item (title and text). */
  lexemes: string[];
  /** Which of the asked lexemes its title holds. */
  titleLexemes?: string[];
  /** Which of the asked pairs its title prints together. */
  titlePairs?: string[];
  /** Which words of the body the question names its document prints at its head (`headingWords`). */
  headingWords?: string[];
};

/** Which of `lexemes` each passage holds (for passages outside any recognised item). */
export async function passageLexemes(db: Db, ids: number[], lexemes: string[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!ids.length || !lexemes.length) return out;
  const rows = await queryRows<{ id: number; hits: string[] | null }>(
    db,
    sql`SELECT p.id, ARRAY(SELECT l FROM unnest(${textArray(lexemes)}::text[]) l WHERE p.tsv @@ quote_literal(l)::tsquery) AS hits
        FROM (SELECT p.id, ${readOnce("tsv")} FROM passages p WHERE p.id = ANY(${intArray(ids)}::int[]) OFFSET 0) p`,
  );
  for (const r of rows) out.set(Number(r.id), r.hits ?? []);
  return out;
}

/** How much of a document's first page is its heading: the body, the meeting, its date and place. */
const HEADING_CHARS = 300;

/**
 * Which of `words` each document prints at the head of its first page (HEADING_CHARS), as the
 * database's English analyser reads them: minutes print their body's name there.
 */
export async function headingWords(db: Db, documentIds: number[], words: string[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!documentIds.length || !words.length) return out;
  const rows = await queryRows<{ document_id: number; hits: string[] | null }>(
    db,
    sql`SELECT d.document_id, ARRAY(SELECT w FROM unnest(${textArray(words)}::text[]) w
          WHERE numnode(plainto_tsquery('english', w)) > 0 AND d.tsv @@ plainto_tsquery('english', w)) AS hits
        FROM (SELECT document_id, to_tsvector('english', left(text, ${HEADING_CHARS})) AS tsv FROM document_pages
          WHERE page = 1 AND document_id = ANY(${intArray(documentIds)}::int[])) d`,
  );
  for (const r of rows) out.set(Number(r.document_id), r.hits ?? []);
  return out;
}

/**
 * For passages outside any recognised item, the text around each: every passage of its document on
 * its page and the next that is outside an item too, in reading order (keyed by the passage asked for).
 */
export async function passageSurroundings(
  db: Db,
  ids: number[],
): Promise<Map<number, Array<{ passageId: number; page: number; text: string }>>> {
  const out = new Map<number, Array<{ passageId: number; page: number; text: string }>>();
  if (!ids.length) return out;
  const rows = await queryRows<{ anchor: number; id: number; page: number; text: string }>(
    db,
    sql`SELECT q.id AS anchor, p.id, p.page, p.text
        FROM passages q
        JOIN passages p ON p.document_id = q.document_id AND p.page BETWEEN q.page AND q.page + 1
          AND p.item_ordinal IS NULL
        WHERE q.id = ANY(${intArray(ids)}::int[])
        ORDER BY q.id, p.page, p.ordinal`,
  );
  for (const r of rows) {
    const list = out.get(Number(r.anchor)) ?? [];
    list.push({ passageId: Number(r.id), page: Number(r.page), text: r.text });
    out.set(Number(r.anchor), list);
  }
  return out;
}

/**
 * What `loadItems` reads besides passages and motions: the stored sentences, with or without which
 * of the lexemes each holds, and which of the question's pairs of words (`QueryAnalysis.pairs`) each
 * passage and title prints together.
 */
export type ItemReading = { sentences?: "text" | "lexemes"; pairs?: TermPair[] };

/**
 * Loads agenda items by key, with their passages, motions and which of `lexemes` (English lexemes
 * as the search analyses a question) they contain, and, when asked, their stored sentences: in
 * three or four statements whatever the number of items.
 */
export async function loadItems(
  db: Db,
  keys: ItemKey[],
  lexemes: string[] = [],
  reading: ItemReading = {},
): Promise<ItemContext[]> {
  if (!keys.length) return [];
  const docIds = intArray(keys.map((k) => k.documentId));
  const ords = intArray(keys.map((k) => k.ordinal));
  const pairs = sql`(SELECT * FROM unnest(${docIds}::int[], ${ords}::int[]) AS k(document_id, ordinal))`;
  /** Which of `lexemes` a tsvector holds (NULL when none were asked for). */
  const held = (tsv: SQL) =>
    lexemes.length
      ? sql`ARRAY(SELECT l FROM unnest(${textArray(lexemes)}::text[]) l WHERE ${tsv} @@ quote_literal(l)::tsquery)`
      : sql`NULL::text[]`;
  const asked = reading.pairs ?? [];
  /** Which of the pairs a tsvector prints together (NULL when none were asked for). */
  const together = (tsv: SQL) =>
    asked.length
      ? sql`ARRAY(SELECT k FROM unnest(${textArray(asked.map(pairKey))}::text[], ${textArray(asked.map(pairQuery))}::text[]) AS x(k, q)
          WHERE ${tsv} @@ q::tsquery)`
      : sql`NULL::text[]`;
  const items = await queryRows<{
    document_id: number;
    ordinal: number;
    code: string | null;
    title: string;
    page_from: number;
    page_to: number;
    continued_to: string | Date | null;
    doc_title: string;
    body: string;
    meeting_date: string | Date | null;
    title_hits: string[] | null;
    title_pairs: string[] | null;
  }>(
    db,
    sql`SELECT i.*, d.title AS doc_title, d.body, d.meeting_date,
          ${held(sql`to_tsvector('english', i.title)`)} AS title_hits,
          ${together(sql`to_tsvector('english', i.title)`)} AS title_pairs
        FROM agenda_items i JOIN ${pairs} k USING (document_id, ordinal) JOIN documents d ON d.id = i.document_id`,
  );
  const passages = await queryRows<{
    id: number;
    document_id: number;
    item_ordinal: number;
    page: number;
    text: string;
    hits: string[] | null;
    pair_hits: string[] | null;
  }>(
    db,
    sql`SELECT p.id, p.document_id, p.item_ordinal, p.page, p.text,
          ${held(sql`p.tsv`)} AS hits, ${together(sql`p.tsv`)} AS pair_hits
        FROM (
          SELECT p.id, p.document_id, p.item_ordinal, p.ordinal, p.page, p.text, ${readOnce("tsv")}
          FROM passages p JOIN ${pairs} k ON k.document_id = p.document_id AND k.ordinal = p.item_ordinal
          OFFSET 0
        ) p
        ORDER BY p.document_id, p.ordinal`,
  );
  const motions = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT m.* FROM motions m JOIN ${pairs} k ON k.document_id = m.document_id AND k.ordinal = m.item_ordinal
        ORDER BY m.document_id, m.item_ordinal, m.ordinal`,
  );
  // One row per item, its sentences as arrays in reading order: far fewer rows to hand over than one per sentence.
  const lexemed = reading.sentences === "lexemes";
  const said = !reading.sentences
    ? []
    : await queryRows<{
        document_id: number;
        item_ordinal: number;
        pages: number[];
        roles: string[];
        texts: string[];
        names: string;
        hits: string | null;
      }>(
        db,
        sql`SELECT s.document_id, s.item_ordinal, array_agg(s.page ORDER BY s.ordinal) AS pages,
          array_agg(s.role ORDER BY s.ordinal) AS roles, array_agg(s.text ORDER BY s.ordinal) AS texts,
          json_agg(s.names ORDER BY s.ordinal)::text AS names,
          ${lexemed ? sql`json_agg(${held(sql`s.tsv`)} ORDER BY s.ordinal)::text` : sql`NULL::text`} AS hits
        FROM (
          SELECT s.document_id, s.item_ordinal, s.ordinal, s.page, s.role, s.text, s.names${lexemed ? sql`, s.tsv || ''::tsvector AS tsv` : sql``}
          FROM item_sentences s JOIN ${pairs} k ON k.document_id = s.document_id AND k.ordinal = s.item_ordinal
          OFFSET 0
        ) s
        GROUP BY s.document_id, s.item_ordinal`,
      );
  const key = (d: unknown, o: unknown) => `${Number(d)}:${Number(o)}`;
  const byKey = new Map<string, ItemContext>();
  for (const r of items) {
    byKey.set(key(r.document_id, r.ordinal), {
      documentId: Number(r.document_id),
      title: r.doc_title,
      body: r.body,
      meetingDate: dateCell(r.meeting_date),
      ordinal: Number(r.ordinal),
      code: r.code,
      itemTitle: r.title,
      pageFrom: Number(r.page_from),
      pageTo: Number(r.page_to),
      continuedTo: dateCell(r.continued_to),
      passages: [],
      motions: [],
      lexemes: [],
      titleLexemes: r.title_hits ?? [],
      ...(r.title_pairs ? { titlePairs: r.title_pairs } : {}),
    });
  }
  for (const p of passages) {
    const it = byKey.get(key(p.document_id, p.item_ordinal));
    if (!it) continue;
    it.passages.push({
      passageId: Number(p.id),
      page: Number(p.page),
      text: p.text,
      lexemes: p.hits ?? [],
      ...(p.pair_hits ? { pairs: p.pair_hits } : {}),
    });
    for (const l of p.hits ?? []) if (!it.lexemes.includes(l)) it.lexemes.push(l);
  }
  for (const r of said) {
    const it = byKey.get(key(r.document_id, r.item_ordinal));
    if (!it) continue;
    const names = JSON.parse(r.names) as Array<TaggedName[] | null>;
    const hits = r.hits ? (JSON.parse(r.hits) as Array<string[] | null>) : null;
    it.sentences = r.texts.map((text, i) => ({
      page: Number(r.pages[i]),
      role: r.roles[i] as SentenceRole,
      text,
      ...(names[i] ? { names: names[i] } : {}),
      ...(hits?.[i] ? { lexemes: hits[i] } : {}),
    }));
  }
  for (const m of motions) {
    const it = byKey.get(key(m.document_id, m.item_ordinal));
    if (!it) continue;
    it.motions.push({
      text: String(m.text),
      movedBy: (m.moved_by as string | null) ?? null,
      secondedBy: (m.seconded_by as string | null) ?? null,
      outcome: (m.outcome as Motion["outcome"]) ?? null,
      tallyText: (m.tally_text as string | null) ?? null,
      ayes: m.ayes == null ? null : Number(m.ayes),
      noes: m.noes == null ? null : Number(m.noes),
      abstain: m.abstain == null ? null : Number(m.abstain),
      absent: m.absent == null ? null : Number(m.absent),
      ayeNames: (m.aye_names as string[]) ?? [],
      noNames: (m.no_names as string[]) ?? [],
      abstainNames: (m.abstain_names as string[]) ?? [],
      absentNames: (m.absent_names as string[]) ?? [],
      page: Number(m.page),
    });
  }
  return keys.map((k) => byKey.get(key(k.documentId, k.ordinal))).filter((x): x is ItemContext => !!x);
}
