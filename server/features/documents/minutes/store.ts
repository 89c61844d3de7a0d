import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { WriteGuard } from "../indexer";
import { agendaItems, documentPages, documents, itemSentences, motions } from "../schema";
import { itemAction, itemRefs } from "./agenda";
import type { ItemPassage } from "./passages";
import { readItemSentences } from "./sentences";
import type { MinutesStructure } from "./types";

/** The version of the minutes reader; documents built by an older one are rebuilt by `npm run reindex`. */
export const STRUCTURE_VERSION = 17;

/** Items per insert: one statement never holds the embedded engine for long. */
const BATCH = 25;
/** Sentences per insert statement (each row is a handful of parameters). */
const SENTENCE_BATCH = 500;
/** Pages per insert statement. */
const PAGE_BATCH = 50;

/** Replaces the page texts kept for a document (what `npm run reindex` reads again). */
export async function writePages(db: Db, documentId: number, pages: string[], guard?: WriteGuard) {
  await db.transaction(async (tx) => {
    await guard?.(tx as unknown as Db);
    await tx.delete(documentPages).where(eq(documentPages.documentId, documentId));
    // A NUL cannot be stored in a text column; the reader never needs one.
    const rows = pages.map((text, i) => ({ documentId, page: i + 1, text: text.replace(/\0/g, "") }));
    for (let j = 0; j < rows.length; j += PAGE_BATCH)
      await tx.insert(documentPages).values(rows.slice(j, j + PAGE_BATCH));
  });
}

/** The page texts kept for a document, in order (empty when none were kept). */
export async function readPages(db: Db, documentId: number): Promise<string[]> {
  const rows = await db
    .select({ page: documentPages.page, text: documentPages.text })
    .from(documentPages)
    .where(eq(documentPages.documentId, documentId))
    .orderBy(documentPages.page);
  return rows.map((r) => r.text);
}

/**
 * Replaces a document's agenda items, their sentences and motions with those of `structure`, in one
 * transaction per batch of items (yielding between them), and records what was recognised on the
 * document. Each item's sentences are read from its passages as the search stores them (`passages`).
 * Each transaction starts with the guard, when there is one.
 */
export async function writeStructure(
  db: Db,
  documentId: number,
  structure: MinutesStructure,
  passages: ItemPassage[],
  guard?: WriteGuard,
) {
  const passagesOf = new Map<number, ItemPassage[]>();
  for (const p of passages)
    if (p.itemOrdinal != null) passagesOf.set(p.itemOrdinal, [...(passagesOf.get(p.itemOrdinal) ?? []), p]);
  await db.transaction(async (tx) => {
    await guard?.(tx as unknown as Db);
    await tx.delete(agendaItems).where(eq(agendaItems.documentId, documentId));
  });
  for (let i = 0; i < structure.items.length; i += BATCH) {
    const batch = structure.items.slice(i, i + BATCH);
    await db.transaction(async (tx) => {
      await guard?.(tx as unknown as Db);
      await tx.insert(agendaItems).values(
        batch.map((it) => ({
          documentId,
          ordinal: it.ordinal,
          code: it.code,
          title: it.title,
          pageFrom: it.pageFrom,
          pageTo: it.pageTo,
          continuedTo: it.continuedTo,
          action: itemAction(it),
          refs: itemRefs(it),
        })),
      );
      const rows = batch.flatMap((it) =>
        it.motions.map((m, k) => ({ documentId, itemOrdinal: it.ordinal, ordinal: k + 1, ...m })),
      );
      if (rows.length) await tx.insert(motions).values(rows);
      const said = batch.flatMap((it) =>
        readItemSentences(it, passagesOf.get(it.ordinal) ?? []).map((s, k) => ({
          documentId,
          itemOrdinal: it.ordinal,
          ordinal: k + 1,
          ...s,
        })),
      );
      for (let j = 0; j < said.length; j += SENTENCE_BATCH)
        await tx.insert(itemSentences).values(said.slice(j, j + SENTENCE_BATCH));
    });
    await yieldToEventLoop();
  }
  await db.transaction(async (tx) => {
    await guard?.(tx as unknown as Db);
    await tx
      .update(documents)
      .set({
        recognised: structure.recognised,
        structure: { attendance: structure.attendance, elections: structure.elections },
        structureVersion: STRUCTURE_VERSION,
      })
      .where(eq(documents.id, documentId));
  });
}
