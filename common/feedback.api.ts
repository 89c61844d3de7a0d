import { z } from "zod";
import { defineCall } from "./contract";
import {
  FeedbackInputSchema,
  FeedbackItemSchema,
  FeedbackListQuerySchema,
  ReviewedAnswerInputSchema,
  ReviewedAnswerSchema,
  ReviewedListQuerySchema,
} from "./feedback";
import { IdParamsSchema } from "./params";

/** A resident rates an answer (no login); answers 201 `{ id }`, the same id when it replaces a rating. */
export const rateAnswer = defineCall({
  method: "POST",
  path: "/api/feedback",
  body: FeedbackInputSchema,
  response: z.object({ id: z.number() }),
  what: { body: "Feedback" },
});

/** The rated answers, "Not helpful" first and newest first, paged (total in X-Total-Count). */
export const listFeedback = defineCall({
  method: "GET",
  path: "/api/admin/feedback",
  query: FeedbackListQuerySchema,
  response: z.array(FeedbackItemSchema),
  what: { query: "Feedback filter" },
});

export const resolveFeedback = defineCall({
  method: "POST",
  path: "/api/admin/feedback/:id/resolve",
  params: IdParamsSchema,
  response: FeedbackItemSchema,
  what: { params: "Feedback id" },
});

export const listReviewedAnswers = defineCall({
  method: "GET",
  path: "/api/admin/reviewed-answers",
  query: ReviewedListQuerySchema,
  response: z.array(ReviewedAnswerSchema),
  what: { query: "Reviewed answers filter" },
});

export const createReviewedAnswer = defineCall({
  method: "POST",
  path: "/api/admin/reviewed-answers",
  body: ReviewedAnswerInputSchema,
  response: ReviewedAnswerSchema,
  what: { body: "Reviewed answer" },
});

export const updateReviewedAnswer = defineCall({
  method: "PUT",
  path: "/api/admin/reviewed-answers/:id",
  params: IdParamsSchema,
  body: ReviewedAnswerInputSchema,
  response: ReviewedAnswerSchema,
  what: { params: "Reviewed answer id", body: "Reviewed answer" },
});

/** Retires a reviewed answer: it stays in the list, marked retired, and answers nothing more. */
export const retireReviewedAnswer = defineCall({
  method: "DELETE",
  path: "/api/admin/reviewed-answers/:id",
  params: IdParamsSchema,
  response: ReviewedAnswerSchema,
  what: { params: "Reviewed answer id" },
});
