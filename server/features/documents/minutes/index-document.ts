import type { Db } from "../../../db/client";
import { indexPassages, removePassages } from "../indexer";
import { extractMinutes } from "./extract";
import { structuredPassages } from "./passages";
import { writeStructure } from "./store";
import type { MinutesStructure } from "./types";

/**
 * Reads the structure of a document's minutes from its page texts and (re)writes its passages,
 * agenda items and motions. Used by the ingestion queue and by `npm run reindex`.
 */
export async function indexDocumentText(
  db: Db,
  doc: { id: number; title: string },
  pages: string[],
  meetingDate: string | null,
  opts: { shouldStop?: () => boolean } = {},
): Promise<{ passages: number; structure: MinutesStructure }> {
  const structure = extractMinutes(pages, meetingDate);
  const items = structuredPassages(pages, structure);
  await removePassages(db, doc.id); // a restart may have left part of an earlier attempt
  await indexPassages(db, doc.id, doc.title, items, opts);
  await writeStructure(db, doc.id, structure);
  return { passages: items.length, structure };
}
