import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DeclineReason } from "@common/answer-trace";
import type { FeedbackFilter, FeedbackItem } from "@common/feedback";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { recordAudit, type AuditActor } from "../accounts/audit";
import { chatMessages } from "../assistants/schema";
import { answerFeedback } from "./schema";

type Row = typeof answerFeedback.$inferSelect;

/** A rated answer as admins see it (no answer key, no visitor hash), with the stored answer's decline reason. */
export function presentFeedback(r: Row, declineReason: DeclineReason | null = null): FeedbackItem {
  return {
    id: r.id,
    assistant: r.assistant,
    messageId: r.messageId,
    question: r.question,
    answer: r.answer,
    sources: r.sources,
    rating: r.rating,
    reason: r.reason,
    comment: r.comment,
    status: r.status,
    ratedAt: r.ratedAt.toISOString(),
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
    resolvedBy: r.resolvedBy,
    answeredByReviewId: r.reviewedAnswerId,
    declineReason,
  };
}

export const DEFAULT_FEEDBACK_PAGE = 25;

/** The rated answers matching the filter, "Not helpful" first and newest first, a page of them. */
export async function listFeedback(db: Db, f: FeedbackFilter): Promise<{ rows: FeedbackItem[]; total: number }> {
  const where: SQL[] = [];
  if (f.status) where.push(eq(answerFeedback.status, f.status));
  if (f.assistant) where.push(eq(answerFeedback.assistant, f.assistant));
  if (f.reason) where.push(eq(answerFeedback.reason, f.reason));
  if (f.rating) where.push(eq(answerFeedback.rating, f.rating));
  const cond = where.length ? and(...where) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(answerFeedback)
    .where(cond);
  const rows = await db
    .select({ feedback: answerFeedback, declineReason: chatMessages.declineReason })
    .from(answerFeedback)
    .leftJoin(chatMessages, eq(chatMessages.id, answerFeedback.messageId))
    .where(cond)
    .orderBy(sql`(${answerFeedback.rating} = 'down') DESC`, desc(answerFeedback.ratedAt), desc(answerFeedback.id))
    .limit(f.limit ?? DEFAULT_FEEDBACK_PAGE)
    .offset(f.offset ?? 0);
  return {
    rows: rows.map((r) => presentFeedback(r.feedback, r.declineReason ?? null)),
    total: Number(count?.n ?? 0),
  };
}

/**
 * Marks a rated answer resolved (again resolving one is harmless), with its audit line, in the
 * transaction the caller gives (a reviewed answer written from it resolves it in its own).
 */
export async function resolveFeedbackIn(tx: Db, actor: AuditActor, id: number, via?: string): Promise<FeedbackItem> {
  const [row] = await tx
    .update(answerFeedback)
    .set({
      status: "resolved",
      resolvedAt: sql`coalesce(${answerFeedback.resolvedAt}, now())`,
      resolvedBy: sql`coalesce(${answerFeedback.resolvedBy}, ${actor.username})`,
    })
    .where(eq(answerFeedback.id, id))
    .returning();
  if (!row) throw notFound(`There is no rated answer ${id}`);
  await recordAudit(tx, actor, {
    action: "feedback.resolve",
    targetType: "answer_feedback",
    targetId: id,
    details: { assistant: row.assistant, rating: row.rating, ...(via ? { via } : {}) },
  });
  return presentFeedback(row);
}

export const resolveFeedback = (db: Db, actor: AuditActor, id: number) =>
  db.transaction((tx) => resolveFeedbackIn(tx as unknown as Db, actor, id));
