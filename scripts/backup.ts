// Backs up the embedded database of DATA_DIR to a timestamped archive:
//   npm run backup                      into ./backups
//   npm run backup -- --to /some/dir    elsewhere
// The server must be stopped (the embedded database is one process's at a time). A PostgreSQL
// server (DATABASE_URL) is backed up with pg_dump instead.
import path from "node:path";
import { parseArgs } from "node:util";
import { backupDataDir, BackupError } from "../server/db/backup";
import { DataDirLockedError } from "../server/db/lock";
import { embeddedDataDir, fail } from "./lib/data-dir-command";
import { usePrivateFiles } from "../server/db/private-files";

const USAGE = `Usage: npm run backup [-- --to DIR]

Writes a consistent copy of the embedded database in DATA_DIR (default ./data) to
DIR/ramona-data-<time>.tar.gz (default DIR: ./backups). Stop the server first.
With DATABASE_URL set, back up the PostgreSQL database with pg_dump (see the README).`;

async function main() {
  usePrivateFiles();
  let args;
  try {
    args = parseArgs({ options: { to: { type: "string" }, help: { type: "boolean", short: "h" } } }).values;
  } catch (err) {
    fail(`${(err as Error).message}\n\n${USAGE}`, 2);
  }
  if (args.help) return console.log(USAGE);
  const dataDir = embeddedDataDir('Back it up with\n  pg_dump --format=custom --file=ramona.dump "$DATABASE_URL"');
  const started = Date.now();
  try {
    const file = await backupDataDir(dataDir, path.resolve(args.to ?? "backups"));
    console.log(`Backed up ${dataDir} to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      fail(`The server (pid ${err.pid}) is using ${err.dataDir}. Stop it, run the backup, then start it again.`, 3);
    if (err instanceof BackupError) fail(err.message, 2);
    throw err;
  }
}

main().catch((err) => fail(`backup failed: ${(err as Error).message}`));
