// Re-reads every stored document with the current minutes reader: page texts, agenda items,
// motions and passages are rebuilt from the stored PDF, with progress.
//   npm run reindex            documents built by an older reader
//   npm run reindex -- --all   every document
//   npm run reindex -- --dates also reads again the meeting dates of documents indexed before the
//                              source of their date was kept (an admin's date is always kept)
// The database is the one the server uses (DATABASE_URL, or the DATA_DIR folder with the server stopped).
import { asc, eq, lt } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirLockedError } from "../server/db/lock";
import { PdfExtractor } from "../server/features/documents/extractor";
import { refreshStatistics } from "../server/features/documents/indexer";
import { indexDocumentText } from "../server/features/documents/minutes/index-document";
import { STRUCTURE_VERSION } from "../server/features/documents/minutes/store";
import { documents } from "../server/features/documents/schema";
import { readFile } from "../server/features/documents/files";
import { meetingDateOf } from "../server/features/documents/meeting-date";
import { usePrivateFiles } from "../server/db/private-files";

async function main() {
  usePrivateFiles();
  const all = process.argv.includes("--all");
  const rereadLegacyDates = process.argv.includes("--dates");
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`The server (pid ${err.pid}) is using the data folder ${err.dataDir}. Stop it and run this again.`);
      process.exit(3);
    }
    throw err;
  }
  const { db } = database;
  const extractor = new PdfExtractor();
  try {
    const rows = await db
      .select({
        id: documents.id,
        title: documents.title,
        byteSize: documents.byteSize,
        meetingDate: documents.meetingDate,
        meetingDateSource: documents.meetingDateSource,
        fileName: documents.fileName,
      })
      .from(documents)
      .where(all ? eq(documents.status, "active") : lt(documents.structureVersion, STRUCTURE_VERSION))
      .orderBy(asc(documents.id));
    const todo = rows;
    console.log(`${todo.length} document(s) to re-read.`);
    let done = 0;
    let recognised = 0;
    let failed = 0;
    let datesChanged = 0;
    const started = Date.now();
    for (const doc of todo) {
      done++;
      const file = await readFile(db, doc.id, doc.byteSize);
      const result = file ? await extractor.extract(file) : null;
      if (!result?.ok) {
        failed++;
        console.log(`[${done}/${todo.length}] document ${doc.id}: skipped (its file could not be read)`);
        continue;
      }
      const { meetingDate, meetingDateSource } = meetingDateOf(doc, result.pages[0] ?? "", rereadLegacyDates);
      if (meetingDate !== doc.meetingDate) datesChanged++;
      const r = await indexDocumentText(db, doc, result.pages, meetingDate);
      await db
        .update(documents)
        .set({ passageCount: r.passages, meetingDate, meetingDateSource })
        .where(eq(documents.id, doc.id));
      if (r.structure.recognised) recognised++;
      const motions = r.structure.items.reduce((n, i) => n + i.motions.length, 0);
      console.log(
        `[${done}/${todo.length}] document ${doc.id} "${doc.title.slice(0, 60)}": ${r.structure.items.length} items, ${motions} motions, ${r.passages} passages`,
      );
    }
    await refreshStatistics(db);
    console.log(
      `Re-read ${done - failed} document(s) in ${((Date.now() - started) / 1000).toFixed(1)} s: items recognised in ${recognised}, ${datesChanged} meeting date(s) read anew, ${failed} skipped.`,
    );
  } finally {
    await extractor.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(`reindex failed: ${(err as Error).message}`);
  process.exit(1);
});
