import type { Db } from "../../../db/client";
import { flushSearchIndexes, indexPassages, removePassages, type IndexOptions } from "../indexer";
import { extractMinutes } from "./extract";
import { structuredPassages } from "./passages";
import { writePages, writeStructure } from "./store";
import type { MinutesStructure } from "./types";

/**
 * Reads the structure of a document's minutes from its page texts and (re)writes its passages,
 * agenda items, their sentences and motions, and keeps the page texts (unless `pagesKept`: they are
 * the ones kept). Used by the ingestion queue and by `npm run reindex`. With a guard, every
 * transaction that writes starts with it (the queue's check that its claim still holds).
 */
export async function indexDocumentText(
  db: Db,
  doc: { id: number; title: string },
  pages: string[],
  meetingDate: string | null,
  opts: IndexOptions & { pagesKept?: boolean } = {},
): Promise<{ passages: number; structure: MinutesStructure }> {
  const structure = extractMinutes(pages, meetingDate);
  const items = structuredPassages(pages, structure);
  // An earlier attempt (stopped, or by an instance that died) may have left part of its passages:
  // they are replaced, never added to.
  await removePassages(db, doc.id, opts.guard);
  if (!opts.pagesKept) await writePages(db, doc.id, pages, opts.guard);
  await indexPassages(db, doc.id, doc.title, items, opts);
  await writeStructure(db, doc.id, structure, items, opts.guard);
  await flushSearchIndexes(db);
  return { passages: items.length, structure };
}
