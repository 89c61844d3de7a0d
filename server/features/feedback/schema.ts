import { sql, type SQL } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AnswerSource, AssistantName } from "../../../common/assistants";
import type { FeedbackReason, FeedbackStatus, Rating } from "../../../common/feedback";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One visitor's rating of one answer. `answer_key` names the answer (its stored message, `m:<id>`;
 * ratings from before every rating named a stored answer hold a hash of the text) and `visitor_hash` the visitor (a keyed hash of the address
 * the rate limits use): one row per answer and visitor, replaced by a second rating.
 */
export const answerFeedback = pgTable(
  "answer_feedback",
  {
    id: serial("id").primaryKey(),
    assistant: text("assistant").$type<AssistantName>().notNull(),
    messageId: integer("message_id"),
    answerKey: text("answer_key").notNull(),
    visitorHash: text("visitor_hash").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sources: jsonb("sources").$type<AnswerSource[]>().notNull().default([]),
    rating: text("rating").$type<Rating>().notNull(),
    reason: text("reason").$type<FeedbackReason>(),
    comment: text("comment"),
    status: text("status").$type<FeedbackStatus>().notNull().default("open"),
    /** The reviewed answer the rated answer was (null for an answer the engine composed). */
    reviewedAnswerId: integer("reviewed_answer_id"),
    ratedAt: timestamp("rated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    uniqueIndex("answer_feedback_answer_visitor_key").on(t.answerKey, t.visitorHash),
    check("answer_feedback_assistant_check", sql`${t.assistant} in ('home', 'rcpg', 'design-review')`),
    check("answer_feedback_rating_check", sql`${t.rating} in ('up', 'down')`),
    check("answer_feedback_status_check", sql`${t.status} in ('open', 'resolved')`),
    // The review list: "Not helpful" first, newest first, within a status.
    index("answer_feedback_review_idx").on(t.status, t.rating, t.ratedAt),
    index("answer_feedback_rated_at_idx").on(t.ratedAt),
  ],
);

/**
 * An answer written by the site's editors for a question. A later question that means the same
 * (its words, weighed by their rarity, found through `question_tsv`) is answered with it.
 */
export const reviewedAnswers = pgTable(
  "reviewed_answers",
  {
    id: serial("id").primaryKey(),
    /** The assistant it answers for; null for all three. */
    assistant: text("assistant").$type<AssistantName>(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sources: jsonb("sources").$type<AnswerSource[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text("reviewed_by").notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    uses: integer("uses").notNull().default(0),
    questionTsv: tsvector("question_tsv")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, ${reviewedAnswers.question})`),
  },
  (t) => [index("reviewed_answers_question_tsv").using("gin", t.questionTsv)],
);
