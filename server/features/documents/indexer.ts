import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { errorCode, queryRows, textArray } from "../../db/rows";
import { extractCodes, type Passage } from "./chunker";
import { passages } from "./schema";

/** Passages per insert: small enough that one statement never holds the embedded engine for long. */
export const INSERT_BATCH = 40;

/**
 * Called first in each transaction that writes a document's index, with that transaction: it
 * throws to stop the write (the ingestion's claim on the document was lost, see jobs.ts).
 */
export type WriteGuard = (tx: Db) => Promise<void>;

export type IndexOptions = { shouldStop?: () => boolean; guard?: WriteGuard };

function headingOf(title: string, caption: string) {
  return caption && caption !== title ? `${title} — ${caption}` : title;
}

/**
 * Writes a document's passages in small batches, keeping the term statistics (how many passages
 * hold each English lexeme) in step. Yields to the event loop between batches.
 */
export async function indexPassages(
  db: Db,
  documentId: number,
  title: string,
  items: Array<Passage & { itemOrdinal?: number | null }>,
  opts: IndexOptions = {},
): Promise<number> {
  for (let i = 0; i < items.length; i += INSERT_BATCH) {
    if (opts.shouldStop?.()) throw new Error("indexing stopped");
    const batch = items.slice(i, i + INSERT_BATCH);
    const first = batch[0]!.ordinal;
    const last = batch[batch.length - 1]!.ordinal;
    await db.transaction(async (tx) => {
      await opts.guard?.(tx as unknown as Db);
      await tx.insert(passages).values(
        batch.map((p) => ({
          documentId,
          page: p.page,
          ordinal: p.ordinal,
          heading: headingOf(title, p.caption),
          text: p.text,
          codes: extractCodes(`${p.caption}\n${p.text}`).join(" "),
          itemOrdinal: p.itemOrdinal ?? null,
        })),
      );
      await addTermStats(
        tx as unknown as Db,
        `document_id = ${documentId} AND ordinal BETWEEN ${first} AND ${last}`,
        batch.length,
        1,
      );
    });
    await yieldToEventLoop();
  }
  return items.length;
}

/**
 * Adds (sign 1) or removes (sign -1) the lexemes of the passages selected by `where`. The rows are
 * locked in the order of their terms, and the passage count ('') last, so that two instances
 * indexing at once wait for each other rather than deadlock.
 */
async function addTermStats(db: Db, where: string, count: number, sign: 1 | -1) {
  const inner = `SELECT tsv FROM passages WHERE ${where}`;
  await db.execute(sql`
    INSERT INTO term_stats (term, df)
    SELECT word, ${sign} * ndoc FROM ts_stat(${inner}) ORDER BY word
    ON CONFLICT (term) DO UPDATE SET df = term_stats.df + excluded.df`);
  await db.execute(sql`
    INSERT INTO term_stats (term, df) VALUES ('', ${sign * count})
    ON CONFLICT (term) DO UPDATE SET df = term_stats.df + excluded.df`);
}

/** Removes a document's passages and their share of the term statistics. */
export async function removePassages(db: Db, documentId: number, guard?: WriteGuard) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await guard?.(t);
    const r = await queryRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM passages WHERE document_id = ${documentId}`,
    );
    const n = Number(r[0]?.n ?? 0);
    if (n === 0) return;
    await addTermStats(t, `document_id = ${Number(documentId)}`, n, -1);
    await t.delete(passages).where(eq(passages.documentId, documentId));
    await t.execute(sql`DELETE FROM term_stats WHERE df <= 0 AND term <> ''`);
  });
}

/** Keeps the title part of each passage's heading (and the term statistics) in step with a rename. */
export async function renamePassages(db: Db, documentId: number, oldTitle: string, newTitle: string) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const where = `document_id = ${Number(documentId)}`;
    const r = await queryRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM passages WHERE document_id = ${documentId}`,
    );
    const n = Number(r[0]?.n ?? 0);
    if (n === 0) return;
    await addTermStats(t, where, n, -1);
    await t.execute(sql`
      UPDATE passages SET heading = ${newTitle} || substr(heading, ${oldTitle.length + 1})
      WHERE document_id = ${documentId} AND left(heading, ${oldTitle.length}) = ${oldTitle}`);
    await addTermStats(t, where, n, 1);
    await t.execute(sql`DELETE FROM term_stats WHERE df <= 0 AND term <> ''`);
  });
}

/** The full-text indexes that answering and searching read. */
const SEARCH_INDEXES = ["passages_tsv", "passages_simple_tsv", "agenda_items_title_tsv"];
/** Raised for a role that does not own an index. */
const INSUFFICIENT_PRIVILEGE = "42501";

/**
 * Moves the entries that inserts left in the search indexes' pending lists into the indexes proper.
 * A GIN index takes new rows into an unordered pending list, which every search then reads whole
 * (up to 4 MB, for each term) until a vacuum merges it; PGlite has no autovacuum, so without this a
 * freshly loaded archive answers several times slower. Called after a document's index is written:
 * merging one document's entries is cheap. Where the database role does not own the indexes
 * (PostgreSQL set up by someone else), its autovacuum does this instead.
 */
export async function flushSearchIndexes(db: Db) {
  try {
    await db.execute(
      sql`SELECT gin_clean_pending_list(to_regclass(i)) FROM unnest(${textArray(SEARCH_INDEXES)}::text[]) i WHERE to_regclass(i) IS NOT NULL`,
    );
  } catch (err) {
    if (errorCode(err) !== INSUFFICIENT_PRIVILEGE) throw err;
  }
}

/**
 * Refreshes the planner's statistics of the document tables, and empties the search indexes'
 * pending lists. PGlite has no autovacuum, so after a batch of ingestion the plans would otherwise
 * be made on stale (or no) statistics.
 */
export async function refreshStatistics(db: Db) {
  await db.execute(sql`ANALYZE documents, passages, term_stats`);
  await flushSearchIndexes(db);
}
