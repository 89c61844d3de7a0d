import { eq } from "drizzle-orm";
import { COMMON_PASSWORD_MESSAGE, PasswordSchema, UsernameSchema } from "@common/accounts";
import type { Db } from "../../db/client";
import { zodMessage } from "../../http/errors";
import { recordAudit } from "./audit";
import { isCommonPassword } from "./common-passwords";
import { hashPassword } from "./passwords";
import { adminUsers } from "./schema";
import { revokeAdminSessions } from "./sessions";
import { findAdmin } from "./service";

/** Who the audit log names for changes made from the command line. */
export const CLI_ACTOR = { id: null, username: "(command line)" } as const;

export class AdminInputError extends Error {}

/** Checks a username and password against the same rules as the web forms. */
export function validateAdminCredentials(rawUsername: string, password: string) {
  const u = UsernameSchema.safeParse(rawUsername);
  if (!u.success) throw new AdminInputError(zodMessage(u.error));
  const p = PasswordSchema.safeParse(password);
  if (!p.success) throw new AdminInputError(zodMessage(p.error));
  if (isCommonPassword(password)) throw new AdminInputError(COMMON_PASSWORD_MESSAGE);
  if (password.toLowerCase() === u.data.toLowerCase()) {
    throw new AdminInputError("Password must not be the same as the username");
  }
  return { username: u.data, password };
}

export type AdminCreateResult = { id: number; username: string; outcome: "created" | "promoted" | "updated" };

/**
 * Creates an approved admin, or approves an existing (pending) one and sets its password. A
 * changed password ends that admin's open sessions. Written to the audit log.
 */
export async function createOrPromoteAdmin(db: Db, rawUsername: string, password: string): Promise<AdminCreateResult> {
  const { username } = validateAdminCredentials(rawUsername, password);
  const passwordHash = await hashPassword(password);
  const existing = await findAdmin(db, username);
  let result: AdminCreateResult;
  if (existing) {
    await db
      .update(adminUsers)
      .set({ passwordHash, isApproved: true, approvedAt: existing.approvedAt ?? new Date() })
      .where(eq(adminUsers.id, existing.id));
    await revokeAdminSessions(db, existing.id);
    result = { id: existing.id, username: existing.username, outcome: existing.isApproved ? "updated" : "promoted" };
  } else {
    const [row] = await db
      .insert(adminUsers)
      .values({ username, passwordHash, isApproved: true, approvedAt: new Date() })
      .returning({ id: adminUsers.id });
    result = { id: row!.id, username, outcome: "created" };
  }
  await recordAudit(db, CLI_ACTOR, {
    action:
      result.outcome === "created"
        ? "admin.create"
        : result.outcome === "promoted"
          ? "admin.approve"
          : "admin.password",
    targetType: "admin_user",
    targetId: result.id,
    details: { username: result.username, via: "admin:create" },
  });
  return result;
}
