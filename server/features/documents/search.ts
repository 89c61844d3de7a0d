import { sql, type SQL } from "drizzle-orm";
import type { DocumentBody } from "@common/documents";
import type { Db } from "../../db/client";
import { queryRows, textArray } from "../../db/rows";
import { extractCodes } from "./chunker";
import { parseMarked } from "./snippet";

export type SearchMode = "question" | "search";

export type SearchOptions = {
  query: string;
  body?: DocumentBody;
  mode: SearchMode;
  /** Meeting (or, without one, upload) date range, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  limit?: number;
  /**
   * Other words for some of the query's words ("bought" → buy, purchase): a passage that holds one
   * holds that word (question mode).
   */
  alternatives?: Alternatives;
  /**
   * Other spellings of some of the query's words ("theatre": theater), among `alternatives`: the
   * same word, counted however often the archive prints it.
   */
  spellings?: Alternatives;
  /**
   * The query's analysis (`analyzeQuery` of the same query, alternatives and spellings) when the
   * caller has read it already (question mode): the search does not read it again.
   */
  analysis?: QueryAnalysis;
};

/** Other words for some words of a query, by the word as written (lower case). */
export type Alternatives = Record<string, string[]>;

export type PassageHit = {
  passageId: number;
  documentId: number;
  title: string;
  meetingDate: string | null;
  page: number;
  text: string;
  /** Plain text around the matches (no markup). */
  snippet: string;
  /** Ranges of `snippet` that matched the query, as [start, end) offsets. */
  highlights: Array<[number, number]>;
  score: number;
  /** Share (0..1) of the query's rarity-weighted terms this passage contains. */
  coverage: number;
  /** The agenda item the passage belongs to (its ordinal in the document), when items were recognised. */
  itemOrdinal: number | null;
};

/** Words of a question that say nothing about its subject (English lexemes). */
/** Prefixes written with a hyphen ("re-elected", "co-chair", "non-profit"), which are no words alone. */
const PREFIXES = new Set([
  "re",
  "co",
  "pre",
  "non",
  "un",
  "anti",
  "semi",
  "multi",
  "ex",
  "mid",
  "sub",
  "inter",
  "post",
]);

export const FILLER = new Set([
  "tell",
  "know",
  "find",
  "happen",
  "anyth",
  "someth",
  "pleas",
  "want",
  "like",
  "get",
  "say",
  "said",
  "thing",
  "look",
  "info",
  "inform",
  "ramona",
]);

/** Candidate passages are gathered from the rarest terms until about this many would be read. */
const CANDIDATE_BUDGET = 4_000;
/** How many of the best candidates are scored in full (headings, exact names, recency, coverage). */
const RERANK = 120;
/** No single word contributes more candidates than this (a word in most passages says little). */
const BRANCH_CAP = 8_000;
/** Search-box mode checks the full query on at most this many candidates (the best by rarity). */
const SEARCH_POOL = 500;

/**
 * A query word's English lexeme, with the lexemes of its other words (`alts`) and their joint rarity.
 * `apart` (when asked for): for a joined word the archive never prints joined ("red-light"), how
 * many passages print its parts as a phrase ("a red light").
 */
export type Term = { lexeme: string; df: number; idf: number; alts: string[]; apart?: number };

/**
 * `pairs`: the question's words that follow each other (both its weighed terms, a few words apart at
 * most), as lexeme pairs in the question's order: "Art in the Park" gives art, park.
 */
export type QueryAnalysis = { terms: Term[]; codes: string[]; exact: string[]; total: number; pairs?: TermPair[] };

/** Two lexemes of a question, the first printed before the second. */
export type TermPair = [string, string];

/** How many words apart two of a question's words may be printed and still be read as its phrase ("Art in the Park"). */
export const PAIR_WITHIN = 3;

/** The tsquery text of a pair printed in order, at most PAIR_WITHIN words apart. */
export const pairQuery = ([a, b]: TermPair) =>
  `(${Array.from({ length: PAIR_WITHIN }, (_, i) => `${tsLiteral(a)} <${i + 1}> ${tsLiteral(b)}`).join(" | ")})`;

/** The key a pair is known by in what an item holds (`ItemContext`). */
export const pairKey = ([a, b]: TermPair) => `${a} ${b}`;

/** The question's consecutive lexemes (by their positions) that are both among `kept`, each pair once. */
function adjacentPairs(rows: Array<{ lexeme: string; positions: number[] | null }>, kept: Set<string>): TermPair[] {
  const at = rows
    .flatMap((r) => (r.positions ?? []).map((pos) => ({ lexeme: r.lexeme, pos: Number(pos) })))
    .sort((x, y) => x.pos - y.pos);
  const out = new Map<string, TermPair>();
  for (let i = 1; i < at.length; i++) {
    const pair: TermPair = [at[i - 1]!.lexeme, at[i]!.lexeme];
    // A lexeme with a quote or a backslash (rare, and only from odd input) is not read in a pair.
    if (pair[0] !== pair[1] && kept.has(pair[0]) && kept.has(pair[1]) && !/["\\]/.test(pairKey(pair)))
      out.set(pairKey(pair), pair);
  }
  return [...out.values()];
}

function tsLiteral(lexeme: string) {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** The tsquery text matching a term or any of its other words (`:A`: only in a title or caption). */
function termQuery(t: Term, weight = "") {
  const all = [t.lexeme, ...t.alts].map((l) => tsLiteral(l) + weight);
  return all.length > 1 ? `(${all.join(" | ")})` : all[0]!;
}

/** A term's rarity among `n` passages of which `df` hold it (BM25's IDF). */
export const idfOf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/**
 * Another word held by more than this share of the passages is not read for a query word: a word as
 * common as "take" or "hold" says little, and is most often another sense than the one asked.
 */
const ALTERNATIVE_MAX_SHARE = 0.02;

/**
 * For each lexeme of a query word that has other words: their lexemes (those the corpus holds) and
 * how many passages hold each.
 */
async function alternativeLexemes(
  db: Db,
  query: string,
  alternatives: Alternatives,
  maxDf: number,
  spellings: Alternatives = {},
): Promise<Map<string, Array<{ lexeme: string; df: number }>>> {
  const out = new Map<string, Array<{ lexeme: string; df: number }>>();
  const said = new Set((query.toLowerCase().match(/[\p{L}]+/gu) ?? []).filter((w) => alternatives[w]?.length));
  if (!said.size) return out;
  const words = [...said];
  const rows = await queryRows<{ own: string | null; lexeme: string; df: number | null; spelled: boolean }>(
    db,
    sql`
    SELECT (SELECT min(lexeme) FROM unnest(to_tsvector('english', w.word))) AS own, a.lexeme, t.df,
      a.lexeme IN (SELECT lexeme FROM unnest(to_tsvector('english', w.spelled))) AS spelled
    FROM unnest(${textArray(words)}::text[], ${textArray(words.map((w) => alternatives[w]!.join(" ")))}::text[],
      ${textArray(words.map((w) => (spellings[w] ?? []).join(" ")))}::text[]) AS w(word, alts, spelled)
    CROSS JOIN LATERAL (SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', w.alts))) a
    JOIN term_stats t ON t.term = a.lexeme`,
  );
  for (const row of rows) {
    // Another word that the archive prints far more often than the question's would swamp it; the
    // same word spelled otherwise is the word.
    if (!row.own || FILLER.has(row.lexeme) || (Number(row.df ?? 0) > maxDf && !row.spelled)) continue;
    const list = out.get(row.own) ?? [];
    if (!list.some((x) => x.lexeme === row.lexeme)) list.push({ lexeme: row.lexeme, df: Number(row.df ?? 0) });
    out.set(row.own, list);
  }
  return out;
}

/**
 * The query's English lexemes with their rarity, its identifiers and its exact names. A word with
 * other words (`alternatives`) counts as one term whose passages are those holding any of them.
 */
export async function analyzeQuery(
  db: Db,
  query: string,
  alternatives: Alternatives = {},
  spellings: Alternatives = {},
  opts: { apart?: boolean } = {},
): Promise<QueryAnalysis> {
  // A number printed after a hyphen ("Scoping Session-2900 Main Street", "PLN08-0035") is read by
  // the text search as a negative one (`signed_df`): the question's number is either.
  const r = await queryRows<{
    lexeme: string;
    positions: number[] | null;
    df: number | null;
    signed_df: number | null;
    n: number | null;
  }>(
    db,
    sql`
    WITH q AS (SELECT lexeme, positions FROM unnest(to_tsvector('english', ${query.replace(/\//g, " ")})))
    SELECT q.lexeme, q.positions, t.df, s.df AS signed_df, (SELECT df FROM term_stats WHERE term = '') AS n
    FROM q LEFT JOIN term_stats t ON t.term = q.lexeme
    LEFT JOIN term_stats s ON q.lexeme ~ '^[0-9]{2,}$' AND s.term = '-' || q.lexeme`,
  );
  const total = Math.max(1, Number(r[0]?.n ?? 1));
  const alts = await alternativeLexemes(db, query, alternatives, total * ALTERNATIVE_MAX_SHARE, spellings);
  for (const row of r)
    if (row.signed_df != null)
      alts.set(row.lexeme, [...(alts.get(row.lexeme) ?? []), { lexeme: `-${row.lexeme}`, df: Number(row.signed_df) }]);
  // "re-elected" is searched as "re-elect", "re" and "elect": a prefix alone is no word of the question.
  const prefixes = new Set(
    r.flatMap((row) => (row.lexeme.includes("-") ? [row.lexeme.split("-")[0]!] : [])).filter((p) => PREFIXES.has(p)),
  );
  const terms = r
    .filter((row) => !FILLER.has(row.lexeme) && row.lexeme.length > 1 && !prefixes.has(row.lexeme))
    .map((row): Term => {
      const other = (alts.get(row.lexeme) ?? []).filter((a) => a.lexeme !== row.lexeme);
      const df = Math.min(total, Number(row.df ?? 0) + other.reduce((s, a) => s + a.df, 0));
      return { lexeme: row.lexeme, df, idf: idfOf(total, df), alts: other.map((a) => a.lexeme) };
    })
    .sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme));
  // Counted only for the answer engine's reading of an item (`opts.apart`), not for every search.
  if (opts.apart)
    await Promise.all(
      terms
        .filter((t) => t.df === 0 && t.lexeme.includes("-"))
        .map(async (t) => (t.apart = await printedApart(db, t.lexeme))),
    );
  const codes = extractCodes(query);
  // Names as written (capitalised words that do not start the question) and long numbers.
  const exact = new Set<string>();
  const words = query.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
  words.forEach((w, i) => {
    if ((i > 0 && /^\p{Lu}/u.test(w) && w.length > 2) || /^\d{3,}$/.test(w))
      exact.add(w.toLowerCase().replace(/['’]s$/, ""));
  });
  // Read only for the answer engine, which weighs an item that prints the question's words together.
  const pairs = opts.apart ? adjacentPairs(r, new Set(terms.map((t) => t.lexeme))) : undefined;
  return { terms, codes, exact: [...exact].slice(0, 6), total, ...(pairs ? { pairs } : {}) };
}

/**
 * How many passages print the parts of a joined word as a phrase ("red-light": "a red light"); 0 when
 * a part is a word the search ignores ("so-called").
 */
async function printedApart(db: Db, lexeme: string): Promise<number> {
  const parts = lexeme.split("-");
  const phrase = parts.join(" ");
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT CASE WHEN (SELECT count(*) FROM unnest(to_tsvector('english', ${phrase}))) < ${parts.length} THEN 0
      ELSE (SELECT count(*)::int FROM passages p WHERE p.tsv @@ phraseto_tsquery('english', ${phrase})) END AS n`,
  );
  return Number(row?.n ?? 0);
}

function filters(opts: SearchOptions): SQL {
  // An agenda is what was planned, not what was decided: answers about decisions never read one.
  const parts: SQL[] = [sql`d.status = 'active'`, sql`d.is_active`, sql`d.kind <> 'agenda'`];
  if (opts.body) parts.push(sql`d.body = ${opts.body}`);
  if (opts.from) parts.push(sql`coalesce(d.meeting_date, d.upload_date::date) >= ${opts.from}::date`);
  if (opts.to) parts.push(sql`coalesce(d.meeting_date, d.upload_date::date) <= ${opts.to}::date`);
  return sql.join(parts, sql` AND `);
}

/**
 * The documents a search must skip (inactive, failed, or outside the body and date filters), as a
 * condition on passages: the search statements then read no other table before ranking.
 */
async function excludedDocuments(db: Db, opts: SearchOptions): Promise<SQL> {
  const [row] = await queryRows<{ out: number[] | null; kept: number[] | null }>(
    db,
    sql`SELECT array_agg(d.id) FILTER (WHERE NOT (${filters(opts)})) AS out, array_agg(d.id) FILTER (WHERE ${filters(opts)}) AS kept FROM documents d`,
  );
  const out = (row?.out ?? []).map(Number);
  const kept = (row?.kept ?? []).map(Number);
  if (out.length === 0) return sql`true`;
  // Whichever list is shorter: a body or date filter usually keeps fewer than it drops.
  if (kept.length < out.length) return sql`p.document_id = ANY(${`{${kept.join(",") || "0"}}`}::int[])`;
  return sql`p.document_id <> ALL(${`{${out.join(",")}}`}::int[])`;
}

/** A mild preference for recent meetings: 1.0 for an old one up to 1.15 for this year's. */
const RECENCY = sql`(1 + 0.15 * exp(-greatest(0, extract(epoch FROM (now() - coalesce(d.meeting_date::timestamptz, d.upload_date))) / 31557600.0) / 8))`;

const HEADLINE_OPTIONS =
  'StartSel=\u0002, StopSel=\u0003, MaxWords=45, MinWords=20, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';

type Row = {
  passage_id: number;
  document_id: number;
  title: string;
  meeting_date: string | Date | null;
  page: number;
  text: string;
  headline: string | null;
  score: number;
  coverage: number;
  item_ordinal: number | null;
};

/**
 * A passage's tsvector, read once per row, for a subquery kept apart by OFFSET 0 whose outer query
 * tests it against many terms: each test of the stored column reads it from TOAST and decompresses
 * it again, which for a dozen terms costs more than the rest of the statement.
 */
export const readOnce = (column: "tsv" | "simple_tsv") => sql.raw(`p.${column} || ''::tsvector AS ${column}`);

/**
 * Runs a search statement with bitmap scans only: for common words the planner prices a scan of
 * the passages (sequential, or in key order with a filter) below the GIN index, but each row's
 * tsvector then has to be read and decompressed from TOAST, which is many times slower.
 */
async function withIndexes<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return queryRows<T>(t, query);
  });
}

function isoDate(v: string | Date | null): string | null {
  if (v == null) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}

function present(rows: Row[]): PassageHit[] {
  return rows.map((r) => {
    const marked = parseMarked(r.headline ?? r.text.slice(0, 300));
    return {
      passageId: Number(r.passage_id),
      documentId: Number(r.document_id),
      title: r.title,
      meetingDate: isoDate(r.meeting_date),
      page: Number(r.page),
      text: r.text,
      snippet: marked.text,
      highlights: marked.highlights,
      score: Number(r.score),
      coverage: Math.max(0, Math.min(1, Number(r.coverage))),
      itemOrdinal: r.item_ordinal == null ? null : Number(r.item_ordinal),
    };
  });
}

/**
 * Stage 1 of both modes: candidate passages from the rarest terms, read from the GIN indexes (ids
 * only, never the text), scored by the rarity of the terms they hold. Common terms join only
 * within a budget of rows, so the cost stays bounded whatever the query.
 */
function candidatePool(terms: Term[], codes: string[], codeWeight: number, allowed: SQL, limit: number): SQL {
  const gather: Term[] = [];
  let budget = 0;
  for (const t of terms) {
    if (gather.length > 0 && budget + t.df > CANDIDATE_BUDGET) break;
    gather.push(t);
    budget += t.df;
  }
  const branches: SQL[] = [
    ...gather.map(
      (t) =>
        sql`(SELECT p.id, ${t.idf}::float8 AS w FROM passages p WHERE p.tsv @@ ${termQuery(t)}::tsquery AND ${allowed} LIMIT ${BRANCH_CAP}::int)`,
    ),
    ...codes.map(
      (c) =>
        sql`(SELECT p.id, ${codeWeight}::float8 AS w FROM passages p WHERE p.simple_tsv @@ ${tsLiteral(c)}::tsquery AND ${allowed} LIMIT ${BRANCH_CAP}::int)`,
    ),
  ];
  return sql`
    SELECT x.id FROM (${sql.join(branches, sql` UNION ALL `)}) x
    GROUP BY x.id
    ORDER BY sum(x.w) DESC, x.id DESC
    LIMIT ${limit}::int`;
}

/**
 * Question mode: any of the meaningful terms may match; each weighs by its rarity in the corpus
 * (IDF), more in a title or caption, and identifiers (parcel and project numbers) or names written
 * exactly weigh most. It serves the answer engine, which reads passages whole: no marked snippet is
 * made (a hit's snippet is the opening of its text).
 */
async function searchQuestion(db: Db, opts: SearchOptions, limit: number): Promise<PassageHit[]> {
  const a = opts.analysis ?? (await analyzeQuery(db, opts.query, opts.alternatives, opts.spellings));
  const present_ = a.terms.filter((t) => t.df > 0);
  if (present_.length === 0 && a.codes.length === 0) return [];
  const maxIdf = Math.max(idfOf(a.total, 0), ...a.terms.map((t) => t.idf));
  const codeWeight = maxIdf * 1.5;
  const denominator = a.terms.reduce((s, t) => s + t.idf, 0) + a.codes.length * codeWeight;

  const candidates = candidatePool(present_, a.codes, codeWeight, await excludedDocuments(db, opts), RERANK);

  // Whether a passage holds each term is read once (column h0, h1, …) and serves its score and its
  // coverage; a term in a title or caption (weight A) is looked for only where the term is held.
  const held = (i: number) => sql.raw(`p.h${i}`);
  const heldColumns = present_.map((t, i) => sql`(q.tsv @@ ${termQuery(t)}::tsquery) AS ${sql.raw(`h${i}`)}`);
  const termScore = present_.map(
    (t, i) =>
      sql`(CASE WHEN ${held(i)} THEN (CASE WHEN p.tsv @@ ${termQuery(t, ":A")}::tsquery THEN ${t.idf * 1.6}::float8 ELSE ${t.idf}::float8 END) ELSE 0 END)`,
  );
  const termCover = present_.map((t, i) => sql`(CASE WHEN ${held(i)} THEN ${t.idf}::float8 ELSE 0 END)`);
  const codeScore = a.codes.map(
    (c) => sql`(CASE WHEN p.simple_tsv @@ ${tsLiteral(c)}::tsquery THEN ${codeWeight}::float8 ELSE 0 END)`,
  );
  const exactScore = a.exact.map(
    (w) => sql`(CASE WHEN p.simple_tsv @@ ${tsLiteral(w)}::tsquery THEN ${maxIdf * 0.25}::float8 ELSE 0 END)`,
  );
  const sum = (xs: SQL[]) => (xs.length ? sql.join(xs, sql` + `) : sql`0`);
  const anyTerms = present_.map((t) => termQuery(t)).join(" | ");
  const proximity = anyTerms ? sql`ts_rank_cd(p.tsv, ${anyTerms}::tsquery, 1)` : sql`0`;

  const rows = await withIndexes<Row>(
    db,
    sql`
    SELECT r.*, NULL::text AS headline
    FROM (
      SELECT p.id AS passage_id, p.document_id, d.title, d.meeting_date, p.page, p.text, p.item_ordinal,
        ((${sum(termScore)}) + (${sum(codeScore)}) + (${sum(exactScore)}) + ${proximity}) * ${RECENCY} AS score,
        ((${sum(termCover)}) + (${sum(codeScore)})) / ${denominator}::float8 AS coverage
      FROM (
        SELECT q.*${heldColumns.length ? sql`, ${sql.join(heldColumns, sql`, `)}` : sql``}
        FROM (
          SELECT p.id, p.document_id, p.page, p.text, p.item_ordinal, p.ordinal,
            ${readOnce("tsv")}, ${readOnce("simple_tsv")}
          FROM passages p WHERE p.id IN (${candidates}) OFFSET 0
        ) q OFFSET 0
      ) p JOIN documents d ON d.id = p.document_id
      ORDER BY score DESC, p.document_id DESC, p.ordinal
      LIMIT ${limit}::int
    ) r
    ORDER BY r.score DESC, r.document_id DESC`,
  );
  return present(rows);
}

/**
 * Search-box mode: web-search syntax ("quoted phrases", -exclusion, OR) with English stemming,
 * identifiers matched exactly, ranked by cover density (titles and captions weigh more) and recency.
 * Candidates come from the GIN indexes without reading their text; when a query is so common that
 * more than SEARCH_POOL passages hold its rarest words, the best of those by rarity are checked.
 */
async function searchBox(db: Db, opts: SearchOptions, limit: number): Promise<PassageHit[]> {
  const codes = extractCodes(opts.query);
  // Words joined by a slash are indexed apart: "Broadway/Jackson" is the phrase "Broadway Jackson".
  const tsq = sql`websearch_to_tsquery('english', ${opts.query.replace(/(\S)\/(?=\S)/g, "$1 ")})`;
  const codeQuery = codes.length ? sql`${codes.map(tsLiteral).join(" | ")}::tsquery` : null;
  const codeBoost = codeQuery ? sql`(CASE WHEN p.simple_tsv @@ ${codeQuery} THEN 1.0 ELSE 0 END)` : sql`0`;
  // The full query is checked on the candidates only (written so that no index is used for it).
  const recheck = codeQuery
    ? sql`(coalesce(p.tsv, ''::tsvector) @@ ${tsq} OR coalesce(p.simple_tsv, ''::tsvector) @@ ${codeQuery})`
    : sql`coalesce(p.tsv, ''::tsvector) @@ ${tsq}`;
  // Candidates: passages holding the query's (non-excluded) words, rarest first; then the full
  // web-search query (phrases, exclusions, OR) decides.
  const a = await analyzeQuery(db, opts.query.replace(/(^|\s)-\S+/g, " "));
  const terms = a.terms.filter((t) => t.df > 0);
  if (terms.length === 0 && codes.length === 0) return [];
  const allowed = await excludedDocuments(db, opts);
  const pool = candidatePool(terms, codes, Math.max(1, ...terms.map((t) => t.idf)) * 1.5, allowed, SEARCH_POOL);
  const rows = await withIndexes<Row>(
    db,
    sql`
    SELECT r.*, ts_headline('english', r.text, ${tsq}, ${HEADLINE_OPTIONS}) AS headline
    FROM (
      SELECT p.id AS passage_id, p.document_id, d.title, d.meeting_date, p.page, p.text, p.item_ordinal,
        (ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', p.tsv, ${tsq}, 1) + ${codeBoost}) * ${RECENCY} AS score,
        1.0 AS coverage
      FROM passages p JOIN documents d ON d.id = p.document_id
      WHERE p.id IN (${pool}) AND ${recheck}
      ORDER BY score DESC, p.document_id DESC, p.ordinal
      LIMIT ${limit}::int
    ) r
    ORDER BY r.score DESC, r.document_id DESC`,
  );
  return present(rows);
}

/** Ranked passages for a question (mode "question") or a search-box query (mode "search"). */
export async function searchPassages(db: Db, opts: SearchOptions): Promise<PassageHit[]> {
  const query = opts.query.trim().slice(0, 500);
  if (!query) return [];
  const limit = Math.max(1, Math.min(100, Math.trunc(opts.limit ?? 10)));
  const o = { ...opts, query };
  return opts.mode === "search" ? searchBox(db, o, limit) : searchQuestion(db, o, limit);
}

/** How many active documents a body has (all bodies when none is given). */
export async function countActiveDocuments(db: Db, body?: DocumentBody): Promise<number> {
  const r = await queryRows<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM documents d
    WHERE d.status = 'active' AND d.is_active AND d.kind <> 'agenda' ${body ? sql`AND d.body = ${body}` : sql``}`,
  );
  return Number(r[0]?.n ?? 0);
}
