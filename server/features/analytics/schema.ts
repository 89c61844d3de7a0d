import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AssistantName as Assistant } from "../../../common/assistants";

/** One question asked of an assistant: what was asked, how long the answer was, how fast it came. */
export const aiQueries = pgTable(
  "ai_queries",
  {
    id: serial("id").primaryKey(),
    assistant: text("assistant").$type<Assistant>().notNull(),
    question: text("question").notNull(),
    questionLength: integer("question_length").notNull(),
    answerLength: integer("answer_length").notNull(),
    responseTimeMs: integer("response_time_ms").notNull(),
    /** Whether the assistant declined (its sources did not cover the question): the content gaps. */
    declined: boolean("declined").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ai_queries_assistant_check", sql`${t.assistant} in ('home', 'rcpg', 'design-review')`),
    index("ai_queries_created_at_idx").on(t.createdAt),
    index("ai_queries_assistant_created_at_idx").on(t.assistant, t.createdAt),
    index("ai_queries_declined_idx").on(t.createdAt).where(sql`${t.declined}`),
  ],
);

/**
 * The documents an answer used, in rank order (1 = most relevant). The title is kept as it was at
 * the time, so the log still reads well after a document is renamed or deleted; the assistant is
 * repeated here so the usage roll-up needs no join.
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
    assistant: text("assistant").$type<Assistant>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.queryId, t.rank] }), index("ai_query_documents_document_idx").on(t.documentId)],
);

/**
 * Per assistant and calendar day (America/Los_Angeles): how many queries and the sums behind the
 * averages. Kept by database triggers on ai_queries (migration analytics_triggers), so the summary
 * reads a few hundred rows however many queries there are.
 */
export const aiQueryDaily = pgTable(
  "ai_query_daily",
  {
    assistant: text("assistant").$type<Assistant>().notNull(),
    day: date("day").notNull(),
    queries: integer("queries").notNull(),
    totalResponseMs: bigint("total_response_ms", { mode: "number" }).notNull(),
    totalQuestionLength: bigint("total_question_length", { mode: "number" }).notNull(),
    totalAnswerLength: bigint("total_answer_length", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assistant, t.day] })],
);

/**
 * Per assistant and document: how many queries used it and its latest title. Kept by database
 * triggers on ai_query_documents (migration analytics_triggers).
 */
export const aiDocumentUsage = pgTable(
  "ai_document_usage",
  {
    assistant: text("assistant").$type<Assistant>().notNull(),
    documentId: integer("document_id").notNull(),
    uses: integer("uses").notNull(),
    title: text("title").notNull(),
    lastQueryId: integer("last_query_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.assistant, t.documentId] })],
);
