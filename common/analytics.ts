import { z } from "zod";
import { ASSISTANTS, type AssistantName } from "./assistants";
import { FEEDBACK_REASONS } from "./feedback";

/** How each assistant is named on the analytics page. */
export const ASSISTANT_LABELS: Record<AssistantName, string> = {
  home: "Home",
  rcpg: "Planning Group",
  "design-review": "Design Review",
};

/** Query log page sizes (document 001, section 9). */
export const QUERY_LOG_LIMITS = [25, 50, 100] as const;
export type QueryLogLimit = (typeof QUERY_LOG_LIMITS)[number];
export const DEFAULT_QUERY_LOG_LIMIT: QueryLogLimit = 50;

/** The daily volume covers this many days, today included (document 001, section 9). */
export const ANALYTICS_DAYS = 30;
/** Days are counted in the town's own time zone. */
export const ANALYTICS_TIME_ZONE = "America/Los_Angeles";
/** How many documents the Document Usage list ranks. */
export const TOP_DOCUMENTS_LIMIT = 20;

const assistantParam = z.enum(ASSISTANTS, {
  message: `assistant must be one of ${ASSISTANTS.join(", ")}`,
});

/** Query string of GET /api/admin/ai-analytics. */
export const AnalyticsQuerySchema = z.strictObject(
  { assistant: assistantParam.optional() },
  { message: "only the assistant parameter is accepted" },
);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** Query string of GET /api/admin/ai-queries: the limit arrives as text and must be 25, 50 or 100. */
export const QueryLogQuerySchema = z.strictObject(
  {
    limit: z
      .enum(["25", "50", "100"], { message: "limit must be 25, 50 or 100" })
      .transform((v) => Number(v) as QueryLogLimit)
      .optional(),
    assistant: assistantParam.optional(),
  },
  { message: "only the limit and assistant parameters are accepted" },
);
export type QueryLogQuery = z.infer<typeof QueryLogQuerySchema>;

/** The AI analytics entity (document 001, section 3), with document titles added. */
export const AiAnalyticsSchema = z.object({
  totalQueries: z.number(),
  /** Milliseconds, rounded to a whole number; 0 when there are no queries. */
  avgResponseTime: z.number(),
  /** Characters, rounded; 0 when there are no queries. */
  avgQuestionLength: z.number(),
  avgAnswerLength: z.number(),
  /** The last 30 days in America/Los_Angeles, oldest first, days without queries included. */
  queriesPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
  /** Most referenced documents, most used first; count = queries that used the document. */
  topDocuments: z.array(z.object({ docId: z.number(), title: z.string(), count: z.number() })),
});
export type AiAnalytics = z.infer<typeof AiAnalyticsSchema>;

/** One AI query log entry (document 001, section 3), with the assistant added. */
export const AiQueryLogEntrySchema = z.object({
  id: z.number(),
  question: z.string(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  responseTimeMs: z.number(),
  /** Document ids in the order the answer ranked them. */
  relevantDocuments: z.array(z.number()),
  /** Titles matching relevantDocuments, same order. */
  documentTitles: z.array(z.string()),
  questionLength: z.number(),
  answerLength: z.number(),
  assistant: z.enum(ASSISTANTS),
});
export type AiQueryLogEntry = z.infer<typeof AiQueryLogEntrySchema>;

/** Per assistant, over the last ANALYTICS_DAYS days: rated answers, how many not helpful, and why. */
export const FeedbackSummarySchema = z.object({
  days: z.number(),
  assistants: z.array(
    z.object({
      assistant: z.enum(ASSISTANTS),
      rated: z.number(),
      notHelpful: z.number(),
      /** notHelpful / rated, 0..1 (0 with no ratings). */
      notHelpfulShare: z.number(),
      /** The reasons given with "Not helpful", most given first; `none` counts those without one. */
      reasons: z.array(z.object({ reason: z.enum([...FEEDBACK_REASONS, "none"]), count: z.number() })),
    }),
  ),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

/** How many content gaps the analytics list; questions declined in the last ANALYTICS_DAYS days. */
export const CONTENT_GAPS_LIMIT = 50;

/** Declined questions that mean the same, as one gap: the most asked wording and how often. */
export const ContentGapSchema = z.object({
  /** The wording asked most (the latest among equals). */
  question: z.string(),
  /** How many times questions of the group were declined. */
  count: z.number(),
  /** Other wordings of the group (a few). */
  variants: z.array(z.string()),
  assistants: z.array(z.enum(ASSISTANTS)),
  lastAskedAt: z.string(),
});
export type ContentGap = z.infer<typeof ContentGapSchema>;
