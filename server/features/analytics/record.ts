import { ASSISTANTS, type AssistantName } from "@common/assistants";
import type { Db } from "../../db/client";
import { aiQueries, aiQueryDocuments } from "./schema";

export type RecordedQuery = {
  assistant: AssistantName;
  question: string;
  answer: string;
  responseTimeMs: number;
  /** The documents the answer used, most relevant first; repeats of an id are kept once. */
  documents: Array<{ id: number; title: string }>;
  /** Whether the assistant declined (its sources did not cover the question). */
  declined?: boolean;
  /** When the question was asked; defaults to now (the database clock). */
  createdAt?: Date;
};

type Logger = { error: (obj: object, msg: string) => void };

/** Longest question text kept in the log; its full length is still recorded. */
export const MAX_STORED_QUESTION = 4000;
const MAX_STORED_TITLE = 500;
const MAX_DOCUMENTS = 50;

/** Length in characters as a reader counts them (code points, not UTF-16 units). */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/**
 * Stores one ask for the admin analytics.
 *
 * It never throws: recording is a side effect of answering, and a failure here must not cost the
 * visitor the answer. A failure is logged (to `log` when given, else to the console) and reported by
 * the return value: the new query's id, or null when nothing was stored. Callers may await it
 * (tests do) or not; it is safe either way.
 */
export async function recordQuery(db: Db, input: RecordedQuery, log?: Logger): Promise<number | null> {
  try {
    const row = normalise(input);
    return await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(aiQueries).values(row.query).returning({ id: aiQueries.id });
      if (!inserted) throw new Error("the insert returned no id");
      if (row.documents.length > 0) {
        await tx.insert(aiQueryDocuments).values(
          row.documents.map((d, i) => ({
            queryId: inserted.id,
            rank: i + 1,
            documentId: d.id,
            title: d.title,
            assistant: row.query.assistant,
          })),
        );
      }
      return inserted.id;
    });
  } catch (err) {
    const message = "could not record an assistant query for the analytics";
    if (log) log.error({ err }, message);
    else console.error(`${message}:`, err);
    return null;
  }
}

function normalise(input: RecordedQuery) {
  if (!ASSISTANTS.includes(input.assistant)) throw new Error(`unknown assistant ${String(input.assistant)}`);
  const question = String(input.question ?? "");
  const answer = String(input.answer ?? "");
  const ms = Number(input.responseTimeMs);
  const responseTimeMs = Number.isFinite(ms) ? Math.min(Math.max(Math.round(ms), 0), 2_147_483_647) : 0;
  const seen = new Set<number>();
  const documents: Array<{ id: number; title: string }> = [];
  for (const d of input.documents ?? []) {
    if (!Number.isSafeInteger(d.id) || d.id < 0 || d.id > 2_147_483_647 || seen.has(d.id)) continue;
    seen.add(d.id);
    documents.push({ id: d.id, title: truncate(String(d.title ?? ""), MAX_STORED_TITLE) });
    if (documents.length >= MAX_DOCUMENTS) break;
  }
  return {
    query: {
      assistant: input.assistant,
      question: truncate(question, MAX_STORED_QUESTION),
      questionLength: charLength(question),
      answerLength: charLength(answer),
      responseTimeMs,
      declined: input.declined === true,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    },
    documents,
  };
}

function truncate(s: string, max: number): string {
  const chars = Array.from(s);
  return chars.length > max ? chars.slice(0, max).join("") : s;
}
