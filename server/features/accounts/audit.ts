import type { Db } from "../../db/client";
import { auditLog } from "../../db/core-schema";

/** Who acted: an admin (the default), or a resident acting on their own account. */
export type AuditActor = { id: number | null; username: string; kind?: "admin" | "user" };
export type AuditEntry = {
  /** What was done, e.g. "admin.approve", "document.upload", "restaurant.update". */
  action: string;
  /** What kind of record it was done to, e.g. "admin_user", "document". */
  targetType: string;
  targetId?: string | number | null;
  /** Anything worth keeping about the action (a title, the changed fields); stored as JSON. */
  details?: Record<string, unknown> | null;
  /** The client's address as the rate limits count it (`clientKey`), for changes to an account's access. */
  address?: string | null;
};

/** Writes one line of the audit log: who did what to which record (the time is the database's). */
export async function recordAudit(db: Db, admin: AuditActor, entry: AuditEntry): Promise<void> {
  const kind = admin.kind ?? "admin";
  await db.insert(auditLog).values({
    adminId: kind === "admin" ? admin.id : null,
    adminUsername: admin.username,
    actorKind: kind,
    address: entry.address ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? null,
  });
}

/**
 * Runs a change and writes its audit line in one transaction: both happen, or neither. `entry`
 * describes the change from its result.
 */
export function audited<T>(
  db: Db,
  admin: AuditActor,
  change: (tx: Db) => Promise<T>,
  entry: (result: T) => AuditEntry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx as unknown as Db);
    await recordAudit(tx as unknown as Db, admin, entry(result));
    return result;
  });
}
