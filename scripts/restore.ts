// Restores the embedded database of DATA_DIR from an archive made by `npm run backup`:
//   npm run restore -- backups/ramona-data-<time>.tar.gz            into an empty DATA_DIR
//   npm run restore -- backups/ramona-data-<time>.tar.gz --force    replacing the database there
// The server must be stopped. The replaced database is kept beside, as DATA_DIR/pg.replaced-<time>.
// A PostgreSQL server (DATABASE_URL) is restored with pg_restore instead.
import { parseArgs } from "node:util";
import { BackupError, restoreDataDir } from "../server/db/backup";
import { DataDirLockedError } from "../server/db/lock";
import { embeddedDataDir, fail } from "./lib/data-dir-command";
import { usePrivateFiles } from "../server/db/private-files";

const USAGE = `Usage: npm run restore -- ARCHIVE [--force]

Puts the database of ARCHIVE (made by npm run backup) in DATA_DIR (default ./data).
Stop the server first. --force replaces a database already there; it is kept beside, as
DATA_DIR/pg.replaced-<time>, until you delete it.
With DATABASE_URL set, restore the PostgreSQL database with pg_restore (see the README).`;

async function main() {
  usePrivateFiles();
  let parsed;
  try {
    parsed = parseArgs({
      options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    });
  } catch (err) {
    fail(`${(err as Error).message}\n\n${USAGE}`, 2);
  }
  if (parsed.values.help) return console.log(USAGE);
  const [archive, ...rest] = parsed.positionals;
  if (!archive || rest.length) fail(`Name one archive to restore.\n\n${USAGE}`, 2);
  const dataDir = embeddedDataDir(
    'Restore a pg_dump archive with\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ramona.dump',
  );
  try {
    const r = await restoreDataDir(archive, dataDir, { replace: parsed.values.force });
    console.log(`Restored ${archive} into ${dataDir}.`);
    if (r.replaced)
      console.log(`The database that was there is kept in ${r.replaced}; delete it when you no longer need it.`);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      fail(
        `The server (pid ${err.pid}) is using ${err.dataDir}. Stop it first: a running server's database cannot be replaced.`,
        3,
      );
    if (err instanceof BackupError) fail(err.message, 2);
    throw err;
  }
}

main().catch((err) => fail(`restore failed: ${(err as Error).message}`));
