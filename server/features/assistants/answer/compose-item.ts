import { parseContinuance } from "../../documents/minutes/continuance";
import type { Motion } from "../../documents/minutes/types";
import { withCite } from "../compose";
import { AMOUNTS } from "../lexicon/amounts";
import { DATES } from "../lexicon/dates";
import { TALK } from "../lexicon/talk";
import { VOTES } from "../lexicon/votes";
import { furtherAsks, type QuestionAnalysis } from "../question";
import { nounSynonyms } from "../synonyms";
import { clip, formatDate, stem, words } from "../text";
import type { ItemContext, TermWeights } from "../types";
import { declined, pageCitations, type Declined, type ItemComposition, type LeadKind } from "./composition";
import {
  ASKED,
  bare,
  itemLines,
  rankLines,
  replyTo,
  sentenceWeights,
  termScore,
  weightedFor,
  type Line,
  type Scored,
  type WeightedStem,
} from "./lines";
import { nounFor, type ItemMatch } from "./match";
import { DATE_TALLY, decidesItem, MOTION_NEAR_LINES, pickMotion, PROCEDURAL, recorded, voteSentence } from "./votes";

const DATE = DATES.printed.pattern;
const ORIGIN_YEAR_ASKED = DATES.originYearAsked.pattern;
const PRINTED_YEAR = DATES.printedYear.pattern;
const MONEY_WORD = AMOUNTS.moneyWord.pattern;
const REPLIED = TALK.replied.pattern;
const VOTE_ASKED = VOTES.voteAsked.pattern;
const CHOICE_ASKED = VOTES.choiceAsked.pattern;
const VOTE_WORDS = VOTES.voteWords.pattern;
const VOTE_LINE = VOTES.voteLine.pattern;
const DECISION_TOLD = VOTES.decisionTold.pattern;
const TALLIED = VOTES.tallied.pattern;
/** How far after a discussion the decision it led to is looked for. */
const DECISION_AFTER_LINES = 2;

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

/** The most lines after a motion read as telling its vote, where its outcome was not recognised. */
const MOTION_AFTER_LINES = 3;

/** A line this short that tells a vote without a count only seconds the motion or says who voted. */
const SECONDS_MAX_WORDS = 10;

/** The most other votes of an item told after the one a vote question is about. */
const OTHER_VOTES = 2;

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

/** Most of a line's words are figures: a row of a table (a balance sheet, a count by street), not a sentence. */
const TABLE_ROW_SHARE = 0.35;
const tableRow = (text: string) => {
  const w = text.split(/\s+/).filter(Boolean);
  return w.length >= 5 && w.filter((x) => /\d/.test(x)).length / w.length > TABLE_ROW_SHARE;
};

/** A cited answer from the best item, or null where it does not answer (`composeItem` says why). */
export function composeFromItem(a: QuestionAnalysis, match: ItemMatch, weights: TermWeights): ItemComposition | null {
  const out = composeItem(a, match, weights);
  return "declined" in out ? null : out;
}

/** A cited answer from the best item: the asked fact first, then what supports it; or why it does not answer. */
export function composeItem(
  a: QuestionAnalysis,
  match: ItemMatch,
  weights: TermWeights,
): (ItemComposition & { lead: LeadKind }) | Declined {
  const { item } = match;
  const { evidence, cite: citePage } = pageCitations();
  const cite = (page: number) => citePage(item, page);
  const lines = itemLines(item);
  const ranked = rankLines(a, weights, lines, item.itemTitle);
  const lead: string[] = [];
  let leadKind: LeadKind = "sentence";
  const used = new Set<number>();
  /** Lines the lead quotes as printed: not quoted again below it. */
  const quoted = new Set<number>();
  const quote = (l: Line) => {
    used.add(l.index);
    quoted.add(l.index);
    return withCite(clip(l.text, 420), cite(l.page));
  };

  const wantsVote =
    a.kind === "vote" ||
    a.kind === "against" ||
    a.kind === "mover" ||
    (a.vote && a.kind !== "quantity" && (a.kind !== "named" || CHOICE_ASKED.test(a.question)) && a.kind !== "reason");
  const motion = wantsVote ? pickMotion(a, item, weights) : null;
  const weighted = sentenceWeights(a, weights);
  /** The words of the motion as printed, to find the lines that print it. */
  const made = motion ? bare(motion.text).slice(0, 40) : "";
  const plain = motion ? lines.map((l) => bare(l.text)) : [];
  const printsMotion = (l: Line) => !!made && plain[l.index]!.includes(made);
  // A vote whose motion, item title and the lines just before it share not one word of the
  // question decided something else.
  if (a.kind === "vote" && motion && !aboutSubject(weighted, motion, printsMotion, item, lines))
    return declined("no-vote");
  // Asked how a vote went, an item that records no vote does not tell it.
  if (a.kind === "vote" && !motion && VOTE_ASKED.test(a.question)) return declined("no-vote");
  // Asked whether the body approved a thing ("a fenced dog park"), an item that never names it (a
  // vote on a fence by a ball park) does not tell.
  const thing = decidedStem(a, weights, weighted);
  if (thing && termScore([item.itemTitle, ...lines.map((l) => l.text)].join(" "), [thing]) === 0)
    return declined("thing-not-named", thing.stem);
  if (motion && (recorded(motion) || (a.kind === "mover" && motion.movedBy))) {
    leadKind = "vote";
    lead.push(withCite(voteSentence(motion, a.kind), cite(motion.page)));
    // The printed vote itself, from the page that holds it.
    const printed = lines.find(
      (l) =>
        l.page === motion.page && motion.tallyText && l.text.includes(motion.tallyText.split(/\s*\(/)[0]!.slice(0, 12)),
    );
    if (printed) used.add(printed.index);
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
          (decidesItem(m) || termScore(m.text, weighted) > 0),
      )
      .slice(-OTHER_VOTES);
    for (const m of others) {
      const said = voteSentence(m, a.kind);
      lead.push(withCite(`Also on this item, ${said.charAt(0).toLowerCase()}${said.slice(1)}`, cite(m.page)));
    }
  } else if (motion && a.kind !== "continuance") {
    // A vote whose outcome is printed in words not read as one ("The motion received 3 votes with 1
    // abstention. A lack of quorum on this motion prohibits it from being approved."): the motion as
    // printed and the lines after it that tell its vote.
    const at = lines.findIndex(printsMotion);
    if (at >= 0) {
      leadKind = "motion";
      lead.push(quote(lines[at]!));
      for (const l of lines.slice(at + 1, at + 1 + MOTION_AFTER_LINES)) {
        if (l.page - lines[at]!.page > 1 || !VOTE_LINE.test(l.text)) break;
        lead.push(quote(l));
      }
    }
  } else if (
    a.kind === "continuance" ||
    (a.kind === "date" && item.continuedTo && /\bcontinu|postpon|until/i.test(a.question))
  ) {
    // The continuance decided last, to a date after this meeting (not one "continued from" before).
    const l = [...lines].reverse().find((x) => parseContinuance(x.text, item.meetingDate) !== null);
    if (l) {
      leadKind = "continuance";
      lead.push(quote(l));
    }
  }
  if (!lead.length) {
    const best = ranked.find((l) => l.score > 0 && !used.has(l.index));
    if (!best) return declined("no-sentence");
    // Asked how many or how much, the line that tells of the subject may leave its number to the
    // sentence after it ("… they did a license plate survey of the people who exited from 29th" /
    // "He noted that less than 10%, a total of 24 vehicles, …").
    const counted =
      a.kind === "quantity" && best.bonus === 0
        ? ranked.find(
            (l) =>
              l.index > best.index &&
              l.index <= best.index + DECISION_AFTER_LINES &&
              l.page - best.page <= 1 &&
              l.bonus >= 2,
          )
        : undefined;
    // An item that gives no number about its subject does not answer.
    if (a.kind === "quantity" && ((best.bonus === 0 && !counted) || !namesSubject(weighted, best, lines)))
      return declined("no-amount");
    // Asked where an item was put off: an item that tells of no putting off does not answer.
    if (a.kind === "continuance" && best.bonus === 0) return declined("no-continuance");
    // Asked the year a thing was built or first put up: the meeting's own date does not tell it,
    // only a line that prints a year.
    if (
      a.kind === "date" &&
      ORIGIN_YEAR_ASKED.test(a.question) &&
      !PRINTED_YEAR.test(best.text) &&
      !DATE.test(best.text)
    )
      return declined("no-date");
    lead.push(quote(best));
    // A question put at the meeting ("Commissioner Palmer asked when the terminal would open") is
    // answered by the reply that follows it.
    const reply = replyTo(best, lines);
    const put = lines[best.index - 1];
    if (reply) lead.push(quote(reply));
    // And a reply is read with the question it answers.
    else if (put && ASKED.test(put.text) && REPLIED.test(best.text) && best.page - put.page <= 1)
      lead.unshift(quote(put));
    // Asked whether a body went ahead with something: a discussion of it is told with what was
    // decided right after it ("After discussion, … the BOD decided that the bathroom in the
    // equipment shed should be used instead"), which rarely repeats the question's words.
    else if (a.vote && !DECISION_TOLD.test(best.text) && !VOTE_LINE.test(best.text)) {
      const decided = lines
        .slice(best.index + 1, best.index + 1 + DECISION_AFTER_LINES)
        .find((l) => l.page - best.page <= 1 && !used.has(l.index) && DECISION_TOLD.test(l.text));
      if (decided) lead.push(quote(decided));
    }
    if (counted && !used.has(counted.index)) lead.push(quote(counted));
  }

  // A question that asks for more than one thing ("which company …, and what would it charge by the
  // hour?"): the best line for each further ask joins the lead.
  for (const { part, ask: b } of furtherAsks(a)) {
    if (b.kind === "vote" || b.kind === "against" || b.kind === "mover") {
      const m = motion ? null : pickMotion({ ...a, kind: b.kind }, item, weights);
      if (m && recorded(m)) lead.push(withCite(voteSentence(m, b.kind), cite(m.page)));
      continue;
    }
    // An ask of no particular kind ("how was its board to be made up?") is answered by the line
    // that holds most of its own words.
    const own = b.kind === "fact";
    const candidates = rankLines({ ...b, topic: own ? b.topic : a.topic }, weights, lines, item.itemTitle).filter(
      (l) => l.score > 0 && !used.has(l.index) && !printsMotion(l) && (!own || l.terms > 0),
    );
    // "Who voted no …, and what was her objection?": the further ask is about the person the vote names.
    const named = /\b(?:she|he|they|her|his|their|them)\b/i.test(part)
      ? [...(motion?.noNames ?? []), ...(motion?.abstainNames ?? [])]
      : [];
    const extra =
      (named.length ? candidates.find((l) => named.some((n) => l.text.includes(n))) : undefined) ??
      candidates.find((l) => own || l.bonus > 0);
    if (extra) lead.push(quote(extra));
  }

  const date = formatDate(item.meetingDate);
  const where = `**${item.title}**${date && !item.title.includes(date) ? ` (${date})` : ""}${item.itemTitle ? `, item ${item.code ? `${item.code} ` : ""}“${clip(item.itemTitle, 140)}”` : ""}`;
  const support = ranked
    .filter(
      (l) =>
        !used.has(l.index) &&
        (l.terms > 0 || l.near > 0) &&
        l.score >= (ranked[0]?.score ?? 0) * 0.4 &&
        !tableRow(l.text),
    )
    .slice(0, 4)
    .sort((x, y) => x.index - y.index);
  // For a vote, the motion as printed is the first support: where it was made and where it was decided.
  if (motion) {
    const decided = motion.tallyText ? bare(motion.tallyText).slice(0, 20) : "";
    const printed = lines.filter(
      (l) => printsMotion(l) || (!!decided && l.page === motion.page && plain[l.index]!.includes(decided)),
    );
    // A vote taken again or changed right after ("Palmer then changed his vote; the motion passed 4-0").
    const last = printed[printed.length - 1];
    const after = last ? lines[last.index + 1] : undefined;
    if (after && after.page - last!.page <= 1 && VOTE_WORDS.test(after.text) && TALLIED.test(after.text))
      printed.push(after);
    // Between the motion made and the vote that decided it: a vote taken first ("The vote was 3-0-1
    // (Palmer abstained)"), and the rest of what was moved ("Two of the three white parking spaces
    // would be preserved …"), but not a short line that only seconds it.
    const [from, to] = [printed[0], printed[printed.length - 1]];
    const secondsOnly = (t: string) => VOTE_LINE.test(t) && !TALLIED.test(t) && words(t).length < SECONDS_MAX_WORDS;
    if (from && to && to.index - from.index <= MOTION_NEAR_LINES)
      for (const l of lines.slice(from.index + 1, to.index))
        if (!printed.includes(l) && !secondsOnly(l.text)) printed.splice(-1, 0, l);
    for (const l of printed.slice(-4).reverse()) if (!quoted.has(l.index)) support.unshift(l as Scored);
  }
  const body = [...new Map(support.map((l) => [l.index, l])).values()].slice(0, 5);
  const out = [lead.join(" "), "", `From ${where}:`, ...body.map((l) => `- ${quote(l)}`)];
  if (!body.length) out.splice(1, 2, "", `From ${where}.`);
  return { text: out.join("\n"), evidence, lead: leadKind };
}
