import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AssistantName } from "@common/assistants";
import type { Db } from "../../server/db/client";
import { REVIEWED_MIN_SIMILARITY, reviewedCandidates } from "../../server/features/feedback/match";
import { analyzeQuestion } from "../../server/features/assistants/question";
import { asksTheSame } from "../../server/features/assistants/reviewed";
import { createReviewed } from "../../server/features/feedback/reviewed";
import { reviewedAnswers } from "../../server/features/feedback/schema";

export type Asked = { assistant: AssistantName; question: string };

/** A reviewed answer seeded for the check, with questions that mean the same in other words. */
export type CaptureSeed = { assistant?: AssistantName | null; question: string; paraphrases: Asked[] };

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "n/a");
const key = (a: Asked) => `${a.assistant}\n${a.question.trim().toLowerCase()}`;

async function ask(app: FastifyInstance, a: Asked, remoteAddress: string) {
  const res = await app.inject({
    method: "POST",
    url: a.assistant === "home" ? "/api/ramona/ask" : `/api/${a.assistant}/ask`,
    payload:
      a.assistant === "home" ? { question: a.question } : { question: a.question, sessionId: "evaluation-reviewed" },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`${a.question}: HTTP ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as { answer: string; reviewed?: boolean };
}

/**
 * Whether reviewed answers capture only the questions that mean the same: seeds reviewed answers
 * (after the evaluation proper, which they would otherwise change), then asks every evaluation
 * question that paraphrases none of them, and the paraphrases, through the app. Prints the capture
 * rate of the other questions (target 0%), the share of paraphrases given their reviewed answer
 * (target 100%), and how close each side came to the threshold.
 */
export async function checkReviewedCapture(
  app: FastifyInstance,
  db: Db,
  seeds: CaptureSeed[],
  questions: Asked[],
  verbose = false,
) {
  const texts: string[] = [];
  const seeded: number[] = [];
  for (const [i, s] of seeds.entries()) {
    const answer = `Reviewed answer ${i + 1} of the evaluation.`;
    texts.push(answer);
    const r = await createReviewed(
      db,
      { id: null, username: "evaluation" },
      { question: s.question, answer, sources: [], assistant: s.assistant ?? null },
    );
    seeded.push(r.id);
  }
  try {
    await report(app, db, seeds, questions, texts, verbose);
  } finally {
    // A database kept for the next run (--reuse) keeps none of them.
    await db.delete(reviewedAnswers).where(inArray(reviewedAnswers.id, seeded));
  }
}

async function report(
  app: FastifyInstance,
  db: Db,
  seeds: CaptureSeed[],
  questions: Asked[],
  texts: string[],
  verbose: boolean,
) {
  const paraphrases = seeds.flatMap((s, i) => s.paraphrases.map((p) => ({ ...p, seed: i })));
  const isParaphrase = new Set(paraphrases.map(key));
  const others = [...new Map(questions.filter((q) => !isParaphrase.has(key(q))).map((q) => [key(q), q])).values()];

  let ip = 0;
  const address = () => `10.9.${Math.floor(++ip / 200)}.${ip % 200}`;
  const none = { similarity: 0, question: "" };
  const closest = async (a: Asked) => (await reviewedCandidates(db, a.assistant, a.question, 0))[0] ?? none;
  /** The most alike seed that asks the same kind of thing: what the threshold alone keeps out. */
  const closestSameAsk = async (a: Asked) => {
    const asked = analyzeQuestion(a.question);
    const all = await reviewedCandidates(db, a.assistant, a.question, 0);
    return all.find((c) => asksTheSame(asked, analyzeQuestion(c.question))) ?? none;
  };

  const captured: string[] = [];
  let toldApart = 0;
  let nearest = { similarity: 0, question: "", seed: "" };
  let nearestSame = { similarity: 0, question: "", seed: "" };
  for (const q of others) {
    const body = await ask(app, q, address());
    if (body.reviewed) captured.push(`[${q.assistant}] ${q.question}`);
    const c = await closest(q);
    if (c.similarity >= REVIEWED_MIN_SIMILARITY && !body.reviewed) toldApart++;
    if (c.similarity > nearest.similarity)
      nearest = { similarity: c.similarity, question: q.question, seed: c.question };
    const same = await closestSameAsk(q);
    if (same.similarity > nearestSame.similarity)
      nearestSame = { similarity: same.similarity, question: q.question, seed: same.question };
  }
  const missed: string[] = [];
  let farthest = { similarity: 1, question: "" };
  for (const p of paraphrases) {
    const body = await ask(app, p, address());
    if (!body.reviewed || body.answer !== texts[p.seed]) missed.push(`[${p.assistant}] ${p.question}`);
    const c = await closest(p);
    if (c.similarity < farthest.similarity) farthest = { similarity: c.similarity, question: p.question };
    if (verbose) console.log(`  ${body.reviewed ? "reviewed" : "MISSED  "} ${c.similarity.toFixed(2)} ${p.question}`);
  }

  console.log(`\nReviewed answers (${seeds.length} seeded; alike from ${REVIEWED_MIN_SIMILARITY}):`);
  console.log(
    `  other questions answered by one:  ${pct(captured.length, others.length)}  (${captured.length}/${others.length}; target 0%)`,
  );
  console.log(
    `  paraphrases given theirs:         ${pct(paraphrases.length - missed.length, paraphrases.length)}  (${paraphrases.length - missed.length}/${paraphrases.length}; target 100%)`,
  );
  console.log(
    `  most alike other question:        ${nearest.similarity.toFixed(2)}  "${nearest.question}" ~ "${nearest.seed}"`,
  );
  console.log(
    `  most alike asking the same kind:  ${nearestSame.similarity.toFixed(2)}  "${nearestSame.question}" ~ "${nearestSame.seed}"`,
  );
  console.log(
    `  alike in words, asking otherwise: ${toldApart} (told apart by what they ask: a date, a place, a year…)`,
  );
  console.log(`  least alike paraphrase:           ${farthest.similarity.toFixed(2)}  "${farthest.question}"`);
  for (const c of captured) console.log(`  CAPTURED ${c}`);
  for (const m of missed) console.log(`  MISSED   ${m}`);
}
