import type { DeclineReason } from "@common/answer-trace";
import type { AssistantName, SuggestionAction } from "@common/assistants";
import { declineText, homeSuggestions } from "./advice";
import { finalizeCitations, type Evidence } from "./citations";
import { detectIntent, passageEvidence, renderContentAnswer, renderDocumentAnswer, rerank } from "./compose";
import { ContentIndex } from "./content-index";
import { answerFromDirectory } from "./directory";
import { completeWithModel, type LlmConfig, type NumberedPassage } from "./llm";
import {
  composeItem,
  composeContinuances,
  composeTimeline,
  continuanceChain,
  recordsDecision,
  recordsDissent,
  titlePrintsNames,
  itemFit,
  itemLines,
  itemText,
  historySubject,
  holds,
  localCoverage,
  matchItems,
  missingSubject,
  pageEvidence,
  votedElsewhere,
  withPhrasingCapped,
  type ItemComposition,
  type ItemMatch,
  type LeadKind,
} from "./item-answer";
import { capitalisedNames, namedAddresses, namedPlaces, namedStreets, printedName } from "./names";
import { analyzeQuestion, asksVote, type QuestionAnalysis } from "./question";
import { answerSchedule, isScheduleQuestion } from "./schedule";
import { agendaAnswer } from "./agenda-answers";
import { findReviewed, reviewedAnswer } from "./reviewed";
import { preferMonth } from "./temporal";
import { stem, topicQuery } from "./text";
import { TraceRecorder } from "./trace";
import { FITTED, orderByWeights } from "./rank/fitted";
import type { ContentPassage, DocumentBody, EngineAnswer, Passage, Retrieval, TermWeights } from "./types";

/**
 * Evidence needed before answering from documents: the share of the question's rare-term weight the
 * best passage covers. Calibrated with `npm run eval:assistants` on questions the corpus cannot answer.
 */
export const DOCUMENT_MIN_COVERAGE = 0.45;
/**
 * Evidence needed before answering from an agenda item: the share of the question's rarity-weighted
 * terms found anywhere in the item (title, every page). Calibrated with `npm run eval:minutes` on
 * questions no document answers, with the real minutes of four bodies loaded as distractors. Low
 * enough for a resident's own words ("sat that vote out", "the go-ahead"): what tells a near miss
 * from an answer is whether the item names what the question is about (`missingSubject`) and holds
 * the kind of fact asked (`composeFromItem`), not how many of the question's words it shares.
 */
export const ITEM_MIN_COVERAGE = 0.45;
/**
 * The share of the question the best item must hold in one place (its title and a page or so of
 * text), besides ITEM_MIN_COVERAGE over the whole item. Calibrated with `npm run eval:minutes` on the
 * six question sets: above it, answerable questions about long items start to be declined, and
 * lowering it to ITEM_MIN_COVERAGE answered no further question that no document answers.
 */
export const ITEM_MIN_LOCAL_COVERAGE = 0.45;
/**
 * Evidence needed for each meeting of a question over time, and for each meeting an item was put off
 * to: those are read alongside the best one, so each must hold more of the question than one alone.
 */
export const SPAN_MIN_COVERAGE = 0.6;
/** How far below the best item another may cover the question and still be read with it. */
const COVERAGE_DROP = 0.15;
/** The same for a question over time. */
const SPAN_COVERAGE_DROP = 0.3;

/** The same for the site's own pages (scored by the content index's own rarity weights). */
export const CONTENT_MIN_COVERAGE = 0.6;

/** The site-content index (built once per content list), for the evaluation's calibration. */
export const contentSearch = (pages: ContentPassage[], question: string) => contentIndex(pages).search(question, 5);

export type EngineOptions = {
  llm?: LlmConfig | null;
  fetchImpl?: typeof fetch;
  /** Reports a model failure (the answer then falls back to the composed one). */
  onModelError?: (err: Error) => void;
};

const BODY_OF: Record<AssistantName, DocumentBody | undefined> = {
  home: undefined,
  rcpg: "rcpg",
  "design-review": "design-review",
};

let contentCache: { source: ContentPassage[]; index: ContentIndex } | null = null;
function contentIndex(pages: ContentPassage[]): ContentIndex {
  if (contentCache?.source !== pages) contentCache = { source: pages, index: new ContentIndex(pages) };
  return contentCache.index;
}

type Draft = {
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
type NoAnswer = { reason: DeclineReason; detail?: string | null };
const noAnswer = (reason: DeclineReason, detail?: string | null): NoAnswer => ({ reason, detail });
const isDraft = (d: Draft | NoAnswer): d is Draft => "text" in d;

function finish(draft: Draft, model: boolean, trace: TraceRecorder): EngineAnswer {
  const { text, sources } = finalizeCitations(draft.text, draft.evidence);
  return {
    answer: text,
    sources,
    suggestions: draft.suggestions,
    actions: draft.actions,
    declined: draft.declined,
    declineReason: draft.declineReason ?? null,
    trace: trace.toJSON(),
    model,
    reviewed: null,
  };
}

/** The decline of a question the sources do not cover, saying why in plain words (the trace holds the reason). */
function decline(question: string, assistant: AssistantName, trace: TraceRecorder, why: NoAnswer): Draft {
  trace.decline(why.reason, why.detail);
  return {
    text: declineText(question, assistant, why.reason),
    evidence: [],
    suggestions: assistant === "home" ? homeSuggestions(question, "decline", []) : [],
    actions: [],
    declined: true,
    declineReason: why.reason,
  };
}

function documentDraft(
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

/** Items whose coverage is this close to the best one's are told apart by their search rank. */
const COVERAGE_TIE = 0.08;

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
const titleNames = (m: ItemMatch, names: string[]) => titlePrintsNames(m.item, names);

/**
 * The matched items, best first: those that hold the most of the question lead (for a question about
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
      m.coverage +
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
  return [...matches].sort((x, y) => {
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

/** A question over time reads every passage that holds its rarest term when at most this many do. */
const SPAN_RARE_DF = 30;

/**
 * The rarest term of a question over time that at most SPAN_RARE_DF passages hold, if any: not a
 * part of a compound ("drinking" of "drinking-water"), which alone names something else.
 */
function rarestTerm(weights: TermWeights): string | undefined {
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

/** The agenda items behind the passages, ordered for the question (its analysis made by the caller). */
export async function matchQuestion(
  r: Retrieval,
  question: string,
  passages: Passage[],
  a = analyzeQuestion(question),
) {
  if (!r.items || !r.weighTerms) return { a, weights: null, matches: [] as ItemMatch[] };
  const weights = await r.weighTerms(a.topic || question);
  if (!weights.terms.length && !weights.codes.length) return { a, weights, matches: [] as ItemMatch[] };
  const voteAsked = asksVote(a);
  const found = await matchItems(r, weights, passages, a.spans ? 40 : 12);
  const matches = FITTED ? orderByWeights(found, a, weights, FITTED) : orderMatches(found, a, weights, voteAsked);
  return { a, weights, matches };
}

/**
 * The further meetings of a question over time, which is about the thing every strongly matching
 * meeting names: a meeting whose item is titled with it, and, when the archive rarely names it, each
 * meeting that mentions it, if only in a line ("the guardrail will be installed within the week").
 * A thing the resident names in capitals ("the Mills Act") is that name, not one of its words ("Paul Mills").
 */
function widenHistory(question: string, strong: ItemMatch[], matches: ItemMatch[], weights: TermWeights): ItemMatch[] {
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

/**
 * An answer read from the agenda items behind the best passages: the item that holds the question's
 * distinctive terms, read whole (vote on the next page included), or, for a question over time,
 * every meeting's item in date order. Null when no item holds enough of the question to answer.
 */
async function itemDraft(
  r: Retrieval,
  asked: QuestionAnalysis,
  passages: Passage[],
  assistant: AssistantName,
  trace: TraceRecorder,
): Promise<Draft | NoAnswer> {
  const question = asked.question;
  if (!r.items || !r.weighTerms) return documentDraft(question, passages, assistant, trace);
  const { weights, matches } = await matchQuestion(r, question, passages, asked);
  if (weights) trace.weigh(weights);
  trace.rank(matches);
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

/**
 * Document passages for a question: a date in it narrows the search to those meetings (and is
 * matched against meeting dates rather than the text); a month alone ranks that month's meetings first.
 */
export async function findPassages(
  r: Retrieval,
  question: string,
  body: DocumentBody | undefined,
  a: QuestionAnalysis = analyzeQuestion(question),
): Promise<Passage[]> {
  const { when, topic } = a;
  const range = when.from ? { from: when.from, to: when.to } : undefined;
  // "First", "latest" and "over the years" questions need every meeting of the subject, not the best few.
  const wide =
    /\b(first|earliest|originally|initially|last|latest|most recent(ly)?|recently)\b/i.test(question) ||
    detectIntent(question).spans ||
    // An item put off is often a caption and one line ("Postponed until the June 27 meeting"), which
    // ranks below the long discussions of its subject.
    a.kind === "continuance";
  const query = topic || topicQuery(question) || question;
  const limit = wide ? 60 : 20;
  let passages = await r.searchPassages(query, body, limit, range);
  // A date-only question ("what happened at the May 5, 2011 meeting?") reads that meeting's pages.
  if (range && !passages.length) passages = await r.searchPassages(question, body, 20, range);
  // "The old 1988 survey": when no meeting of the year a thing is named by holds it, the meetings
  // that discussed it are of other years.
  if (range && !passages.length && when.naming) passages = await r.searchPassages(query, body, limit);
  // A question over time keeps enough passages to reach every meeting of its subject.
  const ranked = rerank(question, preferMonth(passages, when.month, when.months), a.order).slice(0, a.spans ? 40 : 12);
  // Every meeting that names the rarest thing of a question over time, even in one short line ("the
  // guardrail will be installed within the week"), which ranks below long discussions of the rest.
  if (a.spans && r.weighTerms) {
    const rare = rarestTerm(await r.weighTerms(topic || question));
    if (rare) {
      const seen = new Set(ranked.map((p) => p.passageId));
      // Such a passage covers the one word it was found by, not the question: its item is weighed
      // by what the item holds.
      for (const p of await r.searchPassages(rare, body, SPAN_RARE_DF, range))
        if (!seen.has(p.passageId)) ranked.push({ ...p, coverage: 0 });
    }
  }
  return withTally(r, question, ranked, body, topic);
}

const TALLY = /\b(carried|failed|passed)\b.*(?<![\d-])\d{1,2}-\d{1,2}(?![\d]|-\d{3})/i;

/**
 * A vote question whose best passage stops before the tally ("Motion carried 9-4-1." often starts
 * the next passage): fetch that meeting's passages that record a vote and keep them for the answer.
 */
async function withTally(
  r: Retrieval,
  question: string,
  passages: Passage[],
  body: DocumentBody | undefined,
  topic: string,
): Promise<Passage[]> {
  const top = passages[0];
  if (!top || !detectIntent(question).vote || TALLY.test(top.text) || !top.meetingDate) return passages;
  const more = await r.searchPassages(`${topic} motion carried`, body, 8, {
    from: top.meetingDate,
    to: top.meetingDate,
  });
  const extra = more.filter(
    (p) => p.documentId === top.documentId && !passages.some((q) => q.passageId === p.passageId) && TALLY.test(p.text),
  );
  return [...passages, ...extra.map((p) => ({ ...p, coverage: Math.min(p.coverage, top.coverage) }))];
}

/**
 * The retrieval as one question reads it: its searches also match the other words of its verbs, and
 * its term weights (its phrasing capped), asked for by the search for a question over time and again
 * by the items' matching, are read from the database once.
 */
export function forOneQuestion(r: Retrieval, a: QuestionAnalysis): Retrieval {
  const weigh = r.weighTerms;
  const read = new Map<string, Promise<TermWeights>>();
  return {
    ...r,
    searchPassages: (query, body, limit, range) =>
      r.searchPassages(query, body, limit, range, a.alternatives, a.spellings),
    weighTerms: weigh
      ? (query) => {
          let weights = read.get(query);
          if (!weights)
            read.set(
              query,
              (weights = weigh(query, a.alternatives, a.spellings).then((w) => withPhrasingCapped(w, a))),
            );
          return weights;
        }
      : undefined,
  };
}

/** Composes the answer of one assistant from its own sources, without a model. */
async function draftAnswer(
  shared: Retrieval,
  assistant: AssistantName,
  a: QuestionAnalysis,
  trace: TraceRecorder,
): Promise<Draft> {
  const r = forOneQuestion(shared, a);
  const question = a.question;
  if (assistant !== "home") {
    const passages = await findPassages(r, question, BODY_OF[assistant], a);
    const d = await itemDraft(r, a, passages, assistant, trace);
    return isDraft(d) ? d : decline(question, assistant, trace, d);
  }

  if (isScheduleQuestion(question)) {
    const s = answerSchedule(question, r.nextMeetings(r.now()));
    if (s) {
      trace.answeredBy("schedule");
      return { ...s, suggestions: homeSuggestions(question, "schedule", []), actions: [], declined: false };
    }
  }
  const [restaurants, businesses] = await Promise.all([r.restaurants(), r.businesses()]);
  const dir = answerFromDirectory(question, restaurants, businesses);
  if (dir) {
    trace.answeredBy("directory");
    return { ...dir, declined: false };
  }

  const pages = contentIndex(r.content()).search(question, 5);
  const passages = await findPassages(r, question, undefined, a);
  const contentTop = pages[0];
  const docTop = passages[0];
  const contentOk = !!contentTop && contentTop.coverage >= CONTENT_MIN_COVERAGE;
  const docOk = !!docTop && docTop.coverage >= DOCUMENT_MIN_COVERAGE;
  if (contentOk && (!docOk || contentTop.coverage >= docTop.coverage - 0.15)) {
    const strong = pages.filter((p) => p.coverage >= CONTENT_MIN_COVERAGE * 0.8);
    const c = renderContentAnswer(question, strong);
    if (c.text) {
      trace.answeredBy("content");
      return {
        ...c,
        suggestions: homeSuggestions(question, "content", []),
        actions: [],
        declined: false,
        passages: strong.map((p) => ({
          evidence: { title: p.title, meetingDate: null, page: null, url: p.url },
          text: p.text,
        })),
      };
    }
  }
  const d = docOk
    ? await itemDraft(r, a, passages, "home", trace)
    : noAnswer(docTop || contentTop ? "weak-match" : "no-match");
  return isDraft(d) ? d : decline(question, "home", trace, d);
}

/**
 * The one answering engine behind the three assistants. A question that means the same as one the
 * site's editors answered gets their reviewed answer, as written. Otherwise, without a model the
 * answer is composed from the retrieved passages and records; with one, the model writes it from
 * the same numbered passages, its dangling citations are dropped, and any failure falls back to the
 * composed answer.
 */
export async function answer(
  r: Retrieval,
  assistant: AssistantName,
  question: string,
  opts: EngineOptions = {},
): Promise<EngineAnswer> {
  const a = analyzeQuestion(question);
  const trace = new TraceRecorder(a);
  const reviewed = await findReviewed(r, assistant, a);
  if (reviewed) {
    trace.answeredBy("reviewed");
    return { ...reviewedAnswer(reviewed, assistant, question), trace: trace.toJSON() };
  }
  const agenda = await agendaAnswer(r, assistant, question);
  if (agenda) {
    trace.answeredBy("schedule");
    return finish(agenda, false, trace);
  }
  const draft = await draftAnswer(r, assistant, a, trace);
  if (opts.llm && !draft.declined && draft.passages?.length) {
    try {
      const text = await completeWithModel(opts.llm, question, draft.passages, opts.fetchImpl);
      const evidence = draft.passages.map((p) => p.evidence);
      const done = finish({ ...draft, text, evidence }, true, trace);
      if (done.sources.length) return done;
      opts.onModelError?.(new Error("model answer cites none of the sources"));
    } catch (err) {
      opts.onModelError?.(err as Error);
    }
  }
  return finish(draft, false, trace);
}
