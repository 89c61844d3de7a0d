// Re-reads every stored document with the current minutes reader: agenda items, their sentences,
// motions and passages are rebuilt from the page texts kept at ingestion (from the stored PDF, OCR
// included, for a document whose page texts were not kept), with progress.
//   npm run reindex             documents built by an older reader
//   npm run reindex -- --all    every document
//   npm run reindex -- --reread reads the PDFs again (and recognises scanned pages again)
//   npm run reindex -- --dates  also reads again the meeting dates of documents indexed before the
//                               source of their date was kept (an admin's date is always kept)
// The database is the one the server uses (DATABASE_URL, or the DATA_DIR folder with the server stopped).
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirLockedError } from "../server/db/lock";
import { usePrivateFiles } from "../server/db/private-files";
import { reindexDocuments } from "../server/features/documents/reindex";

async function main() {
  usePrivateFiles();
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
  try {
    const s = await reindexDocuments(database.db, {
      all: process.argv.includes("--all"),
      reread: process.argv.includes("--reread"),
      rereadLegacyDates: process.argv.includes("--dates"),
      log: (line) => console.log(line),
    });
    console.log(
      `Re-read ${s.documents - s.failed} document(s) in ${s.seconds.toFixed(1)} s (${s.pdfsRead} from the PDF): items recognised in ${s.recognised}, ${s.datesChanged} meeting date(s) read anew, ${s.failed} skipped.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(`reindex failed: ${(err as Error).message}`);
  process.exit(1);
});
