import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** One question asked of an assistant: what was asked, how long the answer was, how fast it came. */
export const aiQueries = pgTable(
  "ai_queries",
  {
    id: serial("id").primaryKey(),
    assistant: text("assistant").$type<"home" | "rcpg" | "design-review">().notNull(),
    question: text("question").notNull(),
    questionLength: integer("question_length").notNull(),
    answerLength: integer("answer_length").notNull(),
    responseTimeMs: integer("response_time_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ai_queries_assistant_check", sql`${t.assistant} in ('home', 'rcpg', 'design-review')`),
    index("ai_queries_created_at_idx").on(t.createdAt),
    index("ai_queries_assistant_created_at_idx").on(t.assistant, t.createdAt),
  ],
);

/**
 * The documents an answer used, in rank order (1 = most relevant). The title is kept as it was at
 * the time, so the log still reads well after a document is renamed or deleted; the assistant is
 * repeated here so per-assistant document usage needs no join.
 */
export const aiQueryDocuments = pgTable(
  "ai_query_documents",
  {
    queryId: integer("query_id")
      .notNull()
      .references(() => aiQueries.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    documentId: integer("document_id").notNull(),
    title: text("title").notNull(),
    assistant: text("assistant").$type<"home" | "rcpg" | "design-review">().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.queryId, t.rank] }),
    index("ai_query_documents_document_idx").on(t.documentId, t.queryId),
    index("ai_query_documents_assistant_document_idx").on(t.assistant, t.documentId, t.queryId),
  ],
);
