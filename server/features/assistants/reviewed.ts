import type { AssistantName } from "@common/assistants";
import { homeSuggestions } from "./advice";
import { analyzeQuestion, type AskKind, type QuestionAnalysis } from "./question";
import type { EngineAnswer, Retrieval, ReviewedCandidate } from "./types";

/**
 * Kinds of answer that the other wording of a question may ask for: a question that says nothing
 * of what it wants ("tell me about …") goes with any; one led by "what" or "which" may ask for a
 * date ("what time …") or a place ("which street …"), not for an amount ("how many …", "what
 * cost …" read as amounts) nor a vote.
 */
function kindsAgree(a: AskKind, b: AskKind): boolean {
  if (a === b || a === "fact" || b === "fact") return true;
  const loose = new Set<AskKind>(["named", "date", "place"]);
  return (a === "named" || b === "named") && loose.has(a) && loose.has(b);
}

/**
 * Whether two questions with the same words ask for the same thing: the same kind of answer (a
 * date, a vote, a place, an amount…), the same dates, the same first or last meeting. "When does
 * the group meet?" and "Where does the group meet?" share every word and ask different things.
 */
export function asksTheSame(a: QuestionAnalysis, b: QuestionAnalysis): boolean {
  if (!kindsAgree(a.kind, b.kind)) return false;
  if ((a.when.from ?? null) !== (b.when.from ?? null) || (a.when.to ?? null) !== (b.when.to ?? null)) return false;
  return a.order === b.order;
}

/** The reviewed answer for a question: the most alike reviewed question that asks the same thing. */
export async function findReviewed(
  r: Retrieval,
  assistant: AssistantName,
  a: QuestionAnalysis,
): Promise<ReviewedCandidate | null> {
  if (!r.reviewedAnswers) return null;
  const candidates = await r.reviewedAnswers(assistant, a.question);
  return candidates.find((c) => asksTheSame(a, analyzeQuestion(c.question))) ?? null;
}

/** A reviewed answer as the engine's answer: its text and citations as the editors wrote them. */
export function reviewedAnswer(c: ReviewedCandidate, assistant: AssistantName, question: string): EngineAnswer {
  return {
    answer: c.answer,
    sources: c.sources.map((s, i) => ({ ...s, n: i + 1 })),
    suggestions: assistant === "home" ? homeSuggestions(question, "content", []) : [],
    actions: [],
    declined: false,
    declineReason: null,
    trace: null,
    model: false,
    reviewed: { id: c.id, at: c.reviewedAt },
  };
}
