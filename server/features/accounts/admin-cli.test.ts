import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/core-schema";
import { openDatabase } from "../../db/client";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, createPendingAdmin } from "../../test/accounts";
import { AdminInputError, createOrPromoteAdmin } from "./admin-cli";
import { adminUsers } from "./schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("createOrPromoteAdmin", () => {
  it("creates an approved admin who can log in, and audits it", async () => {
    const r = await createOrPromoteAdmin(t.database.db, "town-clerk", "Granite-hills-2025");
    expect(r.outcome).toBe("created");
    const login = await t.request({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "town-clerk", password: "Granite-hills-2025" },
    });
    expect(login.status).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(r.id)));
    expect(entries).toMatchObject([
      { action: "admin.create", adminUsername: "(command line)", adminId: null, targetType: "admin_user" },
    ]);
  });

  it("approves a pending registration and sets its password", async () => {
    const p = await createPendingAdmin(t);
    const r = await createOrPromoteAdmin(t.database.db, p.username.toUpperCase(), "New-password-for-you-1");
    expect(r).toEqual({ id: p.id, username: p.username, outcome: "promoted" });
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, p.id));
    expect(row!.isApproved).toBe(true);
    const login = await t.request({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: p.username, password: "New-password-for-you-1" },
    });
    expect(login.status).toBe(200);
  });

  it("resetting an approved admin's password ends that admin's sessions", async () => {
    const a = await createApprovedAdmin(t);
    const r = await createOrPromoteAdmin(t.database.db, a.username, "Reset-password-2026");
    expect(r.outcome).toBe("updated");
    expect((await t.request({ method: "GET", url: "/api/admin/users", headers: bearer(a.token) })).status).toBe(401);
  });

  it("applies the same rules as the web forms", async () => {
    await expect(createOrPromoteAdmin(t.database.db, "ok-name", "short")).rejects.toThrow(AdminInputError);
    await expect(createOrPromoteAdmin(t.database.db, "ok-name", "password123")).rejects.toThrow(/too common/);
    await expect(createOrPromoteAdmin(t.database.db, "no spaces", "Granite-hills-2025")).rejects.toThrow(
      /only letters/,
    );
    await expect(createOrPromoteAdmin(t.database.db, "same-as-name", "Same-As-Name")).rejects.toThrow(
      /same as the username/,
    );
  });
});

describe("npm run admin:create", () => {
  const run = (args: string[], env: Record<string, string>, input?: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
      input,
      encoding: "utf8",
      timeout: 60_000,
    });

  it("works on a fresh, empty data folder, reading the password from ADMIN_PASSWORD or standard input", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-cli-"));
    try {
      const dataDir = path.join(dir, "data");
      const first = run(["--username", "first-admin"], { DATA_DIR: dataDir, ADMIN_PASSWORD: "Granite-hills-2025" });
      expect(first.stderr).toBe("");
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/Created the approved admin 'first-admin'/);
      const second = run(["--username", "second-admin"], { DATA_DIR: dataDir }, "Oak-valley-1887\n");
      expect(second.status).toBe(0);
      const bad = run(["--username", "third-admin"], { DATA_DIR: dataDir }, "letmein123\n");
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/too common/);
      const none = run([], { DATA_DIR: dataDir });
      expect(none.status).toBe(2);
      expect(none.stderr).toMatch(/--username is required/);

      const db = await openDatabase({ dataDir });
      const rows = await db.db.select({ username: adminUsers.username, ok: adminUsers.isApproved }).from(adminUsers);
      await db.close();
      expect(rows).toEqual([
        { username: "first-admin", ok: true },
        { username: "second-admin", ok: true },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("says clearly when the server holds the data folder", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-cli-"));
    try {
      // This test process stands in for a running server holding the folder's lock.
      fs.writeFileSync(path.join(dir, "lock.pid"), String(process.pid));
      const r = run(["--username", "x-admin"], { DATA_DIR: dir, ADMIN_PASSWORD: "Granite-hills-2025" });
      expect(r.status).toBe(3);
      expect(r.stderr).toContain(`The server (pid ${process.pid}) is using the data folder`);
      expect(r.stderr).toMatch(/Stop the server, run this command again/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
