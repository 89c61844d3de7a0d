import { capitalisedNames, printedName } from "../names";
import { analyzeQuestion } from "../question";
import { orderItems, RANKING, readsSentenceLexemes, type RankedValues } from "../rank/ranking";
import { stem } from "../text";
import type { Passage, Retrieval, TermWeights } from "../types";
import { readsConfidence } from "./confidence";
import { holds, matchItems, type ItemMatch } from "./match";
import { SPAN_RARE_DF } from "./thresholds";
import { historySubject } from "./timeline";
import { titlePrintsNames } from "./votes";

/**
 * Whether an item's title prints a name the question gives in capitals, two words or more ("the
 * Transportation Choices Plan"): that item is about the named thing, not one of many that mention it.
 */
export const titleNames = (m: ItemMatch, names: string[]) => titlePrintsNames(m.item, names);

/** Whether a lexeme is a part of one of the question's compounds (their parts are cut short by stemming). */
const partOf = (lexeme: string, parts: Set<string>) =>
  [...parts].some(
    (p) => p === lexeme || (p.length >= 4 && lexeme.startsWith(p)) || (lexeme.length >= 4 && p.startsWith(lexeme)),
  );

/**
 * The rarest term of a question over time that at most SPAN_RARE_DF passages hold, if any: not a
 * part of a compound ("drinking" of "drinking-water"), which alone names something else.
 */
export function rarestTerm(weights: TermWeights): string | undefined {
  const parts = new Set(weights.terms.filter((t) => t.lexeme.includes("-")).flatMap((t) => t.lexeme.split("-")));
  return weights.terms
    .filter((t) => t.df > 0 && t.df <= SPAN_RARE_DF && !t.lexeme.includes("-") && !partOf(t.lexeme, parts))
    .sort((x, y) => x.df - y.df)[0]?.lexeme;
}

/**
 * The agenda items behind the passages, ordered for the question (its analysis made by the caller).
 * The order is the ranking's (rank/ranking.ts: the features of rank/features.ts, weighed by
 * rank/weights.json), with the feature values it computed for each (`values`, what the trace
 * records). Which of the question's words each stored sentence holds is read only where something
 * reads it: a weighted feature, the fitted confidence model, or a caller that collects their
 * features (`sentenceLexemes`).
 */
export async function matchQuestion(
  r: Retrieval,
  question: string,
  passages: Passage[],
  a = analyzeQuestion(question),
  sentenceLexemes = readsSentenceLexemes(RANKING) || readsConfidence(),
) {
  const values: RankedValues = new Map();
  if (!r.items || !r.weighTerms) return { a, weights: null, matches: [] as ItemMatch[], values };
  const weights = await r.weighTerms(a.topic || question);
  if (!weights.terms.length && !weights.codes.length) return { a, weights, matches: [] as ItemMatch[], values };
  const found = await matchItems(r, weights, passages, a.spans ? 40 : 12, { sentenceLexemes });
  if (a.body.length && r.headings) {
    const held = await r.headings([...new Set(found.map((m) => m.item.documentId))], a.body);
    for (const m of found) m.item.headingWords = held.get(m.item.documentId) ?? [];
  }
  const matches = orderItems(found, a, weights, RANKING, values);
  return { a, weights, matches, values };
}

/**
 * The further meetings of a question over time, which is about the thing every strongly matching
 * meeting names: a meeting whose item is titled with it, and, when the archive rarely names it, each
 * meeting that mentions it, if only in a line ("the guardrail will be installed within the week").
 * A thing the resident names in capitals ("the Mills Act") is that name, not one of its words ("Paul Mills").
 */
export function widenHistory(
  question: string,
  strong: ItemMatch[],
  matches: ItemMatch[],
  weights: TermWeights,
): ItemMatch[] {
  const subject = historySubject(strong, weights);
  if (!subject) return [];
  const name = capitalisedNames(question)
    .map((n) => n.replace(/['’]s\b/g, ""))
    .find((n) => n.split(" ").some((w) => stem(w) === subject.lexeme));
  const printed = name ? printedName(name) : null;
  const namesIt = ({ item }: ItemMatch) =>
    !printed || printed.test(item.itemTitle) || item.passages.some((p) => printed.test(p.text));
  return matches.filter(
    (m) =>
      !strong.includes(m) &&
      (holds(m.item.titleLexemes ?? [], subject) || (subject.df <= SPAN_RARE_DF && holds(m.item.lexemes, subject))) &&
      namesIt(m),
  );
}
