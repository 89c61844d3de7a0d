// Backs up the embedded database of DATA_DIR to a timestamped archive:
//   npm run backup                      into ./backups
//   npm run backup -- --to /some/dir    elsewhere
// The server must be stopped (the embedded database is one process's at a time). A PostgreSQL
// server (DATABASE_URL) is backed up with pg_dump instead.
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { backupDataDir, BackupError } from "../server/db/backup";
import { DataDirLockedError } from "../server/db/lock";

const USAGE = `Usage: npm run backup [-- --to DIR]

Writes a consistent copy of the embedded database in DATA_DIR (default ./data) to
DIR/ramona-data-<time>.tar.gz (default DIR: ./backups). Stop the server first.
With DATABASE_URL set, back up the PostgreSQL database with pg_dump (see the README).`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function main() {
  let args;
  try {
    args = parseArgs({ options: { to: { type: "string" }, help: { type: "boolean", short: "h" } } }).values;
  } catch (err) {
    fail(`${(err as Error).message}\n\n${USAGE}`, 2);
  }
  if (args.help) return console.log(USAGE);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }
  if (config.databaseUrl)
    fail(
      "DATABASE_URL is set: the data is on a PostgreSQL server. Back it up with\n" +
        '  pg_dump --format=custom --file=ramona.dump "$DATABASE_URL"',
      2,
    );
  const started = Date.now();
  try {
    const file = await backupDataDir(config.dataDir, path.resolve(args.to ?? "backups"));
    console.log(`Backed up ${config.dataDir} to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      fail(`The server (pid ${err.pid}) is using ${err.dataDir}. Stop it, run the backup, then start it again.`, 3);
    if (err instanceof BackupError) fail(err.message, 2);
    throw err;
  }
}

main().catch((err) => fail(`backup failed: ${(err as Error).message}`));
