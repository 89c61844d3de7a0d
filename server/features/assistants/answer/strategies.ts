import { parseContinuance } from "../../documents/minutes/continuance";
import type { Motion } from "../../documents/minutes/types";
import { withCite } from "../compose";
import { AMOUNTS } from "../lexicon/amounts";
import { DATES } from "../lexicon/dates";
import { VOTES } from "../lexicon/votes";
import type { AskKind, QuestionAnalysis } from "../question";
import { nounSynonyms } from "../synonyms";
import { stem, words } from "../text";
import type { ItemContext, TermWeights } from "../types";
import { declined, type Declined, type LeadKind } from "./composition";
import { termScore, weightedFor, type Line, type Scored, type WeightedStem } from "./lines";
import type { KindFit } from "./kind-fit";
import { nounFor } from "./match";
import type { Reading } from "./reading";
import { DATE_TALLY, decidesItem, MOTION_NEAR_LINES, PROCEDURAL, recorded, voteSentence } from "./votes";

const DATE = DATES.printed.pattern;
const ORIGIN_YEAR_ASKED = DATES.originYearAsked.pattern;
const PRINTED_YEAR = DATES.printedYear.pattern;
const MONEY_WORD = AMOUNTS.moneyWord.pattern;
const VOTE_ASKED = VOTES.voteAsked.pattern;
const CHOICE_ASKED = VOTES.choiceAsked.pattern;
const VOTE_LINE = VOTES.voteLine.pattern;

/** How far after a discussion the decision (or the number) it led to is looked for. */
export const DECISION_AFTER_LINES = 2;
/** The most lines after a motion read as telling its vote, where its outcome was not recognised. */
const MOTION_AFTER_LINES = 3;
/** The most other votes of an item told after the one a vote question is about. */
const OTHER_VOTES = 2;

/** The lead an answer opens with: the sentences that answer the ask, and how they were written. */
export type Lead = { lines: string[]; kind: LeadKind };

/**
 * A way of writing the lead from an item: undefined where it does not apply to this item and ask
 * (the next is tried), a lead (perhaps with no lines, when the item turned out not to print it)
 * where it does.
 */
type LeadWriter = (r: Reading) => Lead | undefined;

/** A check the item must pass before any lead is written: a decline's reason, or null. */
type Gate = (r: Reading) => Declined | null;

/**
 * How one kind of ask is answered from an item: whether it reads the item's vote, what the item
 * must hold (gates, in order), the leads tried in order, and what the best sentence must hold when
 * the lead is that sentence (with a further line that completes it, if any).
 */
export type AskStrategy = {
  readsVote: (a: QuestionAnalysis) => boolean;
  gates: Gate[];
  leads: LeadWriter[];
  sentence: (r: Reading, best: Scored) => Declined | { completes?: Scored };
};

/**
 * Whether a vote is about what the question asks: its motion, its item's title or the lines that
 * led to it (those of its page before the line that prints the motion, at most MOTION_NEAR_LINES)
 * name a word of the question.
 */
function aboutSubject(
  weighted: WeightedStem[],
  m: Motion,
  printsMotion: (l: Line) => boolean,
  item: ItemContext,
  lines: Line[],
): boolean {
  if (termScore(`${m.text} ${item.itemTitle}`, weighted) > 0) return true;
  const at = lines.findIndex((l) => l.page === m.page && printsMotion(l));
  const before = (at >= 0 ? lines.slice(0, at) : lines).filter((l) => l.page === m.page).slice(-MOTION_NEAR_LINES);
  return termScore(before.map((l) => l.text).join(" "), weighted) > 0;
}

/**
 * The rarest word of the thing a yes-or-no question asks whether a body decided ("a fenced dog park":
 * dog), among the question's weighted words; none for other questions.
 */
function decidedStem(a: QuestionAnalysis, weights: TermWeights, weighted: WeightedStem[]): WeightedStem | undefined {
  const thing = a.decided;
  if (!thing.length) return undefined;
  const rarest = weights.terms
    .filter((t) => t.df > 0 && !t.lexeme.includes("-") && nounFor(thing, t.lexeme))
    .sort((x, y) => x.df - y.df)[0];
  const w = rarest && weightedFor(weighted, rarest.lexeme);
  // Named in other words ("attorney" for the resident's "lawyer") is named.
  return w && { ...w, alts: [...w.alts, ...nounSynonyms(nounFor(thing, rarest.lexeme)!).map(stem)] };
}

/** A vote whose motion, item title and the lines just before it share not one word of the question decided something else. */
const voteOnSubject: Gate = (r) =>
  r.motion && !aboutSubject(r.weighted, r.motion, r.printsMotion, r.item, r.lines) ? declined("no-vote") : null;

/** Asked how a vote went, an item that records no vote does not tell it. */
const voteRecorded: Gate = (r) => (!r.motion && VOTE_ASKED.test(r.a.question) ? declined("no-vote") : null);

/**
 * Asked whether the body approved a thing ("a fenced dog park"), an item that never names it (a
 * vote on a fence by a ball park) does not tell.
 */
const thingNamed: Gate = (r) => {
  const thing = decidedStem(r.a, r.weights, r.weighted);
  return thing && termScore([r.item.itemTitle, ...r.lines.map((l) => l.text)].join(" "), [thing]) === 0
    ? declined("thing-not-named", thing.stem)
    : null;
};

/** The vote as recorded (or, asked who moved it, the mover), with the item's other votes on its subject. */
const voteLead: LeadWriter = (r) => {
  const { motion, a, item, lines, cite } = r;
  if (!motion || !(recorded(motion) || (a.kind === "mover" && motion.movedBy))) return undefined;
  const out = [withCite(voteSentence(motion, a.kind), cite(motion.page))];
  // The printed vote itself, from the page that holds it.
  const printed = lines.find(
    (l) =>
      l.page === motion.page && motion.tallyText && l.text.includes(motion.tallyText.split(/\s*\(/)[0]!.slice(0, 12)),
  );
  if (printed) r.used.add(printed.index);
  // The item's other votes on its subject (a motion to table that failed, a second motion on
  // another part of the request): a resident asking how the vote went wants each of them.
  const others = item.motions
    .filter(
      (m) =>
        m !== motion &&
        // A vote the page records whole: what was moved and how it ended.
        words(m.text).length >= 3 &&
        (m.outcome === "carried" || m.outcome === "failed" || m.tallyText) &&
        !PROCEDURAL.test(m.text) &&
        !DATE_TALLY.test(m.tallyText ?? "") &&
        (decidesItem(m) || termScore(m.text, r.weighted) > 0),
    )
    .slice(-OTHER_VOTES);
  for (const m of others) {
    const said = voteSentence(m, a.kind);
    out.push(withCite(`Also on this item, ${said.charAt(0).toLowerCase()}${said.slice(1)}`, cite(m.page)));
  }
  return { lines: out, kind: "vote" };
};

/**
 * A vote whose outcome is printed in words not read as one ("The motion received 3 votes with 1
 * abstention. A lack of quorum on this motion prohibits it from being approved."): the motion as
 * printed and the lines after it that tell its vote.
 */
const motionAsPrinted: LeadWriter = (r) => {
  if (!r.motion) return undefined;
  const { lines } = r;
  const at = lines.findIndex(r.printsMotion);
  if (at < 0) return { lines: [], kind: "sentence" };
  const out = [r.quote(lines[at]!)];
  for (const l of lines.slice(at + 1, at + 1 + MOTION_AFTER_LINES)) {
    if (l.page - lines[at]!.page > 1 || !VOTE_LINE.test(l.text)) break;
    out.push(r.quote(l));
  }
  return { lines: out, kind: "motion" };
};

/** The continuance decided last, to a date after this meeting (not one "continued from" before). */
const continuanceLead: LeadWriter = (r) => {
  const l = [...r.lines].reverse().find((x) => parseContinuance(x.text, r.item.meetingDate) !== null);
  return l ? { lines: [r.quote(l)], kind: "continuance" } : { lines: [], kind: "sentence" };
};

/** Asked when an item put off comes back ("until when was it postponed?"), its continuance answers. */
const continuanceAskedAsDate: LeadWriter = (r) =>
  r.item.continuedTo && /\bcontinu|postpon|until/i.test(r.a.question) ? continuanceLead(r) : undefined;

/**
 * Whether an amount's sentence, or one beside it, is about the question's subject: names a word of
 * it other than those that ask for a sum ("cost", "how much"). "$2,000+ of our labor costs" does not
 * tell what it costs to book the Ranch House.
 */
function namesSubject(weighted: WeightedStem[], line: Scored, lines: Line[]): boolean {
  const subject = weighted.filter((w) => !MONEY_WORD.test(w.stem));
  const about = (l: Line | undefined) => !!l && Math.abs(l.page - line.page) <= 1 && termScore(l.text, subject) > 0;
  return about(line) || about(lines[line.index - 1]) || about(lines[line.index + 1]);
}

/** What a line holds of an amount that tells one by itself: a number with a unit, a sum or a share. */
const AMOUNT_TOLD: ReadonlySet<KindFit | null> = new Set(["amountFits", "unitNear", "unit"]);

/**
 * Asked how many or how much, the line that tells of the subject may leave its number to the
 * sentence after it ("… they did a license plate survey of the people who exited from 29th" / "He
 * noted that less than 10%, a total of 24 vehicles, …"); an item that gives no number about its
 * subject does not answer.
 */
const amountSentence: AskStrategy["sentence"] = (r, best) => {
  const completes =
    best.fit === null
      ? r.ranked.find(
          (l) =>
            l.index > best.index &&
            l.index <= best.index + DECISION_AFTER_LINES &&
            l.page - best.page <= 1 &&
            AMOUNT_TOLD.has(l.fit),
        )
      : undefined;
  if ((best.fit === null && !completes) || !namesSubject(r.weighted, best, r.lines)) return declined("no-amount");
  return { completes };
};

/**
 * Asked the year a thing was built or first put up: the meeting's own date does not tell it, only a
 * line that prints a year.
 */
const dateSentence: AskStrategy["sentence"] = (r, best) =>
  ORIGIN_YEAR_ASKED.test(r.a.question) && !PRINTED_YEAR.test(best.text) && !DATE.test(best.text)
    ? declined("no-date")
    : {};

/** Asked where an item was put off: an item that tells of no putting off does not answer. */
const continuanceSentence: AskStrategy["sentence"] = (_r, best) =>
  best.fit === null ? declined("no-continuance") : {};

const anySentence: AskStrategy["sentence"] = () => ({});

/** Asks that read the vote when the question is also about a decision ("when was it approved"). */
const alsoVote = (a: QuestionAnalysis) => a.vote;

/** The vote itself: how it went, who moved it, who voted against. */
const VOTE: AskStrategy = {
  readsVote: () => true,
  gates: [thingNamed],
  leads: [voteLead, motionAsPrinted],
  sentence: anySentence,
};

const STRATEGIES: Record<AskKind, AskStrategy> = {
  vote: { ...VOTE, gates: [voteOnSubject, voteRecorded, thingNamed] },
  against: VOTE,
  mover: VOTE,
  // A sum or a count is told by a sentence, never by a vote.
  quantity: { readsVote: () => false, gates: [thingNamed], leads: [], sentence: amountSentence },
  date: {
    readsVote: alsoVote,
    gates: [thingNamed],
    leads: [voteLead, motionAsPrinted, continuanceAskedAsDate],
    sentence: dateSentence,
  },
  continuance: {
    readsVote: alsoVote,
    gates: [thingNamed],
    leads: [voteLead, continuanceLead],
    sentence: continuanceSentence,
  },
  // Asked which of several things a body chose, the motion that decided it names the choice.
  named: {
    readsVote: (a) => a.vote && CHOICE_ASKED.test(a.question),
    gates: [thingNamed],
    leads: [voteLead, motionAsPrinted],
    sentence: anySentence,
  },
  // A reason is told in the discussion, not by the vote.
  reason: { readsVote: () => false, gates: [thingNamed], leads: [], sentence: anySentence },
  place: { readsVote: alsoVote, gates: [thingNamed], leads: [voteLead, motionAsPrinted], sentence: anySentence },
  fact: { readsVote: alsoVote, gates: [thingNamed], leads: [voteLead, motionAsPrinted], sentence: anySentence },
};

export const strategyFor = (a: QuestionAnalysis): AskStrategy => STRATEGIES[a.kind];
