import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnswerTrace, AnswerTraceResponse, DeclineReason } from "@common/answer-trace";
import type { AnswerSource, AssistantName, ChatMessage } from "@common/assistants";
import type { Db } from "../../db/client";
import { answerTraces, chatMessages } from "./schema";

type ChatRow = typeof chatMessages.$inferSelect;

/** The stored chat message as the calls present it (no internal columns). */
export function presentChat(row: ChatRow): ChatMessage {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    relevantDocuments: row.relevantDocuments,
    createdAt: row.createdAt.toISOString(),
    sources: row.sources,
    reviewed: row.reviewedAnswerId !== null,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    declineReason: row.declineReason ?? null,
  };
}

/**
 * The session under which a town assistant's answer asked without a page's session id is kept. No
 * caller can name it (a session id has at least 8 characters), so such an answer is nobody's.
 */
export const HOME_SESSION = "home";

/**
 * Who is asking: the resident or approved admin of the request's session, and the page visit's
 * session id the request names. An answer asked with an account's session belongs to that account
 * alone; one asked without belongs to the session id it was asked with.
 */
export type ChatOwner = { userId?: number; adminId?: number; sessionId?: string };

const anonymous = and(isNull(chatMessages.userId), isNull(chatMessages.adminId));

/** The condition "this answer is the caller's". */
function ownedBy(owner: ChatOwner): SQL {
  const conditions: Array<SQL | undefined> = [];
  if (owner.userId !== undefined) conditions.push(eq(chatMessages.userId, owner.userId));
  if (owner.adminId !== undefined) conditions.push(eq(chatMessages.adminId, owner.adminId));
  if (owner.sessionId !== undefined) conditions.push(and(anonymous, eq(chatMessages.sessionId, owner.sessionId)));
  return or(...conditions) ?? sql`false`;
}

export async function saveChat(
  db: Db,
  values: {
    assistant: AssistantName;
    sessionId: string;
    /** The account whose session asked, if any. */
    userId?: number;
    adminId?: number;
    question: string;
    answer: string;
    sources: AnswerSource[];
    responseTimeMs: number;
    /** The reviewed answer given, when it was one. */
    reviewed?: { id: number; at: string } | null;
    declineReason?: DeclineReason | null;
    /** How the answer was reached, kept beside it for Answer Review. */
    trace?: AnswerTrace | null;
  },
): Promise<ChatMessage> {
  const relevantDocuments = [
    ...new Set(values.sources.flatMap((s) => (s.documentId !== undefined ? [s.documentId] : []))),
  ];
  const { reviewed, trace, ...rest } = values;
  const row = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(chatMessages)
      .values({
        ...rest,
        relevantDocuments,
        reviewedAnswerId: reviewed?.id ?? null,
        reviewedAt: reviewed ? new Date(reviewed.at) : null,
      })
      .returning();
    if (!message) throw new Error("chat message insert returned nothing");
    if (trace) await tx.insert(answerTraces).values({ messageId: message.id, trace });
    return message;
  });
  return presentChat(row);
}

/** A stored answer's question, decline reason and trace, for Answer Review; null for an unknown id. */
export async function findAnswerTrace(db: Db, id: number): Promise<AnswerTraceResponse | null> {
  const [row] = await db
    .select({
      question: chatMessages.question,
      declineReason: chatMessages.declineReason,
      trace: answerTraces.trace,
    })
    .from(chatMessages)
    .leftJoin(answerTraces, eq(answerTraces.messageId, chatMessages.id))
    .where(eq(chatMessages.id, id))
    .limit(1);
  return row
    ? { messageId: id, question: row.question, declineReason: row.declineReason ?? null, trace: row.trace ?? null }
    : null;
}

/**
 * A page visit's messages of one assistant, oldest first: those asked anonymously with its session
 * id, and those the caller's account asked with it.
 */
export async function chatHistory(
  db: Db,
  assistant: AssistantName,
  sessionId: string,
  account: Omit<ChatOwner, "sessionId">,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.assistant, assistant),
        eq(chatMessages.sessionId, sessionId),
        ownedBy({ ...account, sessionId }),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return rows.map(presentChat);
}

/** The caller's chat message of that id; null when there is none or it is someone else's. */
export async function findChat(db: Db, id: number, owner: ChatOwner): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), ownedBy(owner)))
    .limit(1);
  return row ? presentChat(row) : null;
}

/**
 * The caller's stored answer with its assistant and the reviewed answer it was, for a rating of it;
 * null when there is none or it is someone else's.
 */
export async function findStoredAnswer(db: Db, id: number, owner: ChatOwner) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), ownedBy(owner)))
    .limit(1);
  return row
    ? {
        assistant: row.assistant as AssistantName,
        question: row.question,
        answer: row.answer,
        sources: row.sources,
        reviewedAnswerId: row.reviewedAnswerId,
      }
    : null;
}
