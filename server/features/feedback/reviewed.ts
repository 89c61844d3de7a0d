import { desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AnswerSource } from "@common/assistants";
import { documentFileUrl } from "@common/documents";
import type { ReviewedAnswer, ReviewedAnswerInputSchema, ReviewedSourceInput } from "@common/feedback";
import type { Db } from "../../db/client";
import { AppError, badRequest, notFound } from "../../http/errors";
import { recordAudit, type AuditActor } from "../accounts/audit";
import { getDocument } from "../documents/service";
import { resolveFeedbackIn } from "./review";
import { reviewedAnswers } from "./schema";

type Row = typeof reviewedAnswers.$inferSelect;
type Input = z.output<typeof ReviewedAnswerInputSchema>;

export function presentReviewed(r: Row): ReviewedAnswer {
  return {
    id: r.id,
    assistant: r.assistant,
    question: r.question,
    answer: r.answer,
    sources: r.sources,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt.toISOString(),
    reviewedBy: r.reviewedBy,
    retiredAt: r.retiredAt ? r.retiredAt.toISOString() : null,
    uses: r.uses,
  };
}

/**
 * A reviewed answer's citations as an answer's sources: a document is looked up (it must exist, and
 * the page be one of its pages) and linked at its page, with its meeting date; an address is kept.
 */
async function citedSources(db: Db, sources: ReviewedSourceInput[]): Promise<AnswerSource[]> {
  const out: AnswerSource[] = [];
  for (const [i, s] of sources.entries()) {
    const n = i + 1;
    if (s.documentId === undefined) {
      out.push({ n, title: s.title.trim(), meetingDate: null, page: null, url: s.url!.trim() });
      continue;
    }
    const doc = await getDocument(db, s.documentId).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404)
        throw badRequest(`Source ${n}: there is no document ${s.documentId}`);
      throw err;
    });
    if (s.page !== undefined && doc.pageCount !== null && s.page > doc.pageCount)
      throw badRequest(`Source ${n}: "${doc.title}" has ${doc.pageCount} page${doc.pageCount === 1 ? "" : "s"}`);
    out.push({
      n,
      documentId: doc.id,
      title: s.title.trim(),
      meetingDate: doc.meetingDate,
      page: s.page ?? null,
      url: documentFileUrl(doc.id, s.page),
    });
  }
  return out;
}

/** The reviewed answers, the latest reviewed first: active ones, retired ones, or all. */
export async function listReviewed(db: Db, status?: "active" | "retired"): Promise<ReviewedAnswer[]> {
  const rows = await db
    .select()
    .from(reviewedAnswers)
    .where(
      status === "active"
        ? isNull(reviewedAnswers.retiredAt)
        : status === "retired"
          ? isNotNull(reviewedAnswers.retiredAt)
          : undefined,
    )
    .orderBy(sql`${reviewedAnswers.retiredAt} IS NOT NULL`, desc(reviewedAnswers.reviewedAt), desc(reviewedAnswers.id))
    .limit(500);
  return rows.map(presentReviewed);
}

const audit = (tx: Db, actor: AuditActor, action: string, row: Row) =>
  recordAudit(tx, actor, {
    action,
    targetType: "reviewed_answer",
    targetId: row.id,
    details: { question: row.question, assistant: row.assistant },
  });

/** The columns a reviewed answer takes from what the admin wrote. */
const reviewedFields = (input: Input, sources: Awaited<ReturnType<typeof citedSources>>, actor: AuditActor) => ({
  assistant: input.assistant ?? null,
  question: input.question,
  answer: input.answer,
  sources,
  reviewedBy: actor.username,
});

/** Writes a reviewed answer (resolving the rated answer it was written from), audited, in one transaction. */
export async function createReviewed(db: Db, actor: AuditActor, input: Input): Promise<ReviewedAnswer> {
  const sources = await citedSources(db, input.sources);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(reviewedAnswers)
      .values(reviewedFields(input, sources, actor))
      .returning();
    if (!row) throw new Error("the reviewed answer was not stored");
    await audit(tx, actor, "reviewed_answer.create", row);
    if (input.feedbackId !== undefined)
      await resolveFeedbackIn(tx, actor, input.feedbackId, `reviewed answer ${row.id}`);
    return presentReviewed(row);
  });
}

/** Rewrites a reviewed answer; its review date becomes now. A retired one stays retired. */
export async function updateReviewed(db: Db, actor: AuditActor, id: number, input: Input): Promise<ReviewedAnswer> {
  const sources = await citedSources(db, input.sources);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(reviewedAnswers)
      .set({ ...reviewedFields(input, sources, actor), reviewedAt: new Date() })
      .where(eq(reviewedAnswers.id, id))
      .returning();
    if (!row) throw notFound(`There is no reviewed answer ${id}`);
    await audit(tx, actor, "reviewed_answer.update", row);
    if (input.feedbackId !== undefined)
      await resolveFeedbackIn(tx, actor, input.feedbackId, `reviewed answer ${row.id}`);
    return presentReviewed(row);
  });
}

/** Retires a reviewed answer: it is kept, and answers no more questions. Retiring it again changes nothing. */
export async function retireReviewed(db: Db, actor: AuditActor, id: number): Promise<ReviewedAnswer> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(reviewedAnswers)
      .set({ retiredAt: sql`coalesce(${reviewedAnswers.retiredAt}, now())` })
      .where(eq(reviewedAnswers.id, id))
      .returning();
    if (!row) throw notFound(`There is no reviewed answer ${id}`);
    await audit(tx, actor, "reviewed_answer.retire", row);
    return presentReviewed(row);
  });
}
