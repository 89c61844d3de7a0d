import { withCite } from "../compose";
import { TALK } from "../lexicon/talk";
import { VOTES } from "../lexicon/votes";
import { asksVote, furtherAsks, type AskKind, type QuestionAnalysis } from "../question";
import { clip, formatDate, words } from "../text";
import type { TermWeights } from "../types";
import { declined, type Declined, type ItemComposition, type LeadKind } from "./composition";
import { ASKED, bare, rankLines, replyTo, type Scored } from "./lines";
import type { ItemMatch } from "./match";
import { readItem, type Reading } from "./reading";
import { DECISION_AFTER_LINES, strategyFor, type AskStrategy, type Lead } from "./strategies";
import { MOTION_NEAR_LINES, pickMotion, recorded, voteSentence } from "./votes";

const REPLIED = TALK.replied.pattern;
const VOTE_WORDS = VOTES.voteWords.pattern;
const VOTE_LINE = VOTES.voteLine.pattern;
const DECISION_TOLD = VOTES.decisionTold.pattern;
const TALLIED = VOTES.tallied.pattern;

/** A line this short that tells a vote without a count only seconds the motion or says who voted. */
const SECONDS_MAX_WORDS = 10;
/** A supporting line scores at least this share of the best line. */
const SUPPORT_MIN_SHARE = 0.4;
/** The most supporting lines told below the lead. */
const SUPPORT_LINES = 5;

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

/**
 * A cited answer from the best item: the asked fact first, then what supports it; or why it does
 * not answer. The ask's kind chooses how (`strategyFor`): what the item must hold, and how the lead
 * is written.
 */
export function composeItem(
  a: QuestionAnalysis,
  match: ItemMatch,
  weights: TermWeights,
): (ItemComposition & { lead: LeadKind }) | Declined {
  const out = composeAsk(a, match, weights);
  // A question of several asks that the item answers but for its first ("how much grant money did
  // it get, where did it finally go, and which designer?") is answered for the asks it holds: when
  // the item answers another ask of a kind of its own (a place, a name, a date; a vote as recorded)
  // by itself.
  if (
    "declined" in out &&
    a.kind !== "fact" &&
    furtherAsks(a).some(({ ask }) => answersAlone({ ...ask, topic: a.topic }, match, weights, a.kind))
  ) {
    const rest = composeAsk({ ...a, kind: "fact" }, match, weights);
    if (!("declined" in rest)) return rest;
  }
  return out;
}

/** The leads that tell a vote as the item records it, not a sentence about the subject. */
const RECORDED_LEADS = new Set<LeadKind>(["vote", "motion"]);

/**
 * Whether the item answers an ask (about the whole question's subject, as a further ask is read) of
 * a kind other than the one declined, by itself; a vote only as recorded.
 */
function answersAlone(ask: QuestionAnalysis, match: ItemMatch, weights: TermWeights, declinedKind: AskKind): boolean {
  if (ask.kind === "fact" || ask.kind === declinedKind) return false;
  const out = composeAsk(ask, match, weights);
  if ("declined" in out) return false;
  return !asksVote(ask) || RECORDED_LEADS.has(out.lead);
}

function composeAsk(
  a: QuestionAnalysis,
  match: ItemMatch,
  weights: TermWeights,
): (ItemComposition & { lead: LeadKind }) | Declined {
  const strategy = strategyFor(a);
  const r = readItem(a, match, weights, strategy.readsVote(a));
  for (const gate of strategy.gates) {
    const no = gate(r);
    if (no) return no;
  }
  let lead: Lead | undefined;
  for (const write of strategy.leads) if ((lead = write(r))) break;
  if (!lead?.lines.length) {
    const told = sentenceLead(r, strategy);
    if ("declined" in told) return told;
    lead = told;
  }
  const lines = [...lead.lines, ...furtherLeads(r)];
  return { text: render(r, lines), evidence: r.evidence, lead: lead.kind };
}

/** The sentence that best answers the ask, with the reply, the question or the decision that completes it. */
function sentenceLead(r: Reading, strategy: AskStrategy): Lead | Declined {
  const { a, ranked, lines, used, quote } = r;
  const best = ranked.find((l) => l.score > 0 && !used.has(l.index));
  if (!best) return declined("no-sentence");
  const fits = strategy.sentence(r, best);
  if ("declined" in fits) return fits;
  const out = [quote(best)];
  // A question put at the meeting ("Commissioner Palmer asked when the terminal would open") is
  // answered by the reply that follows it.
  const reply = replyTo(best, lines);
  const put = lines[best.index - 1];
  if (reply) out.push(quote(reply));
  // And a reply is read with the question it answers.
  else if (put && ASKED.test(put.text) && REPLIED.test(best.text) && best.page - put.page <= 1) out.unshift(quote(put));
  // Asked whether a body went ahead with something: a discussion of it is told with what was
  // decided right after it ("After discussion, … the BOD decided that the bathroom in the
  // equipment shed should be used instead"), which rarely repeats the question's words.
  else if (a.vote && !DECISION_TOLD.test(best.text) && !VOTE_LINE.test(best.text)) {
    const decided = lines
      .slice(best.index + 1, best.index + 1 + DECISION_AFTER_LINES)
      .find((l) => l.page - best.page <= 1 && !used.has(l.index) && DECISION_TOLD.test(l.text));
    if (decided) out.push(quote(decided));
  }
  if (fits.completes && !used.has(fits.completes.index)) out.push(quote(fits.completes));
  return { lines: out, kind: "sentence" };
}

/**
 * A question that asks for more than one thing ("which company …, and what would it charge by the
 * hour?"): the best line for each further ask, to join the lead.
 */
function furtherLeads(r: Reading): string[] {
  const { a, weights, item, lines, motion, used, printsMotion } = r;
  const out: string[] = [];
  for (const { part, ask: b } of furtherAsks(a)) {
    if (asksVote(b)) {
      const m = motion ? null : pickMotion({ ...a, kind: b.kind }, item, weights);
      if (m && recorded(m)) out.push(withCite(voteSentence(m, b.kind), r.cite(m.page)));
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
    if (extra) out.push(r.quote(extra));
  }
  return out;
}

/** The lines that print the vote an answer is about: where it was moved and where it was decided. */
function printedVote(r: Reading): Scored[] {
  const { motion, lines, plain, printsMotion } = r;
  if (!motion) return [];
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
  return printed.slice(-4) as Scored[];
}

/** The answer as written: its lead, where it is from, and the lines that support it. */
function render(r: Reading, lead: string[]): string {
  const { item, ranked, used, quoted, quote } = r;
  const date = formatDate(item.meetingDate);
  const where = `**${item.title}**${date && !item.title.includes(date) ? ` (${date})` : ""}${item.itemTitle ? `, item ${item.code ? `${item.code} ` : ""}“${clip(item.itemTitle, 140)}”` : ""}`;
  const support = ranked
    .filter(
      (l) =>
        !used.has(l.index) &&
        (l.terms > 0 || l.near > 0) &&
        l.score >= (ranked[0]?.score ?? 0) * SUPPORT_MIN_SHARE &&
        !tableRow(l.text),
    )
    .slice(0, 4)
    .sort((x, y) => x.index - y.index);
  // For a vote, the motion as printed is the first support.
  for (const l of printedVote(r).reverse()) if (!quoted.has(l.index)) support.unshift(l);
  const body = [...new Map(support.map((l) => [l.index, l])).values()].slice(0, SUPPORT_LINES);
  const out = [lead.join(" "), "", `From ${where}:`, ...body.map((l) => `- ${quote(l)}`)];
  if (!body.length) out.splice(1, 2, "", `From ${where}.`);
  return out.join("\n");
}
