import { answerTrace } from "@common/assistants.api";
import type { CallBody } from "@common/contract";
import { updateDocument } from "@common/documents.api";
import type { FeedbackListQuery } from "@common/feedback";
import {
  createReviewedAnswer,
  listFeedback,
  listReviewedAnswers,
  resolveFeedback,
  retireReviewedAnswer,
  updateReviewedAnswer,
} from "@common/feedback.api";
import { callAdmin, callAdminPage } from "@web/lib/admin-session";
import { callKey, callQuery } from "@web/lib/api-client";

/** The Answer Review tab's calls: the rated answers, the reviewed answers, and a document's switch. */

/** A page of rated answers and how many match the filter. */
export const feedbackQuery = (query: FeedbackListQuery) => ({
  queryKey: callKey(listFeedback, { query }),
  queryFn: ({ signal }: { signal: AbortSignal }) => callAdminPage(listFeedback, { query, signal }),
});
/** Every list of rated answers, whatever its filter. */
export const FEEDBACK_KEY = callKey(listFeedback);

export const resolve = (id: number) => callAdmin(resolveFeedback, { params: { id } });

export type ReviewedFilter = "active" | "retired" | "";
export const reviewedQuery = (status: ReviewedFilter) =>
  callQuery(listReviewedAnswers, { query: { status } }, callAdmin);
export const REVIEWED_KEY = callKey(listReviewedAnswers);

export type ReviewedBody = CallBody<typeof createReviewedAnswer>;
export const createReviewed = (body: ReviewedBody) => callAdmin(createReviewedAnswer, { body });
export const updateReviewed = (id: number, body: ReviewedBody) =>
  callAdmin(updateReviewedAnswer, { params: { id }, body });
export const retireReviewed = (id: number) => callAdmin(retireReviewedAnswer, { params: { id } });

/** Takes a misleading document out of the library, the search and the assistants (it can be turned back on in Documents). */
export const deactivateDocument = (id: number) =>
  callAdmin(updateDocument, { params: { id }, body: { isActive: false } });

/** How a stored answer was reached, and why it declined: read when an admin opens "Why this answer". */
export const traceQuery = (id: number) => callQuery(answerTrace, { params: { id } }, callAdmin);
