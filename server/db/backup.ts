import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { acquireDataDirLock } from "./lock";
import { makePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files";

/**
 * Backups of the embedded database (`npm run backup`, `npm run restore`): a consistent copy of the
 * database folder made by PGlite itself (`dumpDataDir`, a gzipped tar), taken with the data folder
 * locked, so never while a server has it open. A PostgreSQL server is backed up with pg_dump.
 */

export class BackupError extends Error {}

/** The database's folder inside a data folder (server/db/client.ts opens it there). */
const pgDir = (dataDir: string) => path.join(dataDir, "pg");
const holdsDatabase = (dataDir: string) => fs.existsSync(path.join(pgDir(dataDir), "PG_VERSION"));
/** A time for a file name: 2026-11-23T15-58-41Z. */
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");

/**
 * Writes a copy of the data folder's database to `backupsDir` as `ramona-data-<time>.tar.gz` and
 * answers its path. Refuses (DataDirLockedError) while a server uses the folder.
 */
export async function backupDataDir(dataDir: string, backupsDir: string, now = new Date()): Promise<string> {
  if (!holdsDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const pg = await PGlite.create(pgDir(dataDir), { extensions: { pg_trgm } });
    let archive: Blob;
    try {
      archive = await pg.dumpDataDir("gzip");
    } finally {
      await pg.close();
    }
    fs.mkdirSync(backupsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const file = path.join(backupsDir, `ramona-data-${stamp(now)}.tar.gz`);
    const partial = `${file}.partial`;
    // Only the site's user may read a backup, whatever the umask (and a partial file left before).
    fs.writeFileSync(partial, Buffer.from(await archive.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    fs.renameSync(partial, file); // a backup that exists is complete
    return file;
  } finally {
    lock.release();
  }
}

/** A backup's tar, unpacked from gzip here (a truncated archive fails now, cleanly). */
function readArchive(archivePath: string): Blob {
  const bytes = fs.readFileSync(archivePath);
  const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes) : bytes;
  return new Blob([new Uint8Array(tar)], { type: "application/x-tar" });
}

export type RestoreResult = {
  /** Where the database that was replaced was moved, when there was one. */
  replaced: string | null;
};

/**
 * Puts the database of a backup in the data folder. Refuses while a server uses the folder
 * (DataDirLockedError), and refuses to replace a database already there unless `replace` is
 * given; the replaced one is kept beside it (`pg.replaced-<time>`). The backup is opened once
 * before it takes the database's place, so a damaged archive changes nothing.
 */
export async function restoreDataDir(
  archivePath: string,
  dataDir: string,
  opts: { replace?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  if (!fs.existsSync(archivePath)) throw new BackupError(`There is no backup at ${archivePath}`);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock = acquireDataDirLock(dataDir);
  try {
    const existing = holdsDatabase(dataDir);
    if (existing && !opts.replace)
      throw new BackupError(
        `${dataDir} already holds a database. Add --force to replace it (it is kept beside, as pg.replaced-<time>).`,
      );
    const incoming = `${pgDir(dataDir)}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    try {
      const pg = await PGlite.create(incoming, { loadDataDir: readArchive(archivePath), extensions: { pg_trgm } });
      try {
        // The site's database, whole: its record of migrations is there.
        await pg.query("SELECT count(*) FROM drizzle.__drizzle_migrations");
      } finally {
        await pg.close();
      }
    } catch (err) {
      fs.rmSync(incoming, { recursive: true, force: true });
      throw new BackupError(`The backup ${archivePath} could not be read: ${(err as Error).message}`);
    }
    let replaced: string | null = null;
    if (fs.existsSync(pgDir(dataDir))) {
      replaced = path.join(dataDir, `pg.replaced-${stamp(opts.now ?? new Date())}`);
      fs.renameSync(pgDir(dataDir), replaced);
    }
    fs.renameSync(incoming, pgDir(dataDir));
    makePrivate(dataDir); // the archive's files come out with the modes PGlite gives them
    return { replaced };
  } finally {
    lock.release();
  }
}
