/**
 * What a page shows of the ratings of answers before any schema: the ratings, the reasons of a
 * "Not helpful" and their labels, the comment's bound, the thanks, and the mark of a reviewed answer.
 * Free of validation code, so the assistants' pages show an answer's rating buttons without loading
 * it; `feedback.ts` builds on it.
 */

export const RATINGS = ["up", "down"] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = { up: "Helpful", down: "Not helpful" };

export const FEEDBACK_REASONS = ["wrong-facts", "wrong-source", "not-answered", "other"] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export const FEEDBACK_REASON_LABELS: Record<FeedbackReason, string> = {
  "wrong-facts": "Wrong or outdated facts",
  "wrong-source": "Wrong source",
  "not-answered": "Did not answer my question",
  other: "Other",
};

export const MAX_FEEDBACK_COMMENT = 500;

export const FEEDBACK_THANKS = "Thank you for your feedback.";
export const REVIEWED_MARK = "Reviewed by the site's editors";
