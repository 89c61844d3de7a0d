import { capitalisedNames, printedName } from "../names";
import { analyzeQuestion, asksVote, type QuestionAnalysis } from "../question";
import { FITTED, orderByWeights } from "../rank/fitted";
import { stem } from "../text";
import type { Passage, Retrieval, TermWeights } from "../types";
import { readsConfidence } from "./confidence";
import { itemFit } from "./lines";
import { holds, localCoverage, matchItems, type ItemMatch } from "./match";
import { COVERAGE_TIE, ITEM_MIN_COVERAGE, SPAN_RARE_DF } from "./thresholds";
import { historySubject } from "./timeline";
import { recordsDecision, recordsDissent, titlePrintsNames } from "./votes";

const DECIDED_BONUS = 0.15;
const decided = (m: ItemMatch) => recordsDecision(m.item);
/** For a question about who voted against: an item whose vote records dissent. */
const DISSENT_BONUS = 0.1;
const dissent = (m: ItemMatch) => recordsDissent(m.item);

/**
 * For an item whose title prints a name the question gives in capitals, two words or more
 * ("the Transportation Choices Plan"): that item is about the named thing, not one of many that
 * mention it.
 */
const TITLE_NAME_BONUS = 0.15;
export const titleNames = (m: ItemMatch, names: string[]) => titlePrintsNames(m.item, names);

/**
 * The matched items, best first: those that hold the most of the question lead, counted half over
 * the whole item and half in one place (`localCoverage`: its title and a page or so of text), so
 * that a long item holding the question's words apart does not lead one that holds them together;
 * an item below ITEM_MIN_COVERAGE never leads one above it (for a question about
 * a vote, an item that records one counts DECIDED_BONUS more; for one about who voted against, only
 * an item whose vote records dissent does, and DISSENT_BONUS more again; so does an item put off to
 * a later meeting for a question about where it was put off, and an item whose title prints every
 * name the question capitalises counts TITLE_NAME_BONUS more); then the first or last meeting when
 * asked; then the search's order.
 */
function orderMatches(matches: ItemMatch[], a: QuestionAnalysis, weights: TermWeights, vote: boolean): ItemMatch[] {
  const names = capitalisedNames(a.question);
  const voteBonus = (m: ItemMatch) => {
    if (a.kind === "against") return dissent(m) ? (vote ? DECIDED_BONUS : 0) + DISSENT_BONUS : 0;
    return vote && decided(m) ? DECIDED_BONUS : 0;
  };
  const scores = new Map(
    matches.map((m) => [
      m,
      (m.coverage + localCoverage(weights, m.item)) / 2 +
        voteBonus(m) +
        (names.length && titleNames(m, names) ? TITLE_NAME_BONUS : 0) +
        (a.kind === "continuance" && m.item.continuedTo ? DECIDED_BONUS : 0),
    ]),
  );
  const score = (m: ItemMatch) => scores.get(m)!;
  const best = Math.max(0, ...scores.values());
  const tied = (m: ItemMatch) => score(m) >= best - COVERAGE_TIE;
  // Items that hold the question equally well are told apart, for a question that asks for a date,
  // or an amount, by whether a sentence about the subject holds one; otherwise by search rank.
  const reads = a.kind === "date" || a.kind === "continuance" || a.kind === "quantity";
  const fits = new Map(reads ? matches.filter(tied).map((m) => [m, itemFit(a, weights, m.item)]) : []);
  const maxLine = Math.max(1e-9, ...[...fits.values()].map((f) => f.line));
  const step = a.kind === "quantity" ? FIT_RANK_STEP_AMOUNT : FIT_RANK_STEP;
  const fit = (m: ItemMatch) => (fits.get(m)?.line ?? 0) / maxLine - m.rank * step;
  const { order } = a;
  // An item that holds too little of the question to answer it never leads one that may.
  const eligible = (m: ItemMatch) => m.coverage >= ITEM_MIN_COVERAGE;
  return [...matches].sort((x, y) => {
    if (eligible(x) !== eligible(y)) return eligible(x) ? -1 : 1;
    const xt = tied(x);
    const yt = tied(y);
    if (xt !== yt) return xt ? -1 : 1;
    if (order && xt && x.item.meetingDate && y.item.meetingDate && x.item.meetingDate !== y.item.meetingDate)
      return order === "first"
        ? x.item.meetingDate.localeCompare(y.item.meetingDate)
        : y.item.meetingDate.localeCompare(x.item.meetingDate);
    return xt ? fit(y) - fit(x) || x.rank - y.rank : score(y) - score(x) || x.rank - y.rank;
  });
}

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

/** How much a step down the search's ranking costs an item among equally covering ones. */
const FIT_RANK_STEP = 0.05;
/**
 * The same for a question about an amount: most sentences about a subject hold some number, so an
 * item further down must hold a clearly better one to come first.
 */
const FIT_RANK_STEP_AMOUNT = 0.1;

/**
 * The agenda items behind the passages, ordered for the question (its analysis made by the caller).
 * Which of the question's words each stored sentence holds is read only where something reads it:
 * the fitted models, or a caller that collects their features (`sentenceLexemes`).
 */
export async function matchQuestion(
  r: Retrieval,
  question: string,
  passages: Passage[],
  a = analyzeQuestion(question),
  sentenceLexemes = !!FITTED || readsConfidence(),
) {
  if (!r.items || !r.weighTerms) return { a, weights: null, matches: [] as ItemMatch[] };
  const weights = await r.weighTerms(a.topic || question);
  if (!weights.terms.length && !weights.codes.length) return { a, weights, matches: [] as ItemMatch[] };
  const voteAsked = asksVote(a);
  const found = await matchItems(r, weights, passages, a.spans ? 40 : 12, { sentenceLexemes });
  const matches = FITTED ? orderByWeights(found, a, weights, FITTED) : orderMatches(found, a, weights, voteAsked);
  return { a, weights, matches };
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
