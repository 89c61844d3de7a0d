import type { FeedbackInputSchema } from "@common/feedback";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findStoredAnswer, type ChatOwner } from "../assistants/chat-store";
import { answerFeedback } from "./schema";
import { answerKey } from "./visitor";

export const ANSWER_NOT_FOUND = "That answer was not found. Ask the question again, then rate the new answer.";

/**
 * Stores a visitor's rating of an answer and answers its id. The answer named by `messageId` is
 * read from the store (its question, text and sources as they were given, whatever the client
 * sends), and only when it is the caller's (asked with the caller's session, or anonymously in the
 * page visit `sessionId`); without one, the client's question and text are kept as data. A second rating of the same
 * answer by the same visitor replaces the first (same id) and opens it for review again.
 */
export async function rateAnswer(
  db: Db,
  input: z.output<typeof FeedbackInputSchema>,
  visitor: string,
  account: Omit<ChatOwner, "sessionId">,
): Promise<number> {
  // Someone else's answer is refused as an unknown one is.
  const stored =
    input.messageId !== undefined
      ? await findStoredAnswer(db, input.messageId, { ...account, sessionId: input.sessionId })
      : null;
  if (input.messageId !== undefined && (!stored || stored.assistant !== input.assistant))
    throw notFound(ANSWER_NOT_FOUND);
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
      messageId: input.messageId ?? null,
      answerKey: answerKey(input),
      visitorHash: visitor,
      question: stored?.question ?? input.question,
      answer: stored?.answer ?? input.answer,
      sources: stored?.sources ?? [],
      reviewedAnswerId: stored?.reviewedAnswerId ?? null,
      ...rated,
    })
    .onConflictDoUpdate({ target: [answerFeedback.answerKey, answerFeedback.visitorHash], set: rated })
    .returning({ id: answerFeedback.id });
  if (!row) throw new Error("the rating was not stored");
  return row.id;
}
