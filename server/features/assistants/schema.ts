import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AnswerSource } from "@common/assistants";

/** Planning group and design review chat messages, kept per browser session. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    assistant: text("assistant").notNull(),
    sessionId: text("session_id").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    relevantDocuments: jsonb("relevant_documents").$type<number[]>().notNull(),
    sources: jsonb("sources").$type<AnswerSource[]>().notNull(),
    responseTimeMs: integer("response_time_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_session_idx").on(t.assistant, t.sessionId, t.id)],
);
