import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../context";
import { auditLog } from "../../db/core-schema";
import { bearer, createApprovedAdmin, createPendingAdmin } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { expirePendingAdmins, PENDING_ADMIN_DAYS } from "./pending-admins";
import { adminUsers } from "./schema";
import { sweepAccounts } from "./sweeper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 3600_000;
const PASSWORD = "Granite-hills-2025";

/** A pending registration made `days` ago. */
async function pendingSince(days: number) {
  const pending = await createPendingAdmin(t);
  await t.database.db
    .update(adminUsers)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(adminUsers.id, pending.id));
  return pending;
}
const stored = async (id: number) => t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));

describe(`admin registrations pending more than ${PENDING_ADMIN_DAYS} days`, () => {
  it("are removed when admins list them (audited), and approving one answers 404", async () => {
    const admin = await createApprovedAdmin(t);
    const old = await pendingSince(PENDING_ADMIN_DAYS + 1);
    const recent = await pendingSince(PENDING_ADMIN_DAYS - 1);
    const list = await t.request({ method: "GET", url: "/api/admin/users", headers: bearer(admin.token) });
    expect(list.status).toBe(200);
    const ids = (list.body as Array<{ id: number }>).map((r) => r.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
    expect(await stored(old.id)).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "admin.expire"), eq(auditLog.targetId, String(old.id))));
    expect(entry).toMatchObject({ adminId: null, adminUsername: "(expiry)", details: { username: old.username } });

    const late = await pendingSince(PENDING_ADMIN_DAYS + 2);
    const approve = await t.request({
      method: "POST",
      url: `/api/admin/approve/${late.id}`,
      headers: bearer(admin.token),
    });
    expect(approve.status).toBe(404);
  });

  it("free their name: registering it again stores a new pending registration", async () => {
    const old = await pendingSince(PENDING_ADMIN_DAYS + 1);
    const res = await t.request({
      method: "POST",
      url: "/api/admin/register",
      payload: { username: old.username, password: PASSWORD },
    });
    expect(res.status).toBe(201);
    const rows = await t.database.db.select().from(adminUsers).where(eq(adminUsers.username, old.username));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(old.id);
    expect(rows[0]!.isApproved).toBe(false);
  });

  it("are removed by the sweep that runs at start-up and every 10 minutes; approved admins stay", async () => {
    const old = await pendingSince(PENDING_ADMIN_DAYS + 1);
    const approved = await createApprovedAdmin(t);
    await t.database.db
      .update(adminUsers)
      .set({ createdAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(adminUsers.id, approved.id));
    await sweepAccounts({ db: t.database.db, config: t.config } as AppContext);
    expect(await stored(old.id)).toEqual([]);
    expect(await stored(approved.id)).toHaveLength(1);
    expect(await expirePendingAdmins(t.database.db)).toBe(0);
  });
});
