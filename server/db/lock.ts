import fs from "node:fs";
import path from "node:path";

export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (pid ${pid}). ` +
        `Stop that process first; two processes on one embedded database would corrupt it.`,
    );
  }
}

function alive(pid: number) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on an embedded-database folder: a lock file holding our pid, created
 * atomically. A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, "lock.pid");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
        process.off("exit", release);
      };
      process.on("exit", release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
      if (Number.isFinite(pid) && pid > 0 && alive(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
