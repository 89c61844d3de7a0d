import fs from "node:fs";
import path from "node:path";

/**
 * The permissions of what the site writes: the database's files, backups, the lock file. They hold
 * password hashes, sessions and residents' data, so nobody but the user running the site may read
 * them.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Makes every file and folder this process creates from now on private to its user (PGlite's
 * files would otherwise be created 0666 less the umask). Called first by the server and by every
 * command that touches the data folder.
 */
export function usePrivateFiles() {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes group and world permissions off a folder and everything in it. PGlite sets the modes of
 * the files it writes itself (0666, whatever the umask), so the embedded database's folder is made
 * private again when it is opened, migrated and closed; its folders, made under the private umask,
 * keep anyone else out in between.
 */
export function makePrivate(dir: string) {
  const visit = (p: string) => {
    try {
      const stat = fs.lstatSync(p);
      if (stat.isSymbolicLink()) return;
      if ((stat.mode & 0o077) !== 0) fs.chmodSync(p, stat.mode & 0o700);
      if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } catch (err) {
      // A file the database removed meanwhile.
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  };
  visit(dir);
}
