import { z } from "zod";
import { DeclineReasonSchema } from "./answer-trace";
import { AnswerSourceSchema, ASSISTANTS, MAX_QUESTION_LENGTH, SessionIdSchema } from "./assistants";
import { FEEDBACK_REASONS, MAX_FEEDBACK_COMMENT, RATINGS } from "./feedback-basics";
import { requiredText, text } from "./text-fields";

export {
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  FEEDBACK_THANKS,
  MAX_FEEDBACK_COMMENT,
  RATING_LABELS,
  RATINGS,
  REVIEWED_MARK,
  type FeedbackReason,
  type Rating,
} from "./feedback-basics";

/**
 * Residents rate the assistants' answers; admins review the rated ones and write reviewed answers
 * that later questions meaning the same are answered with.
 */

export const FEEDBACK_STATUSES = ["open", "resolved"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const MAX_RATED_ANSWER = 20_000;
/** Ratings a minute per address (the ask calls allow 20). */
export const FEEDBACK_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

const assistant = z.enum(ASSISTANTS, { message: `must be one of ${ASSISTANTS.join(", ")}` });
const positiveId = z
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .positive("must be positive")
  .max(2_147_483_647, "is out of range");

/**
 * POST /api/feedback: one visitor's rating of one answer the site stored, named by its id; the
 * server keeps the stored question and text, never the client's. A second rating of the same
 * answer by the same visitor replaces the first. A reason and a comment go with "Not helpful" only.
 */
export const FeedbackInputSchema = z
  .strictObject({
    assistant,
    /** The stored answer's id (`messageId` of the home answer, `id` of a chat message). */
    messageId: positiveId,
    /** The page visit the answer was asked in (an answer asked with an account's session needs that session). */
    sessionId: SessionIdSchema.optional(),
    /** The question and answer as the page shows them: when sent, they must be the stored ones. */
    question: requiredText(MAX_QUESTION_LENGTH).optional(),
    answer: requiredText(MAX_RATED_ANSWER).optional(),
    rating: z.enum(RATINGS, { message: 'must be "up" or "down"' }),
    reason: z.enum(FEEDBACK_REASONS, { message: `must be one of ${FEEDBACK_REASONS.join(", ")}` }).optional(),
    comment: text(MAX_FEEDBACK_COMMENT).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.rating === "up" && (v.reason !== undefined || v.comment))
      ctx.addIssue({ code: "custom", path: ["reason"], message: 'a reason or comment goes with a "down" rating only' });
  });
export type FeedbackInput = z.input<typeof FeedbackInputSchema>;

const wholeNumber = (min: number, max: number) =>
  z
    .string({ message: "must be a whole number" })
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(min, `must be ${min} to ${max}`).max(max, `must be ${min} to ${max}`));
const blankIsUnset = z.literal("").transform(() => undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([blankIsUnset, z.enum(values)], { message }).optional();

export const FEEDBACK_PAGE_SIZES = [10, 25, 50] as const;
export const FEEDBACK_MAX_PAGE_SIZE = 100;

/** GET /api/admin/feedback: filters and a page; "Not helpful" first, newest first. */
export const FeedbackListQuerySchema = z.strictObject(
  {
    status: optionalEnum(FEEDBACK_STATUSES, "status must be open or resolved"),
    assistant: optionalEnum(ASSISTANTS, `assistant must be one of ${ASSISTANTS.join(", ")}`),
    reason: optionalEnum(FEEDBACK_REASONS, `reason must be one of ${FEEDBACK_REASONS.join(", ")}`),
    rating: optionalEnum(RATINGS, 'rating must be "up" or "down"'),
    limit: wholeNumber(1, FEEDBACK_MAX_PAGE_SIZE).optional(),
    offset: wholeNumber(0, 1_000_000).optional(),
  },
  { message: "only status, assistant, reason, rating, limit and offset are accepted" },
);
export type FeedbackListQuery = z.input<typeof FeedbackListQuerySchema>;
export type FeedbackFilter = z.output<typeof FeedbackListQuerySchema>;

/** A rated answer as admins review it. */
export const FeedbackItemSchema = z.object({
  id: z.number(),
  assistant: z.enum(ASSISTANTS),
  messageId: z.number().nullable(),
  question: z.string(),
  answer: z.string(),
  /** The sources the answer cited (stored with the answer; empty when it was not stored). */
  sources: z.array(AnswerSourceSchema),
  rating: z.enum(RATINGS),
  reason: z.enum(FEEDBACK_REASONS).nullable(),
  comment: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  /** When the visitor rated it (the latest rating, when it was replaced). */
  ratedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** The reviewed answer that was given (when the rated answer was one). */
  answeredByReviewId: z.number().nullable(),
  /** Why the assistant declined, when the rated answer was a decline (its trace says more). */
  declineReason: DeclineReasonSchema.nullable().default(null),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

export const MAX_REVIEWED_ANSWER = 4000;
export const MAX_REVIEWED_SOURCES = 10;

/** A site path ("/adu#permits") or a web address; nothing else is linked. */
const sourceUrl = z
  .string({ message: "must be text" })
  .trim()
  .max(500, "must be at most 500 characters")
  .refine((u) => /^\/(?!\/)[^\s]*$/.test(u) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(u), {
    message: "must be a path of this site (/adu) or an http(s) address",
  });

/** One citation of a reviewed answer: a document (at a page) or a page of this site or the web. */
export const ReviewedSourceInputSchema = z
  .strictObject({
    documentId: positiveId.optional(),
    page: z.number({ message: "must be a number" }).int("must be a whole number").min(1).max(10_000).optional(),
    url: sourceUrl.optional(),
    title: requiredText(300),
  })
  .superRefine((s, ctx) => {
    if (s.documentId === undefined && !s.url)
      ctx.addIssue({ code: "custom", message: "a source needs a document id or an address" });
    if (s.documentId !== undefined && s.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "give a document id or an address, not both" });
    if (s.page !== undefined && s.documentId === undefined)
      ctx.addIssue({ code: "custom", path: ["page"], message: "a page goes with a document id" });
  });
export type ReviewedSourceInput = z.input<typeof ReviewedSourceInputSchema>;

/** The [n] markers of a text. */
export const citationNumbers = (s: string) => [...s.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1]));

/** POST and PUT /api/admin/reviewed-answers: the question it answers, the text and its citations. */
export const ReviewedAnswerInputSchema = z
  .strictObject({
    question: requiredText(MAX_QUESTION_LENGTH),
    answer: requiredText(MAX_REVIEWED_ANSWER),
    sources: z
      .array(ReviewedSourceInputSchema)
      .max(MAX_REVIEWED_SOURCES, `must be at most ${MAX_REVIEWED_SOURCES} sources`)
      .default([]),
    /** The assistant it answers for; null or absent: all three. */
    assistant: assistant.nullable().optional(),
    /** The rated answer it was written from: marked resolved in the same change. */
    feedbackId: positiveId.optional(),
  })
  .superRefine((v, ctx) => {
    const beyond = citationNumbers(v.answer).filter((n) => n < 1 || n > v.sources.length);
    if (beyond.length)
      ctx.addIssue({
        code: "custom",
        path: ["answer"],
        message: `cites [${beyond[0]}] but has ${v.sources.length} source${v.sources.length === 1 ? "" : "s"}`,
      });
  });
export type ReviewedAnswerInput = z.input<typeof ReviewedAnswerInputSchema>;

export const REVIEWED_STATUSES = ["active", "retired"] as const;
export const ReviewedListQuerySchema = z.strictObject(
  { status: optionalEnum(REVIEWED_STATUSES, "status must be active or retired") },
  { message: "only the status parameter is accepted" },
);

export const ReviewedAnswerSchema = z.object({
  id: z.number(),
  assistant: z.enum(ASSISTANTS).nullable(),
  question: z.string(),
  answer: z.string(),
  sources: z.array(AnswerSourceSchema),
  createdAt: z.string(),
  /** The review date shown with the answer: when it was last written. */
  reviewedAt: z.string(),
  reviewedBy: z.string(),
  retiredAt: z.string().nullable(),
  /** How many questions it has answered. */
  uses: z.number(),
});
export type ReviewedAnswer = z.infer<typeof ReviewedAnswerSchema>;
