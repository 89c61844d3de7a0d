import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AnswerTrace, DeclineReason } from "@common/answer-trace";
import type { AnswerSource } from "@common/assistants";
import { adminUsers, users } from "../accounts/schema";

/**
 * The assistants' answers: planning group and design review chat messages, kept per browser session,
 * and the town assistant's answers, which a rating names. An answer belongs to whoever asked it: the
 * resident or admin whose session asked (`user_id` / `admin_id`), or else the page visit whose
 * `session_id` was sent with the question ("home" for a town answer asked without one: nobody's).
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    assistant: text("assistant").notNull(),
    sessionId: text("session_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    relevantDocuments: jsonb("relevant_documents").$type<number[]>().notNull(),
    sources: jsonb("sources").$type<AnswerSource[]>().notNull(),
    responseTimeMs: integer("response_time_ms").notNull(),
    /** The reviewed answer given, and the date of its review, when the answer was one. */
    reviewedAnswerId: integer("reviewed_answer_id"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Why the assistant declined (one of `DECLINE_REASONS`), when it did. */
    declineReason: text("decline_reason").$type<DeclineReason>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_session_idx").on(t.assistant, t.sessionId, t.id)],
);

/**
 * How each answer was reached (`AnswerTrace`): kept apart from the messages, which chat histories
 * read whole, and read one at a time when an admin asks why.
 */
export const answerTraces = pgTable("answer_traces", {
  messageId: integer("message_id")
    .primaryKey()
    .references(() => chatMessages.id, { onDelete: "cascade" }),
  trace: jsonb("trace").$type<AnswerTrace>().notNull(),
});
