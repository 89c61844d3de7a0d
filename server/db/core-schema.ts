import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Small key/value facts about the installation (for example which sample data was loaded). */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every admin action, and each change to an account's access (password changed or reset, sessions
 * ended, account deleted): who, what, on which record, when, and from which client address (as the
 * rate limits count it). `actor_kind` says whether `admin_username` names an admin or a resident
 * (a resident's own id is then the target's).
 */
export const auditLog = pgTable("audit_log", {
  id: serial("id").primaryKey(),
  adminId: integer("admin_id"),
  adminUsername: text("admin_username").notNull(),
  actorKind: text("actor_kind").$type<"admin" | "user">().notNull().default("admin"),
  address: text("address"),
  action: text("action").notNull(),
  targetType: text("target_type").notNull(),
  targetId: text("target_id"),
  details: jsonb("details"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
