import { sql } from "drizzle-orm";
import type { AnswerSource, AssistantName } from "@common/assistants";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { FILLER } from "../documents/search";

/**
 * How alike a question must be to a reviewed one to be answered with it: the rarity-weighted Dice
 * coefficient of their English lexemes. Calibrated with `npm run eval:assistants` and
 * `npm run eval:minutes` (reviewed answers seeded beside every evaluation question: paraphrases
 * are caught, the other questions are not).
 */
export const REVIEWED_MIN_SIMILARITY = 0.7;

/** A reviewed answer whose question is like the one asked. */
export type ReviewedCandidate = {
  id: number;
  question: string;
  answer: string;
  sources: AnswerSource[];
  reviewedAt: string;
  /** 0..1: the weighted Dice coefficient of the two questions' lexemes. */
  similarity: number;
};

/** The lexemes that say what a question is about (once each). */
export const meaningful = (lexemes: string[]) => [...new Set(lexemes.filter((l) => l.length > 1 && !FILLER.has(l)))];

/**
 * Twice the weight the two sets share over the weight of both: 1 for the same words, 0 for none in
 * common. Each word weighs by its rarity, so that two questions about the same rare thing are alike
 * and two that share only common words ("planning", "meeting") are not.
 */
export function similarity(a: string[], b: string[], weight: (lexeme: string) => number): number {
  const sa = new Set(a);
  const sb = new Set(b);
  const sum = (xs: Iterable<string>) => [...xs].reduce((s, x) => s + weight(x), 0);
  const total = sum(sa) + sum(sb);
  if (total <= 0) return 0;
  return (2 * sum([...sa].filter((x) => sb.has(x)))) / total;
}

const idfOf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
const tsLiteral = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * The weight of each lexeme: its rarity (IDF) among the documents' passages (`term_stats`, as the
 * document search weighs it); a word no document holds weighs most.
 */
export async function lexemeWeights(db: Db, lexemes: string[]): Promise<(lexeme: string) => number> {
  const all = [...new Set(lexemes)];
  const list = `{${all.map((l) => `"${l.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  const stats = await queryRows<{ term: string; df: number }>(
    db,
    sql`SELECT term, df FROM term_stats WHERE term = '' OR term = ANY(${list}::text[])`,
  );
  const df = new Map(stats.map((s) => [s.term, Number(s.df)]));
  const n = Math.max(1, df.get("") ?? 1);
  return (l) => idfOf(n, Math.min(n, df.get(l) ?? 0));
}

type Row = {
  id: number;
  question: string;
  answer: string;
  sources: AnswerSource[] | string;
  reviewed_at: string;
  lexemes: string[];
};

/**
 * The active reviewed answers of an assistant (or of all three) whose question is like `question`,
 * most alike first: candidates found through the full-text index by any of the question's words,
 * then weighed with the documents' term rarity (`term_stats`), kept from REVIEWED_MIN_SIMILARITY.
 */
export async function reviewedCandidates(
  db: Db,
  assistant: AssistantName,
  question: string,
  minSimilarity = REVIEWED_MIN_SIMILARITY,
): Promise<ReviewedCandidate[]> {
  const [q] = await queryRows<{ lexemes: string[] }>(
    db,
    sql`SELECT tsvector_to_array(to_tsvector('english', ${question.slice(0, 2000)})) AS lexemes`,
  );
  const asked = meaningful(q?.lexemes ?? []);
  if (!asked.length) return [];
  const any = asked.map(tsLiteral).join(" | ");
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT id, question, answer, sources, tsvector_to_array(question_tsv) AS lexemes,
      to_char(reviewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS reviewed_at
    FROM reviewed_answers
    WHERE retired_at IS NULL AND (assistant IS NULL OR assistant = ${assistant})
      AND question_tsv @@ ${any}::tsquery
    ORDER BY id
    LIMIT 200`,
  );
  if (!rows.length) return [];
  const weight = await lexemeWeights(db, [...asked, ...rows.flatMap((r) => r.lexemes)]);
  return rows
    .map((r) => ({
      id: Number(r.id),
      question: r.question,
      answer: r.answer,
      sources: (typeof r.sources === "string" ? JSON.parse(r.sources) : r.sources) as AnswerSource[],
      reviewedAt: r.reviewed_at,
      similarity: similarity(asked, meaningful(r.lexemes), weight),
    }))
    .filter((c) => c.similarity >= minSimilarity)
    .sort((a, b) => b.similarity - a.similarity || b.id - a.id);
}

/** Counts one more question answered by a reviewed answer. */
export async function countReviewedUse(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE reviewed_answers SET uses = uses + 1 WHERE id = ${id}`);
}
