import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { backupDataDir, BackupError, restoreDataDir } from "./backup";
import { openDatabase } from "./client";
import { appState } from "./core-schema";
import { acquireDataDirLock, DataDirLockedError } from "./lock";

const KEY = "backup.check";

describe("backup and restore of the embedded database", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-backup-"));
  const dataDir = path.join(root, "data");
  const backups = path.join(root, "backups");
  fs.cpSync(inject("templateDir"), dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, "lock.pid"), { force: true });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Opens a data folder, runs `f` on it, closes it. */
  const withDb = async <T>(dir: string, f: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) => {
    const database = await openDatabase({ dataDir: dir });
    try {
      return await f(database.db);
    } finally {
      await database.close();
    }
  };
  const marks = (dir: string) =>
    withDb(dir, async (db) =>
      (await db.select().from(appState).where(eq(appState.key, KEY))).map((r) => r.value as { n: number }),
    );

  it("restores the database as it was backed up, keeping the one it replaces", async () => {
    await withDb(dataDir, (db) => db.insert(appState).values({ key: KEY, value: { n: 1 } }));
    const archive = await backupDataDir(dataDir, backups, new Date("2026-01-02T03:04:05.678Z"));
    expect(archive).toBe(path.join(backups, "ramona-data-2026-01-02T03-04-05Z.tar.gz"));
    expect(fs.readdirSync(backups)).toEqual([path.basename(archive)]);
    // Only the site's user may read it, whatever the process's umask.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(backups).mode & 0o077).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "lock.pid"))).toBe(false);

    await withDb(dataDir, (db) =>
      db
        .update(appState)
        .set({ value: { n: 2 } })
        .where(eq(appState.key, KEY)),
    );
    expect(await marks(dataDir)).toEqual([{ n: 2 }]);

    await expect(restoreDataDir(archive, dataDir)).rejects.toThrow(/already holds a database.*--force/);
    const r = await restoreDataDir(archive, dataDir, { replace: true });
    expect(await marks(dataDir)).toEqual([{ n: 1 }]);
    expect(r.replaced).toMatch(/pg\.replaced-/);
    const open: string[] = [];
    const walk = (p: string) => {
      if ((fs.statSync(p).mode & 0o077) !== 0) open.push(p);
      if (fs.statSync(p).isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    };
    walk(dataDir);
    expect(open).toEqual([]);
    const kept = path.join(root, "kept");
    fs.mkdirSync(kept);
    fs.renameSync(r.replaced!, path.join(kept, "pg"));
    expect(await marks(kept)).toEqual([{ n: 2 }]);

    // Into a new folder, with no confirmation needed.
    const fresh = path.join(root, "fresh");
    expect(await restoreDataDir(archive, fresh)).toEqual({ replaced: null });
    expect(await marks(fresh)).toEqual([{ n: 1 }]);
  }, 240_000);

  it("refuses a folder a server is using, and a damaged archive, changing nothing", async () => {
    const archive = await backupDataDir(dataDir, backups);
    const running = acquireDataDirLock(dataDir); // what a running server holds
    try {
      await expect(backupDataDir(dataDir, path.join(root, "other"))).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(restoreDataDir(archive, dataDir, { replace: true })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      running.release();
    }
    const damaged = path.join(root, "damaged.tar.gz");
    fs.writeFileSync(damaged, fs.readFileSync(archive).subarray(0, 2000));
    await expect(restoreDataDir(damaged, dataDir, { replace: true })).rejects.toBeInstanceOf(BackupError);
    expect(await marks(dataDir)).toEqual([{ n: 1 }]);
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith("pg"))).toEqual(["pg"]);
    await expect(restoreDataDir(path.join(root, "none.tar.gz"), dataDir)).rejects.toThrow(/There is no backup/);
    await expect(backupDataDir(path.join(root, "empty"), backups)).rejects.toThrow(/no embedded database/);
  }, 120_000);
});
