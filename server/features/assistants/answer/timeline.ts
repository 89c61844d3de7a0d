import { parseContinuance } from "../../documents/minutes/continuance";
import { withCite } from "../compose";
import { VOTES } from "../lexicon/votes";
import { asksVote, furtherAsks, type QuestionAnalysis } from "../question";
import { clip, formatDate, stem, words } from "../text";
import type { TermWeights } from "../types";
import { pageCitations, type ItemComposition } from "./composition";
import {
  bare,
  hasStem,
  isCaptionLine,
  itemLines,
  rankLines,
  replyTo,
  sentenceWeights,
  termScore,
  weightedFor,
  type Line,
  type Scored,
} from "./lines";
import { holds, type ItemMatch } from "./match";
import { decidesItem, motionNear, outcomeSentence, pickMotion, recorded, voteSentence } from "./votes";

const VOTE_WORDS = VOTES.voteWords.pattern;

/** The most meetings followed from one continuance to the next. */
const CHAIN_MEETINGS = 6;

/**
 * For a question about where an item was put off: the item followed across its continuances among
 * the matched items of the same body (the meeting it came from, the meeting it was continued to,
 * and on) that hold at least `minCoverage` of the question, in date order. Just `[best]` when the item was not continued from or to another match.
 */
export function continuanceChain(best: ItemMatch, matches: ItemMatch[], minCoverage: number): ItemMatch[] {
  const candidates = matches.filter(
    (m) => m !== best && m.item.body === best.item.body && m.coverage >= minCoverage && m.item.meetingDate,
  );
  const chain = [best];
  const taken = new Set([best.item.documentId]);
  const pick = (test: (m: ItemMatch) => boolean) => {
    const found = candidates.find((m) => !taken.has(m.item.documentId) && test(m));
    if (found) taken.add(found.item.documentId);
    return found;
  };
  for (let i = 0; i < CHAIN_MEETINGS && chain.length < CHAIN_MEETINGS; i++) {
    const last = chain[chain.length - 1]!.item;
    const next = last.continuedTo ? pick((m) => m.item.meetingDate === last.continuedTo) : undefined;
    const first = chain[0]!.item;
    const before = first.meetingDate ? pick((m) => m.item.continuedTo === first.meetingDate) : undefined;
    if (next) chain.push(next);
    if (before) chain.unshift(before);
    if (!next && !before) break;
  }
  return chain;
}

/** An answer for an item put off more than once: each continuance in order, then the meetings. */
export function composeContinuances(
  a: QuestionAnalysis,
  chain: ItemMatch[],
  weights: TermWeights,
): ItemComposition | null {
  const timeline = composeTimeline(a, chain, weights);
  if (!timeline) return null;
  // Cited among the timeline's sources.
  const { cite } = pageCitations(timeline.evidence);
  /** The page that prints an item's continuance. */
  const printed = ({ item }: ItemMatch) => {
    const line = [...itemLines(item)]
      .reverse()
      .find((l) => parseContinuance(l.text, item.meetingDate) === item.continuedTo);
    return line ? ` [${cite(item, line.page)}]` : "";
  };
  const steps = chain
    .filter((m) => m.item.continuedTo)
    .map(
      (m) =>
        `on ${formatDate(m.item.meetingDate) ?? "an undated meeting"} to ${formatDate(m.item.continuedTo)}${printed(m)}`,
    );
  if (steps.length === 0) return timeline;
  const lead =
    steps.length === 1
      ? `It was continued ${steps[0]}.`
      : `It was continued more than once: ${steps.slice(0, -1).join(", ")}, and ${steps[steps.length - 1]}.`;
  const body = timeline.text.slice(timeline.text.indexOf("## Meeting by meeting"));
  return { text: [lead, "", body].join("\n"), evidence: timeline.evidence };
}

/** A meeting's second sentence in a timeline scores at least this share of its first. */
const TIMELINE_SECOND = 0.75;

const stemsOf = (text: string) => new Set(words(text).map(stem));

/** The most meetings a timeline lists (those that hold most of the question). */
const TIMELINE_MEETINGS = 12;

/**
 * The thing a history is of: the rarest of the question's words that every one of these meetings
 * holds (a compound's parts are searched alone, so a compound is not one).
 */
export function historySubject(matches: ItemMatch[], weights: TermWeights): TermWeights["terms"][number] | undefined {
  return weights.terms
    .filter((t) => t.df > 0 && !t.lexeme.includes("-") && matches.every((m) => holds(m.item.lexemes, t)))
    .sort((x, y) => x.df - y.df)[0];
}

/** One line per meeting for a question over time: date, item, its outcome, each cited. */
export function composeTimeline(
  a: QuestionAnalysis,
  matches: ItemMatch[],
  weights: TermWeights,
): ItemComposition | null {
  const { evidence, cite } = pageCitations();
  // One line per meeting: its best item, once also where the archive holds the same minutes twice
  // (a draft and its final copy differ, and both are told).
  const meetings: ItemMatch[] = [];
  const seen = new Set<string>();
  for (const m of matches) {
    const copy = `${m.item.meetingDate}|${bare(m.item.itemTitle)}|${bare(m.item.passages.map((p) => p.text).join(" "))}`;
    if (seen.has(`#${m.item.documentId}`) || (m.item.meetingDate && seen.has(copy))) continue;
    seen.add(`#${m.item.documentId}`).add(copy);
    meetings.push(m);
  }
  // A number that names the subject (a street number, a bus line, a parcel) keeps out the meetings
  // about another ("1150 Bay Street", not 1611 Walnut Street), when any meeting holds it.
  const ids = weights.terms
    .filter((t) => /^\d{2,}$/.test(t.lexeme) && !/^(?:19|20)\d\d$/.test(t.lexeme))
    .filter((t) => meetings.some((m) => holds(m.item.lexemes, t)));
  const rows = meetings
    .filter((m) => ids.every((t) => holds(m.item.lexemes, t)))
    .sort((x, y) => y.coverage - x.coverage || x.rank - y.rank)
    .slice(0, TIMELINE_MEETINGS)
    .sort((x, y) => (x.item.meetingDate ?? "").localeCompare(y.item.meetingDate ?? ""));
  if (rows.length === 0) return null;
  const voteAsked = asksVote(a);
  const weighted = sentenceWeights(a, weights);
  // Each meeting tells what it said of the thing the history is of, not of the question's other words.
  const thing = historySubject(rows, weights);
  const subject = thing && weightedFor(weighted, thing.lexeme);
  const ofSubject = (l: Scored) => !subject || termScore(l.text, [subject]) > 0;
  // A question that lists what it wants to know ("where was it extended, how did ridership grow, and
  // how secure was its funding?"): the line of the history that best tells each, in its meeting.
  const told = new Map<number, Scored[]>();
  for (const { ask: b } of furtherAsks(a)) {
    if (asksVote(b)) continue;
    let pick: { row: number; line: Scored } | undefined;
    rows.forEach(({ item }, row) => {
      const line = rankLines({ ...b, topic: b.topic || a.topic }, weights, itemLines(item), item.itemTitle).find(
        (l) =>
          l.terms > 0 && (b.kind === "fact" || l.bonus > 0) && ofSubject(l) && !isCaptionLine(l.text, item.itemTitle),
      );
      if (line && (!pick || line.score > pick.line.score)) pick = { row, line };
    });
    if (pick) told.set(pick.row, [...(told.get(pick.row) ?? []), pick.line]);
  }
  const lines = rows.map(({ item }, row) => {
    const date = formatDate(item.meetingDate) ?? item.title;
    const motion = pickMotion(a, item, weights);
    const decidedHere = motion && recorded(motion) ? motion : null;
    const all = itemLines(item);
    const ranked = rankLines(a, weights, all, item.itemTitle);
    // The vote is told after the line; a line of the vote's page that tells it too is taken only
    // when it speaks of the subject far more than any other line (the motion that names it).
    const isVote = (l: Line) => !!decidedHere && l.page === decidedHere.page && VOTE_WORDS.test(l.text);
    const other =
      ranked.find((l) => l.score > 0 && !isVote(l) && ofSubject(l)) ?? ranked.find((l) => l.score > 0 && !isVote(l));
    const top = ranked[0];
    const best = top && top.score > 0 && isVote(top) && top.terms > 2 * (other?.terms ?? 0) ? top : other;
    let what: string;
    // A question about votes reads each meeting's decision; any other reads what each meeting said
    // of the asked thing (a cost, a design, a date), then how the item ended that night.
    if (decidedHere && (voteAsked || !best))
      what = withCite(voteSentence(decidedHere, "vote"), cite(item, decidedHere.page));
    else if (best) {
      // A second sentence of that meeting about the asked thing, when it says what the first does not.
      const said = stemsOf(best.text);
      const adds = (l: Scored) => {
        const stems = stemsOf(l.text);
        return weighted.some((w) => hasStem(stems, w) && !hasStem(said, w));
      };
      const second = ranked.find((l) => l !== best && !isVote(l) && l.score >= best.score * TIMELINE_SECOND && adds(l));
      const shown: Line[] = [best, ...(second ? [second] : [])];
      for (const l of told.get(row) ?? []) if (!shown.some((x) => x.index === l.index)) shown.push(l);
      // A question put at the meeting is told with the reply that follows it.
      for (const l of [...shown]) {
        const reply = replyTo(l, all);
        if (reply && !shown.some((x) => x.index === reply.index) && !isVote(reply)) shown.push(reply);
      }
      what = shown
        .sort((x, y) => x.index - y.index)
        .map((l) => withCite(clip(l.text, 300), cite(item, l.page)))
        .join(" ");
      if (decidedHere && decidesItem(decidedHere) && (item.itemTitle || motionNear(decidedHere, best, ranked)))
        what += ` ${withCite(outcomeSentence(decidedHere), cite(item, decidedHere.page))}`;
    } else what = withCite(clip(item.itemTitle || item.title, 200), cite(item, item.pageFrom));
    const continued = item.continuedTo ? ` Continued to ${formatDate(item.continuedTo)}.` : "";
    // An item that says nothing more of the subject than its caption is told by the caption, once.
    const title =
      item.itemTitle && !bare(what).startsWith(bare(item.itemTitle)) ? `${clip(item.itemTitle, 120)}: ` : "";
    return `- **${date}** — ${title}${what}${continued}`;
  });
  const first = rows[0]!.item;
  const last = rows[rows.length - 1]!.item;
  const head =
    rows.length === 1
      ? `I found one meeting on this, on ${formatDate(first.meetingDate) ?? "an undated meeting"}.`
      : `I found ${rows.length} meetings on this, from ${formatDate(first.meetingDate) ?? "?"} to ${formatDate(last.meetingDate) ?? "?"}.`;
  return { text: [head, "", "## Meeting by meeting", ...lines].join("\n"), evidence };
}
