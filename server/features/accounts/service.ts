import { asc, eq, sql } from "drizzle-orm";
import {
  ADMIN_DISABLED_MESSAGE,
  ADMIN_PENDING_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginInput,
  type RegisterAdminInput,
  type RegisterUserInput,
} from "@common/accounts";
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from "../../config";
import type { Db } from "../../db/client";
import { clientKey } from "../../http/client-address";
import { AppError, conflict, forbidden, notFound } from "../../http/errors";
import { recordAudit } from "./audit";
import { assertUncommonPassword, hashNewPassword } from "./common-passwords";
import type { SessionAdmin } from "./guards";
import { hashPassword, verifyPassword } from "./passwords";
import { expirePendingAdmins } from "./pending-admins";
import { adminUsers, users } from "./schema";
import { createSession } from "./sessions";
import { accountKey, settleTry, takeTry } from "./throttle";

const lower = (s: string) => s.trim().toLowerCase();

/** A unique-index violation (23505) on either engine, possibly wrapped by Drizzle. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export async function registerUser(db: Db, input: RegisterUserInput) {
  assertUncommonPassword(input.password);
  await assertUserFree(db, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .returning();
    return row!;
  } catch (err) {
    // Two registrations raced past the check above.
    if (isUniqueViolation(err)) await assertUserFree(db, input.username, input.email);
    throw err;
  }
}

async function assertUserFree(db: Db, username: string, email: string) {
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, lower(username)))
    .limit(1);
  if (byName) throw conflict("That username is already taken");
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, lower(email)))
    .limit(1);
  if (byEmail) throw conflict("An account with that email address already exists");
}

/** A login's client address (`req.ip`; counted by its `clientKey`) and the limits that apply. */
export type LoginContext = { ip: string; limits?: AuthLimits };

/**
 * Checks a login the same way for both kinds: its try is taken first (or refused by the throttle),
 * then the same argon2 work whether or not the account exists, then the same answer for a wrong
 * name and a wrong password. The try stays counted as a failure unless the password is right.
 */
async function checkCredentials<T extends { passwordHash: string }>(
  db: Db,
  kind: "user" | "admin",
  input: LoginInput,
  ctx: LoginContext,
  find: (username: string) => Promise<T | undefined>,
): Promise<T> {
  const attempt = { account: accountKey(kind, input.username), address: clientKey(ctx.ip) };
  await takeTry(db, attempt, ctx.limits ?? DEFAULT_AUTH_LIMITS);
  const row = await find(input.username);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
  await settleTry(db, attempt);
  return row;
}

export async function loginUser(db: Db, input: LoginInput, ctx: LoginContext) {
  const user = await checkCredentials(db, "user", input, ctx, async (name) => {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, lower(name)))
      .limit(1);
    return row;
  });
  const sessionId = await createSession(db, { kind: "user", userId: user.id });
  return { sessionId, user };
}

/**
 * Registers a pending admin. A name already taken (in any case) gets the same answer after the same
 * argon2 work, and nothing is stored: the registration form does not tell which admins exist. The
 * name of a registration left pending too long is free again (pending-admins.ts).
 */
export async function registerAdmin(db: Db, input: RegisterAdminInput): Promise<void> {
  const passwordHash = await hashNewPassword(input.password);
  await expirePendingAdmins(db);
  if (await findAdmin(db, input.username)) return;
  try {
    await db.insert(adminUsers).values({ username: input.username, passwordHash, isApproved: false });
  } catch (err) {
    // A registration of the same name that raced past the check above: taken, and answered alike.
    if (!isUniqueViolation(err)) throw err;
  }
}

export async function findAdmin(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, lower(username)))
    .limit(1);
  return row;
}

export async function loginAdmin(db: Db, input: LoginInput, ctx: LoginContext) {
  const admin = await checkCredentials(db, "admin", input, ctx, (name) => findAdmin(db, name));
  // Only someone who knows the password learns that the registration is still pending.
  if (!admin.isApproved) throw forbidden(ADMIN_PENDING_MESSAGE);
  // Likewise, only someone who knows the password learns that the account is disabled.
  if (admin.disabledAt) throw forbidden(ADMIN_DISABLED_MESSAGE);
  return createSession(db, { kind: "admin", adminId: admin.id });
}

export async function listAdmins(db: Db) {
  await expirePendingAdmins(db);
  return db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
}

export async function approveAdmin(db: Db, actor: SessionAdmin, id: number) {
  await expirePendingAdmins(db);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
    if (!row) throw notFound("No admin registration with that id");
    if (row.isApproved) return { admin: row, changed: false };
    const [updated] = await tx
      .update(adminUsers)
      .set({ isApproved: true, approvedAt: new Date(), approvedBy: actor.id })
      .where(eq(adminUsers.id, id))
      .returning();
    await recordAudit(tx as unknown as Db, actor, {
      action: "admin.approve",
      targetType: "admin_user",
      targetId: id,
      details: { username: row.username },
    });
    return { admin: updated!, changed: true };
  });
}

export async function rejectAdmin(db: Db, actor: SessionAdmin, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
    if (!row) throw notFound("No admin registration with that id");
    if (row.isApproved) throw conflict("Only pending registrations can be rejected; this admin is already approved");
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    await recordAudit(tx as unknown as Db, actor, {
      action: "admin.reject",
      targetType: "admin_user",
      targetId: id,
      details: { username: row.username },
    });
    return row;
  });
}
