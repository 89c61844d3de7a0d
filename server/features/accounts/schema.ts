import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Residents: the accounts of the site's account dialog (`/api/users/*`). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * Admins of the admin panel (`/api/admin/*`): pending until an approved admin approves them. A
 * disabled admin (`disabled_at` set by another approved admin) cannot log in and has no sessions.
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: integer("approved_by"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledBy: integer("disabled_by"),
  },
  (t) => [uniqueIndex("admin_users_username_lower_idx").on(sql`lower(${t.username})`)],
);

/**
 * Login sessions of both kinds. Only the SHA-256 hash of the bearer token is stored. A session is
 * valid while now < expires_at (absolute lifetime) and now < last_seen_at + the kind's idle timeout.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind", { enum: ["user", "admin"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_idx").on(t.tokenHash),
    index("sessions_expires_at_idx").on(t.expiresAt),
    check(
      "sessions_kind_owner_check",
      sql`(${t.kind} = 'user' and ${t.userId} is not null and ${t.adminId} is null) or (${t.kind} = 'admin' and ${t.adminId} is not null and ${t.userId} is null)`,
    ),
  ],
);

/**
 * Failed login attempts, for throttling: one row per failure, with the account tried ("user:name"
 * or "admin:name") and the client address. A login in progress holds a row too (its try, taken
 * before the password is checked; deleted when it succeeds). Rows older than the window are swept.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    /** The account tried. */
    key: text("key").notNull(),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_key_created_idx").on(t.key, t.createdAt),
    index("login_failures_address_created_idx").on(t.address, t.createdAt),
  ],
);

/**
 * A resident's password reset link: only the SHA-256 of its random token is kept, one per resident
 * (a new request replaces it), valid for an hour and deleted once used.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_token_hash_idx").on(t.tokenHash)],
);
