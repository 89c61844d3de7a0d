import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FollowBody, FollowKind, Frequency } from "../../../common/follows";
import { users } from "../accounts/schema";
import type { AlertItem } from "./alert-items";

/**
 * A follow without an account: one row per normalised target (`target_key`), its feed token public
 * (the same for everyone following that target). `requests` counts the links handed out.
 */
export const follows = pgTable(
  "follows",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<FollowKind>().notNull(),
    query: text("query"),
    body: text("body").$type<FollowBody>(),
    targetKey: text("target_key").notNull(),
    feedToken: text("feed_token").notNull(),
    requests: integer("requests").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("follows_target_key").on(t.targetKey),
    uniqueIndex("follows_feed_token").on(t.feedToken),
    check("follows_kind_check", sql`${t.kind} in ('search', 'body')`),
  ],
);

/**
 * A resident's e-mail subscription: pending until its confirmation link is used (only the link's
 * hash is kept, and cleared once used or when no link was mailed), then active. Its feed token is
 * private to it. Deleted with the account.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FollowKind>().notNull(),
    query: text("query"),
    body: text("body").$type<FollowBody>(),
    targetKey: text("target_key").notNull(),
    frequency: text("frequency").$type<Frequency>().notNull().default("immediate"),
    state: text("state").$type<"pending" | "active">().notNull().default("pending"),
    feedToken: text("feed_token").notNull(),
    confirmHash: text("confirm_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_user_target").on(t.userId, t.targetKey),
    uniqueIndex("subscriptions_feed_token").on(t.feedToken),
    uniqueIndex("subscriptions_confirm_hash").on(t.confirmHash),
    index("subscriptions_target_key").on(t.targetKey),
    check("subscriptions_kind_check", sql`${t.kind} in ('search', 'body')`),
    check("subscriptions_frequency_check", sql`${t.frequency} in ('immediate', 'weekly')`),
    check("subscriptions_state_check", sql`${t.state} in ('pending', 'active')`),
  ],
);

/**
 * One confirmation mail sent, by the SHA-256 of the lower-cased address (not the address itself):
 * what the cool-down and the daily cap count (confirmation-mails.ts). `purpose` keeps each kind of
 * mail's count apart (a subscription's confirmation, a password reset). Rows older than a day are
 * pruned when the address is mailed again.
 */
export const confirmationMails = pgTable(
  "confirmation_mails",
  {
    id: serial("id").primaryKey(),
    addressHash: text("address_hash").notNull(),
    purpose: text("purpose").$type<"confirmation" | "password-reset">().notNull().default("confirmation"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("confirmation_mails_address_sent").on(t.addressHash, t.sentAt)],
);

/**
 * One run of alerts: for one document made public (at most one ever: `document_id` is unique, so
 * indexing it again sends nothing), or one weekly digest (`period`, "2026-W21", unique). The
 * counts follow its deliveries.
 */
export const alertRuns = pgTable(
  "alert_runs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"document" | "digest">().notNull(),
    documentId: integer("document_id"),
    documentTitle: text("document_title"),
    period: text("period"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    matched: integer("matched").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("alert_runs_document").on(t.documentId),
    uniqueIndex("alert_runs_period").on(t.period),
    index("alert_runs_started_at").on(t.startedAt),
    check("alert_runs_kind_check", sql`${t.kind} in ('document', 'digest')`),
  ],
);

export type DeliveryStatus = "pending" | "sending" | "sent" | "failed" | "unknown";

/**
 * One message to one subscription: for a document (unique per subscription and document) or a
 * week's digest (unique per subscription and period). Claimed with a lease by one instance; marked
 * "sending" before the SMTP call and "sent" after; one left "sending" past its lease becomes
 * "unknown" and is never sent again (docs/decisions/0012). `unsubscribe_hash` is the hash of the
 * message's one-click unsubscribe link. Kept when its subscription goes (for the run's counts).
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: serial("id").primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => alertRuns.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    documentId: integer("document_id"),
    period: text("period"),
    items: jsonb("items").$type<AlertItem[]>().notNull(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    claimedBy: text("claimed_by"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    unsubscribeHash: text("unsubscribe_hash"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alert_deliveries_subscription_document").on(t.subscriptionId, t.documentId),
    uniqueIndex("alert_deliveries_subscription_period").on(t.subscriptionId, t.period),
    uniqueIndex("alert_deliveries_unsubscribe_hash").on(t.unsubscribeHash),
    index("alert_deliveries_status").on(t.status, t.id),
    index("alert_deliveries_run").on(t.runId),
    check("alert_deliveries_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'unknown')`),
  ],
);

/**
 * An agenda item a subscription was alerted to before its meeting: at most one alert per item of a
 * meeting (unique on the subscription, the body, the meeting date and the item's key), whichever
 * copy of the agenda posted it. Once the minutes of that meeting are indexed, the follow-up with
 * what was decided is planned once (`follow_up_document_id`).
 */
export const agendaAlerts = pgTable(
  "agenda_alerts",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    deliveryId: integer("delivery_id").references(() => alertDeliveries.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    meetingDate: text("meeting_date").notNull(),
    itemKey: text("item_key").notNull(),
    documentId: integer("document_id").notNull(),
    itemCode: text("item_code"),
    itemTitle: text("item_title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    followUpDocumentId: integer("follow_up_document_id"),
  },
  (t) => [
    uniqueIndex("agenda_alerts_item").on(t.subscriptionId, t.body, t.meetingDate, t.itemKey),
    index("agenda_alerts_meeting").on(t.body, t.meetingDate),
  ],
);
