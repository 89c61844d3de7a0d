import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientKey } from "../../http/client-address";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { recordAudit } from "./audit";
import type { SessionAdmin } from "./guards";
import { adminUsers } from "./schema";
import { revokeAdminSessions } from "./sessions";

/** Held while the set of admins who can act changes, so two admins cannot disable each other at once. */
const ROSTER_LOCK = 0x61646d6e; // "admn"

export const SELF_DISABLE_MESSAGE = "You cannot disable your own admin account";
export const LAST_ADMIN_MESSAGE = "The last approved admin who is not disabled cannot be disabled";
export const NOT_APPROVED_MESSAGE = "Only approved admins can be disabled; reject a pending registration instead";

/**
 * Disables or enables another approved admin. Disabling ends the admin's sessions at once; it is
 * refused for oneself (400) and for the last approved admin who is not disabled (409). In one
 * transaction under a lock, with its audit line; the actor must still be an enabled admin.
 */
export async function setAdminDisabled(db: Db, actor: SessionAdmin, id: number, disabled: boolean, ip: string) {
  if (disabled && id === actor.id) throw badRequest(SELF_DISABLE_MESSAGE);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT pg_advisory_xact_lock(${ROSTER_LOCK})`);
    const [me] = await t.select().from(adminUsers).where(eq(adminUsers.id, actor.id)).limit(1);
    if (!me?.isApproved || me.disabledAt) throw forbidden("Your admin account can no longer do this");
    const [row] = await t.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
    if (!row) throw notFound("No admin with that id");
    if (!row.isApproved) throw conflict(NOT_APPROVED_MESSAGE);
    if ((row.disabledAt !== null) === disabled) return { admin: row, changed: false };
    if (disabled) {
      const [others] = await t
        .select({ n: sql<number>`count(*)::int` })
        .from(adminUsers)
        .where(and(eq(adminUsers.isApproved, true), isNull(adminUsers.disabledAt), ne(adminUsers.id, id)));
      if (Number(others?.n ?? 0) === 0) throw conflict(LAST_ADMIN_MESSAGE);
    }
    const [updated] = await t
      .update(adminUsers)
      .set(disabled ? { disabledAt: new Date(), disabledBy: actor.id } : { disabledAt: null, disabledBy: null })
      .where(eq(adminUsers.id, id))
      .returning();
    if (disabled) await revokeAdminSessions(t, id);
    await recordAudit(t, actor, {
      action: disabled ? "admin.disable" : "admin.enable",
      targetType: "admin_user",
      targetId: id,
      details: { username: row.username },
      address: clientKey(ip),
    });
    return { admin: updated!, changed: true };
  });
}
