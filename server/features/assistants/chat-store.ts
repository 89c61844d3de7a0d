import { and, asc, eq } from "drizzle-orm";
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

/** The session under which the town assistant's answers are kept (it has no chat history). */
export const HOME_SESSION = "home";

export async function saveChat(
  db: Db,
  values: {
    assistant: AssistantName;
    sessionId: string;
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

/** A session's messages of one assistant, oldest first. */
export async function chatHistory(db: Db, assistant: AssistantName, sessionId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.assistant, assistant), eq(chatMessages.sessionId, sessionId)))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return rows.map(presentChat);
}

export async function findChat(db: Db, id: number): Promise<ChatMessage | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ? presentChat(row) : null;
}

/** A stored answer with its assistant and the reviewed answer it was, for a rating of it. */
export async function findStoredAnswer(db: Db, id: number) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
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
