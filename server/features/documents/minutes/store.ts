import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { WriteGuard } from "../indexer";
import { agendaItems, documents, motions } from "../schema";
import { itemAction, itemRefs } from "./agenda";
import type { MinutesStructure } from "./types";

/** The version of the minutes reader; documents built by an older one are rebuilt by `npm run reindex`. */
export const STRUCTURE_VERSION = 14;

/** Items per insert: one statement never holds the embedded engine for long. */
const BATCH = 25;

/**
 * Replaces a document's agenda items and motions with those of `structure`, in one transaction per
 * batch of items (yielding between them), and records what was recognised on the document. Each
 * transaction starts with the guard, when there is one.
 */
export async function writeStructure(db: Db, documentId: number, structure: MinutesStructure, guard?: WriteGuard) {
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
