import { OFFICE } from "../../documents/minutes/motions";
import type { Motion } from "../../documents/minutes/types";
import { DATES } from "../lexicon/dates";
import { VOTES } from "../lexicon/votes";
import type { QuestionAnalysis } from "../question";
import { RANKING } from "../rank/weights";
import { clip, stem, stemSet, words, isStopWord } from "../text";
import type { ItemContext, TermWeights } from "../types";
import type { Line } from "./lines";
import { sentenceWeights, termScore } from "./lines";
import type { ItemMatch } from "./match";

export const PROCEDURAL = VOTES.procedural.pattern;
/** A motion that puts the item off ("to continue this item until the January meeting") decides nothing about it. */
const PUTS_OFF = VOTES.putsOff.pattern;
export const DATE_TALLY = DATES.dateTally.pattern;

/** A vote on the item itself: recorded (an outcome or a tally), not procedure and not a continuance. */
export function decidesItem(m: Motion): boolean {
  return (
    (!!m.tallyText || (!!m.outcome && words(m.text).length >= 3)) &&
    m.outcome !== "continued" &&
    !PROCEDURAL.test(m.text) &&
    !PUTS_OFF.test(m.text) &&
    !DATE_TALLY.test(m.tallyText ?? "")
  );
}

/** A recorded vote with someone against it or abstaining: what a question about dissent presupposes. */
export const dissented = (m: Motion) =>
  (m.noes ?? 0) > 0 || m.noNames.length > 0 || (m.abstain ?? 0) > 0 || m.abstainNames.length > 0;

/** The item records a vote that decided it. */
export const recordsDecision = (item: ItemContext) => item.motions.some(decidesItem);
/** The item's deciding vote records dissent. */
export const recordsDissent = (item: ItemContext) => item.motions.some((x) => decidesItem(x) && dissented(x));
/** The item's title prints every name of `names` (lower case, as `capitalisedNames` gives them). */
export const titlePrintsNames = (item: ItemContext, names: string[]) => {
  const title = item.itemTitle.toLowerCase();
  return names.every((n) => title.includes(n));
};

/** A motion whose outcome or tally is printed. */
export const recorded = (m: Motion) => !!(m.outcome || m.tallyText);

/**
 * For a question about the vote on an item that records none, the item of the same meeting whose
 * recorded motion names it, by its number ("Item 7-A") or most of its title's words: a motion made
 * under another heading ("4. Agenda Changes": "to carry the General Plan Annual Report … (Item 7-A)
 * into April"). Null when there is none, or the item records its own vote.
 */
export function votedElsewhere(best: ItemMatch, matches: ItemMatch[], least: number): ItemMatch | null {
  if (best.item.motions.some(recorded)) return null;
  const code = best.item.code?.replace(/[^\w-]/g, "");
  const byCode = code ? new RegExp(`\\bitems?\\s+(?:no\\.\\s*)?${code}\\b`, "i") : null;
  const titled = [
    ...new Set(
      words(best.item.itemTitle)
        .filter((w) => w.length >= 4 && !isStopWord(w))
        .map(stem),
    ),
  ];
  const names = (text: string) => {
    if (byCode?.test(text)) return true;
    const held = stemSet(text);
    return titled.length >= 3 && titled.filter((t) => held.has(t)).length / titled.length >= TITLE_NAMED_SHARE;
  };
  return (
    matches.find(
      (m) =>
        m !== best &&
        m.item.documentId === best.item.documentId &&
        m.coverage >= least &&
        m.item.motions.some((mo) => recorded(mo) && names(mo.text)),
    ) ?? null
  );
}
/** How much of an item's title a motion made elsewhere must print to be about it. */
const TITLE_NAMED_SHARE = 0.6;

/** The motion a vote question is about: the item's substantive decision (its last, usually). */
export function pickMotion(a: QuestionAnalysis, item: ItemContext, weights: TermWeights): Motion | null {
  const weighted = sentenceWeights(a, weights);
  const asksProcedure = PROCEDURAL.test(a.question);
  const w = RANKING.motion;
  const scored = item.motions
    .map((m, i) => ({
      m,
      i,
      s:
        termScore(m.text, weighted) +
        (m.outcome ? w.outcome : 0) +
        (m.tallyText ? w.tally : 0) +
        (PROCEDURAL.test(m.text) && !asksProcedure ? w.procedural : 0) +
        (!decidesItem(m) && a.kind !== "continuance" ? w.undecided : 0) +
        (a.kind === "against" && (m.noNames.length || m.abstainNames.length) ? w.dissent : 0) +
        (a.kind === "mover" && m.movedBy ? w.mover : 0),
    }))
    .sort((x, y) => y.s - x.s || y.i - x.i);
  return scored[0]?.m ?? null;
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** A member the minutes name by office alone is "the Chair", "the Secretary"; a name is as printed. */
const OFFICE_ALONE = new RegExp(`^${OFFICE}$`, "i");
const who = (name: string) => (OFFICE_ALONE.test(name) ? `the ${name}` : name);

/** One plain sentence that states a vote from what its page prints. */
export function voteSentence(m: Motion, kind: QuestionAnalysis["kind"]): string {
  const parts: string[] = [];
  // "Motion to hold a town hall …" as printed reads "The motion to hold a town hall …".
  const moved = m.text.replace(/^(?:a\s+)?motion\s+(?=to\b)/i, "");
  const what =
    moved && !/^(?:Motion|The|It)\b/.test(moved) && /^(?:to|that|for|approval|acceptance)\b/i.test(moved)
      ? `The motion ${clip(moved.replace(/[.;:,]+$/, ""), 200)}`
      : "The motion";
  const verb =
    m.outcome === "carried"
      ? "carried"
      : m.outcome === "failed"
        ? "failed"
        : m.outcome === "withdrawn"
          ? "was withdrawn"
          : m.outcome === "continued"
            ? "was continued"
            : m.outcome === "no action"
              ? "ended with no action"
              : "was voted on";
  const tally = m.tallyText
    ? /^unanimous/i.test(m.tallyText)
      ? " unanimously"
      : /^\d/.test(m.tallyText)
        ? // Closed up where a line break split it ("4- 0").
          ` ${m.tallyText.replace(/\s*\(.*$/, "").replace(/(\d)\s*-\s*(?=\d)/g, "$1-")}`
        : m.ayes != null && m.noes != null
          ? // A tally printed in words or as a labelled roll, in plain numbers and as printed, with
            // the names it gives ("4-1 (One against, 4 in favor)", "2-1 (Ayes: 2; Noes: 1 (Lynch))").
            ` ${m.ayes}-${m.noes} (${clip(m.tallyText.replace(/[.;:,\s]+$/, ""), 90)})`
          : ` (${m.tallyText})`
    : "";
  parts.push(`${what} ${verb}${tally}`);
  // Those who voted no, unless the printed tally just named them; asked who, they are said plainly.
  const named = m.noNames.every((n) => tally.includes(n));
  if (m.noNames.length && (!named || kind === "against")) parts.push(`${joinNames(m.noNames)} voted no`);
  else if (kind === "against" && m.noes === 0) parts.push("no one voted no");
  if (m.abstainNames.length) parts.push(`${joinNames(m.abstainNames)} abstained`);
  if (m.absentNames.length && kind === "against")
    parts.push(`${joinNames(m.absentNames)} ${m.absentNames.length > 1 ? "were" : "was"} absent`);
  // Asked who voted against or held back, the lead says who first, then how the motion ended.
  if (kind === "against" && parts.length > 1) {
    const outcome = parts.shift()!;
    parts.push(outcome.charAt(0).toLowerCase() + outcome.slice(1));
  }
  const joined = parts.join("; ");
  let text = joined.charAt(0).toUpperCase() + joined.slice(1);
  if ((kind === "mover" || kind === "vote" || kind === "against") && (m.movedBy || m.secondedBy)) {
    const by = [m.movedBy ? `moved by ${who(m.movedBy)}` : "", m.secondedBy ? `seconded by ${who(m.secondedBy)}` : ""]
      .filter(Boolean)
      .join(" and ");
    // Asked who moved it, the lead names the mover, or says plainly that the minutes name none.
    const lead = m.movedBy ? `It was ${by}.` : `The minutes do not name who moved it; it was ${by}.`;
    text = kind === "mover" ? `${lead} ${text}` : `${text} (${by})`;
  }
  return `${text}.`;
}

/** What a meeting decided, in one sentence ("The motion to deny the appeal carried 6-1."). */
export const outcomeSentence = (m: Motion) => voteSentence({ ...m, movedBy: null, secondedBy: null }, "vote");

/**
 * Whether a motion follows a line closely (or is printed in it): on a page read without its
 * agenda items, the vote that tells how that line's matter ended, not another matter's.
 */
export const MOTION_NEAR_LINES = 8;

export function motionNear(m: Motion, line: Line, lines: Line[]): boolean {
  const head = m.text.slice(0, 30);
  if (!head) return false;
  const at = lines.filter((l) => l.page === m.page && l.text.includes(head)).map((l) => l.index);
  return at.some((i) => i >= line.index && i - line.index <= MOTION_NEAR_LINES);
}
