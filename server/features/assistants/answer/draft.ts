import type { DeclineReason } from "@common/answer-trace";
import type { AssistantName, SuggestionAction } from "@common/assistants";
import { homeSuggestions } from "../advice";
import type { Evidence } from "../citations";
import { passageEvidence, renderDocumentAnswer } from "../compose";
import type { NumberedPassage } from "../llm";
import { capitalisedNames, namedAddresses, namedPlaces, namedStreets } from "../names";
import { asksVote, type QuestionAnalysis } from "../question";
import type { TraceRecorder } from "../trace";
import type { Passage, Retrieval } from "../types";
import { composeItem } from "./compose-item";
import { pageEvidence, type ItemComposition, type LeadKind } from "./composition";
import { confidenceOf, readsConfidence } from "./confidence";
import { itemLines } from "./lines";
import { localCoverage, type ItemMatch } from "./match";
import { matchQuestion, titleNames, widenHistory } from "./order";
import { itemText, missingSubject } from "./subject";
import {
  COVERAGE_DROP,
  COVERAGE_TIE,
  DOCUMENT_MIN_COVERAGE,
  ITEM_MIN_COVERAGE,
  ITEM_MIN_LOCAL_COVERAGE,
  SPAN_COVERAGE_DROP,
  SPAN_MIN_COVERAGE,
} from "./thresholds";
import { composeContinuances, composeTimeline, continuanceChain } from "./timeline";
import { votedElsewhere } from "./votes";

export type Draft = {
  text: string;
  evidence: Evidence[];
  suggestions: string[];
  actions: SuggestionAction[];
  declined: boolean;
  /** Why, when declined. */
  declineReason?: DeclineReason;
  passages?: NumberedPassage[];
};

/** Where the document path stops without an answer: the reason, and what it names, if anything. */
export type NoAnswer = { reason: DeclineReason; detail?: string | null };
export const noAnswer = (reason: DeclineReason, detail?: string | null): NoAnswer => ({ reason, detail });
export const isDraft = (d: Draft | NoAnswer): d is Draft => "text" in d;

export function documentDraft(
  question: string,
  passages: Passage[],
  assistant: AssistantName,
  trace: TraceRecorder,
): Draft | NoAnswer {
  const top = passages[0];
  if (!top) return noAnswer("no-match");
  if (top.coverage < DOCUMENT_MIN_COVERAGE) return noAnswer("weak-match");
  const { text, evidence } = renderDocumentAnswer(question, passages, { minCoverage: DOCUMENT_MIN_COVERAGE * 0.8 });
  if (!text) return noAnswer("no-sentence");
  trace.choose(null, "passages", "passages");
  const numbered = passages.slice(0, 6).map((p) => ({ evidence: passageEvidence(p), text: p.text }));
  const bodies = [
    ...new Set(
      passages
        .slice(0, 3)
        .map((p) => (p as Passage & { body?: string }).body)
        .filter((b): b is string => !!b),
    ),
  ];
  return {
    text,
    evidence,
    suggestions: assistant === "home" ? homeSuggestions(question, "documents", bodies.length ? bodies : ["rcpg"]) : [],
    actions: [],
    declined: false,
    passages: numbered,
  };
}

/**
 * An answer read from the agenda items behind the best passages: the item that holds the question's
 * distinctive terms, read whole (vote on the next page included), or, for a question over time,
 * every meeting's item in date order. Null when no item holds enough of the question to answer.
 */
export async function itemDraft(
  r: Retrieval,
  asked: QuestionAnalysis,
  passages: Passage[],
  assistant: AssistantName,
  trace: TraceRecorder,
): Promise<Draft | NoAnswer> {
  const question = asked.question;
  if (!r.items || !r.weighTerms) return documentDraft(question, passages, assistant, trace);
  const { weights, matches, values } = await matchQuestion(r, question, passages, asked);
  if (weights) trace.weigh(weights);
  trace.rank(matches, values);
  const top = matches[0];
  if (!weights || !top) return noAnswer("no-match");
  // A question over time whose meetings hold too little of it to be read together is answered from
  // the one item that holds most of it.
  const a = asked.spans && top.coverage < SPAN_MIN_COVERAGE ? { ...asked, spans: false } : asked;
  const least = a.spans ? SPAN_MIN_COVERAGE : ITEM_MIN_COVERAGE;
  if (top.coverage < least) return noAnswer("weak-match");
  // A question over time reaches the later meetings, which name the subject in fewer of its words.
  const near = a.spans ? SPAN_COVERAGE_DROP : COVERAGE_DROP;
  let strong = matches.filter((m) => m.coverage >= Math.max(least, top.coverage - near));
  if (a.spans) {
    // A history of a thing on a street or at a place ("the bikeway on Clement Avenue") follows the
    // meetings that name it, not those about the same kind of thing elsewhere (when any names it).
    const places = [...namedStreets(question), ...namedPlaces(question)];
    const there = (list: ItemMatch[]) => {
      const kept = list.filter(({ item }) => places.every((p) => p.printed.test(itemText(item))));
      return kept.length ? kept : list;
    };
    strong = there(strong);
    strong = there([...strong, ...widenHistory(question, strong, matches, weights)]);
  }
  const addresses = namedAddresses(question);
  const addressed = (m: ItemMatch) => addresses.length > 0 && addresses.every((at) => at.test(m.item.itemTitle));
  // An item that shares the question's words but not the rare thing it asks about does not answer
  // it, nor one that holds them each in another discussion rather than in one place. One titled with
  // what the question names ("on Oak Street") that holds nearly as much of the question may.
  const names = capitalisedNames(question);
  // Why the first strong item that does not answer fails: the reason the question is declined when none does.
  let refused: NoAnswer | null = null;
  const answers = (m: ItemMatch) => {
    const near = m.coverage >= top.coverage - COVERAGE_TIE || (names.length > 0 && titleNames(m, names));
    trace.feature(m, { nearBest: near });
    if (!near) return ((refused ??= noAnswer("weak-match")), false);
    const missing = missingSubject(a, weights, [m.item], addressed(m));
    trace.feature(m, { subjectPrinted: !missing });
    if (missing) return ((refused ??= noAnswer("subject-not-printed", missing)), false);
    const local = localCoverage(weights, m.item);
    trace.feature(m, { localCoverage: local });
    if (local < ITEM_MIN_LOCAL_COVERAGE) return ((refused ??= noAnswer("scattered")), false);
    return true;
  };
  // A question over time is answered when its meetings together name what it is about.
  const together = strong.map((m) => m.item);
  const missingTogether = a.spans ? missingSubject(a, weights, together) : null;
  const best = a.spans ? (missingTogether ? undefined : strong[0]) : strong.find(answers);
  if (!best) return a.spans ? noAnswer("subject-not-printed", missingTogether) : (refused ?? noAnswer("weak-match"));
  // Where an item was put off: followed from one continuance to the next.
  const chain = a.kind === "continuance" && !a.spans ? continuanceChain(best, matches, SPAN_MIN_COVERAGE) : [best];
  // Asked how a vote went, an item that records none may have been voted on under another heading.
  const voted = asksVote(a) && !a.spans ? votedElsewhere(best, matches, least) : null;
  let composed: ItemComposition;
  let lead: LeadKind;
  if (a.spans && strong.length > 1) {
    const timeline = composeTimeline(a, strong, weights);
    if (!timeline) return noAnswer("no-history");
    [composed, lead] = [timeline, "timeline"];
  } else if (chain.length > 1) {
    const steps = composeContinuances(a, chain, weights);
    if (!steps) return noAnswer("no-continuance");
    [composed, lead] = [steps, "continuances"];
  } else {
    const one = composeItem(a, voted ?? best, weights);
    if ("declined" in one) return noAnswer(one.declined, one.detail);
    [composed, lead] = [one, one.lead];
  }
  // An answer the fitted model is not sure of is declined rather than told.
  if (readsConfidence()) {
    const sure = confidenceOf({ a, weights, best: voted ?? best, matches, lead });
    trace.confide(sure);
    if (sure.declines) return noAnswer("low-confidence");
  }
  trace.choose(voted ?? best, lead);
  // A model reads the matched items whole, page by page.
  const read = a.spans
    ? strong.slice(0, 6)
    : chain.length > 1
      ? chain
      : voted
        ? [voted, best]
        : [best, ...strong.filter((m) => m !== best)].slice(0, 3);
  const numbered = read.flatMap(({ item }) => {
    const pages = new Map<number, string[]>();
    for (const l of itemLines(item)) pages.set(l.page, [...(pages.get(l.page) ?? []), l.text]);
    return [...pages].map(([page, texts]) => ({
      evidence: pageEvidence(item, page),
      text: `${item.itemTitle ? `${item.code ? `${item.code}. ` : ""}${item.itemTitle}\n` : ""}${texts.join(" ")}`,
    }));
  });
  return {
    text: composed.text,
    evidence: composed.evidence,
    suggestions: assistant === "home" ? homeSuggestions(question, "documents", [best.item.body || "rcpg"]) : [],
    actions: [],
    declined: false,
    passages: numbered,
  };
}
