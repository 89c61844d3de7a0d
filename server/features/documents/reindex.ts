import { asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { PdfExtractor } from "./extractor";
import { readFile } from "./files";
import { refreshStatistics } from "./indexer";
import { meetingDateOf } from "./meeting-date";
import { indexDocumentText } from "./minutes/index-document";
import { readPages, STRUCTURE_VERSION } from "./minutes/store";
import { documents } from "./schema";

export type ReindexOptions = {
  /** Every active document, not only those built by an older reader. */
  all?: boolean;
  /** Read the PDFs again (and recognise scanned pages again) even where page texts were kept. */
  reread?: boolean;
  /** Also read again the meeting dates of documents indexed before the source of their date was kept. */
  rereadLegacyDates?: boolean;
  /** Told one line per document, and at the start. */
  log?: (line: string) => void;
};

export type ReindexSummary = {
  documents: number;
  recognised: number;
  failed: number;
  datesChanged: number;
  /** Documents whose PDF had to be read again (no page texts kept). */
  pdfsRead: number;
  seconds: number;
};

/**
 * Re-reads stored documents with the current minutes reader: agenda items, their sentences, motions
 * and passages are rebuilt from the page texts kept at ingestion, or from the stored PDF where none
 * were kept. The meeting date an admin gave is always kept.
 */
export async function reindexDocuments(db: Db, opts: ReindexOptions = {}): Promise<ReindexSummary> {
  const log = opts.log ?? (() => {});
  const todo = await db
    .select({
      id: documents.id,
      title: documents.title,
      byteSize: documents.byteSize,
      meetingDate: documents.meetingDate,
      meetingDateSource: documents.meetingDateSource,
      fileName: documents.fileName,
    })
    .from(documents)
    .where(opts.all ? eq(documents.status, "active") : lt(documents.structureVersion, STRUCTURE_VERSION))
    .orderBy(asc(documents.id));
  log(`${todo.length} document(s) to re-read.`);
  const summary: ReindexSummary = { documents: 0, recognised: 0, failed: 0, datesChanged: 0, pdfsRead: 0, seconds: 0 };
  const started = Date.now();
  let extractor: PdfExtractor | null = null;
  try {
    for (const doc of todo) {
      summary.documents++;
      const at = `[${summary.documents}/${todo.length}] document ${doc.id}`;
      let pages = opts.reread ? [] : await readPages(db, doc.id);
      const kept = pages.length > 0;
      if (!kept) {
        const file = await readFile(db, doc.id, doc.byteSize);
        const result = file ? await (extractor ??= new PdfExtractor()).extract(file) : null;
        if (!result?.ok) {
          summary.failed++;
          log(`${at}: skipped (its file could not be read)`);
          continue;
        }
        pages = result.pages;
        summary.pdfsRead++;
      }
      const { meetingDate, meetingDateSource } = meetingDateOf(doc, pages[0] ?? "", opts.rereadLegacyDates ?? false);
      if (meetingDate !== doc.meetingDate) summary.datesChanged++;
      const r = await indexDocumentText(db, doc, pages, meetingDate, { pagesKept: kept });
      await db
        .update(documents)
        .set({ passageCount: r.passages, meetingDate, meetingDateSource })
        .where(eq(documents.id, doc.id));
      if (r.structure.recognised) summary.recognised++;
      const motions = r.structure.items.reduce((n, i) => n + i.motions.length, 0);
      log(
        `${at} "${doc.title.slice(0, 60)}": ${r.structure.items.length} items, ${motions} motions, ${r.passages} passages${kept ? "" : " (PDF read again)"}`,
      );
    }
    await refreshStatistics(db);
  } finally {
    await extractor?.close();
  }
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}
