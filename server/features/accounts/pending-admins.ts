import { and, eq, lt } from "drizzle-orm";
import { PENDING_ADMIN_DAYS } from "@common/accounts";
import type { Db } from "../../db/client";
import { recordAudit } from "./audit";
import { adminUsers } from "./schema";

export { PENDING_ADMIN_DAYS };
const DAY_MS = 24 * 3600_000;

/** Who the audit log names for registrations removed because nobody approved them in time. */
export const EXPIRY_ACTOR = { id: null, username: "(expiry)" } as const;

/**
 * Removes the admin registrations still pending after PENDING_ADMIN_DAYS (at start-up, every
 * sweep, and before registrations are listed, approved or made), each written to the audit log.
 * Answers how many were removed.
 */
export async function expirePendingAdmins(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_ADMIN_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(adminUsers)
      .where(and(eq(adminUsers.isApproved, false), lt(adminUsers.createdAt, cutoff)))
      .returning({ id: adminUsers.id, username: adminUsers.username });
    for (const row of removed)
      await recordAudit(tx as unknown as Db, EXPIRY_ACTOR, {
        action: "admin.expire",
        targetType: "admin_user",
        targetId: row.id,
        details: { username: row.username, pendingDays: PENDING_ADMIN_DAYS },
      });
    return removed.length;
  });
}
