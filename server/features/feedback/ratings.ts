import type { FeedbackInputSchema } from "@common/feedback";
import { singleLine } from "@common/text-fields";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { findStoredAnswer, type ChatOwner } from "../assistants/chat-store";
import { answerFeedback } from "./schema";
import { answerKey } from "./visitor";

export const ANSWER_NOT_FOUND = "That answer was not found. Ask the question again, then rate the new answer.";
export const ANSWER_MISMATCH =
  "The rated question or answer is not the one stored under that id. Reload the page, then rate the answer it shows.";

/**
 * Stores a visitor's rating of an answer the site stored and answers its id. The answer named by
 * `messageId` is read from the store, its question, text and sources as they were given, and only
 * when it is the caller's (asked with the caller's session, or anonymously in the page visit
 * `sessionId`): an unknown id, or one that is not the caller's or that assistant's, answers 404; a
 * question or text sent with it that is not the stored one answers 400. A second rating of the same
 * answer by the same visitor replaces the first (same id) and opens it for review again.
 */
export async function rateAnswer(
  db: Db,
  input: z.output<typeof FeedbackInputSchema>,
  visitor: string,
  account: Omit<ChatOwner, "sessionId">,
): Promise<number> {
  // Someone else's answer is refused as an unknown one is.
  const stored = await findStoredAnswer(db, input.messageId, { ...account, sessionId: input.sessionId });
  if (!stored || stored.assistant !== input.assistant) throw notFound(ANSWER_NOT_FOUND);
  const differs = (sent: string | undefined, kept: string) => sent !== undefined && sent !== singleLine(kept);
  if (differs(input.question, stored.question) || differs(input.answer, stored.answer))
    throw badRequest(ANSWER_MISMATCH);
  const rated = {
    rating: input.rating,
    reason: input.rating === "down" ? (input.reason ?? null) : null,
    comment: input.rating === "down" && input.comment ? input.comment : null,
    ratedAt: new Date(),
    status: "open" as const,
    resolvedAt: null,
    resolvedBy: null,
  };
  const [row] = await db
    .insert(answerFeedback)
    .values({
      assistant: input.assistant,
      messageId: input.messageId,
      answerKey: answerKey(input),
      visitorHash: visitor,
      question: stored.question,
      answer: stored.answer,
      sources: stored.sources,
      reviewedAnswerId: stored.reviewedAnswerId,
      ...rated,
    })
    .onConflictDoUpdate({ target: [answerFeedback.answerKey, answerFeedback.visitorHash], set: rated })
    .returning({ id: answerFeedback.id });
  if (!row) throw new Error("the rating was not stored");
  return row.id;
}
