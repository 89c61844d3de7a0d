/** How minutes print a vote: its tally, in numbers, in words or as a labelled roll, and its outcome. */
import { bareNames, nameList } from "./member-names";
import type { Motion, MotionOutcome } from "./types";
import { COUNTS } from "./vote-parsers";
import { TALLIES } from "./vote-phrasings";

const TALLY = COUNTS.tally.pattern;
/** Words that say a vote was taken near a bare tally ("passed 4-0", "(3-2)", "vote of 5 to 0"). */
const OUTCOME_WORD = TALLIES.outcomeWord.pattern;

/** A sentence that states a vote's result in words: "Motion carries", "unanimously approved". */
export const OUTCOME_PHRASE = TALLIES.outcomePhrase.pattern;
/** A vote told as everyone's but a few: "All were in favor except …", "all voted in favour but …". */
export const ALL_IN_FAVOUR_BUT = TALLIES.allInFavourBut.pattern;

/** "All were in favor except for Commissioner Rentschler", "all voted in favour except Smith and Jones". */
const ALL_BUT = COUNTS.allBut.pattern;

/**
 * "Commissioner Vargas opposed.", "Members Smith and Jones voted no.", "Chair Lee abstained.",
 * "Chair Owens and Board member Lynch were opposed."
 */
export const DISSENT = TALLIES.dissent.pattern;

/** A vote as printed: the motion's tally fields. */
export type Tally = Pick<
  Motion,
  "tallyText" | "ayes" | "noes" | "abstain" | "absent" | "ayeNames" | "noNames" | "abstainNames" | "absentNames"
>;

export const emptyTally = (): Tally => ({
  tallyText: null,
  ayes: null,
  noes: null,
  abstain: null,
  absent: null,
  ayeNames: [],
  noNames: [],
  abstainNames: [],
  absentNames: [],
});

const WORD_NUMBERS: Record<string, number> = {
  none: 0,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const num = (s: string | undefined) =>
  s == null ? null : /^\d+$/.test(s) ? Number(s) : (WORD_NUMBERS[s.toLowerCase()] ?? null);

type Label = "ayes" | "noes" | "abstain" | "absent";
/** The labels of a roll, each a global pattern read with matchAll. */
const LABELS: Array<[Label, RegExp]> = [
  ["ayes", COUNTS.ayesRoll.pattern],
  ["noes", COUNTS.noesRoll.pattern],
  ["abstain", COUNTS.abstainRoll.pattern],
  ["absent", COUNTS.absentRoll.pattern],
];

/**
 * The vote of a sentence or two: a labelled roll ("Ayes: 5; Noes: 1 (Smith); Absent: None"), a bare
 * tally next to an outcome ("Motion passed 5-0-1 (X abstained)", "carried 4-0-2", "(3-2)"), or
 * "unanimously". Returns null when the text holds no vote.
 */
export function parseTally(text: string): Tally | null {
  const t = emptyTally();
  const names: Record<Label, keyof Tally> = {
    ayes: "ayeNames",
    noes: "noNames",
    abstain: "abstainNames",
    absent: "absentNames",
  };
  // Labelled rolls. A label counts only when a number, a colon or a dash follows it (not "no one").
  let labelled = 0;
  let first = -1;
  let last = -1;
  for (const [label, re] of LABELS) {
    for (const m of text.matchAll(re)) {
      // "no" alone is too common a word: only as "No:" or "No – 1".
      if (/^no$/i.test(m[0].split(/[\s:–—-]/)[0]!) && !COUNTS.noLabel.pattern.test(m[0])) continue;
      const n = num(m[1]);
      const inParens = m[2] ?? m[3] ?? "";
      const listed = m[4] ?? "";
      if (n == null && !inParens && !listed) continue;
      labelled++;
      if (first < 0 || m.index! < first) first = m.index!;
      last = Math.max(last, m.index! + m[0].length);
      if (t[label] == null) t[label] = n;
      // "AYES – 4 (Cunningham, Mariani absent)": the names in parentheses say what they are.
      if (inParens) {
        const absentIn = TALLIES.absent.pattern.test(inParens) && label !== "absent";
        const list = nameList(inParens);
        if (absentIn) {
          t.absentNames.push(...list);
          if (t.absent == null) t.absent = list.length;
        } else (t[names[label]] as string[]).push(...list);
      }
      if (listed) {
        const list = nameList(listed);
        (t[names[label]] as string[]).push(...list);
        if (t[label] == null && list.length) t[label] = list.length;
      }
    }
  }
  if (labelled >= 2 || (labelled === 1 && t.ayes != null)) {
    t.tallyText = text
      .slice(first, last)
      .replace(/[\s;,]+$/, "")
      .trim();
    return t;
  }

  // "All were in favor except for Commissioner Rentschler": the names after "except" voted no.
  const except = ALL_BUT.exec(text);
  if (except) {
    t.noNames = nameList(except[1]!);
    t.noes = t.noNames.length || null;
    t.tallyText = except[0].trim();
    return t;
  }

  // "unanimous voice vote – 5": every member present voted yes.
  const unanimousCount = COUNTS.unanimousCount.pattern.exec(text);
  if (unanimousCount) {
    t.ayes = Number(unanimousCount[1]);
    t.noes = 0;
    const abst = COUNTS.abstainedNames.pattern.exec(text.slice(unanimousCount.index));
    if (abst) {
      // The labelled reading above may already have listed them.
      t.abstainNames = [...new Set([...t.abstainNames, ...nameList(abst[1]!)])];
      t.abstain = t.abstainNames.length || null;
    }
    t.tallyText = text
      .slice(
        unanimousCount.index,
        unanimousCount.index + unanimousCount[0].length + (abst ? abst.index + abst[0].length : 0),
      )
      .trim();
    return t;
  }
  // "62 for and 17 against", "One against, 4 in favor".
  const forAgainst = COUNTS.forAgainst.pattern.exec(text);
  const againstFor = COUNTS.againstFor.pattern.exec(text);
  if (forAgainst || againstFor) {
    const m = (forAgainst ?? againstFor)!;
    t.ayes = num(forAgainst ? m[1] : m[2]);
    t.noes = num(forAgainst ? m[2] : m[1]);
    t.tallyText = m[0];
    return t;
  }
  // A bare tally beside an outcome word: "passed 5-0-1", "failed 2-5", "(3-2)", "vote of 5 to 0".
  const words = COUNTS.tallyInWords.pattern.exec(text);
  const bare = TALLY.exec(text) ?? (words && OUTCOME_WORD.test(text) ? words : null);
  if (bare) {
    const around = text.slice(Math.max(0, bare.index - 60), bare.index + bare[0].length + 10);
    const parens =
      /^\(/.test(text.slice(bare.index - 1, bare.index)) && /^\)/.test(text.slice(bare.index + bare[0].length));
    if (OUTCOME_WORD.test(around) || parens) {
      const nums = bare
        .slice(1)
        .filter((x) => x != null)
        .map(Number);
      const after = text.slice(bare.index + bare[0].length);
      const note = /^\s*\(([^)]{1,200})\)/.exec(after)?.[1] ?? "";
      t.ayes = nums[0] ?? null;
      t.noes = nums[1] ?? null;
      const third = nums[2];
      if (third != null) {
        // The third number is abstentions unless the note or the sentence says absent.
        const mentionsAbsent = TALLIES.absent.pattern.test(note) && !TALLIES.abstained.pattern.test(note);
        if (mentionsAbsent) t.absent = third;
        else t.abstain = third;
        if (nums[3] != null) t.absent = nums[3];
      }
      t.tallyText = bare[0].trim();
      if (TALLIES.noAbstentions.pattern.test(after)) t.abstain ??= 0;
      if (note) {
        t.tallyText = `${t.tallyText} (${note.trim()})`;
        for (const part of note.split(/;/)) {
          const list = nameList(part);
          if (TALLIES.opposed.pattern.test(part)) t.noNames.push(...list);
          else if (TALLIES.abstained.pattern.test(part)) t.abstainNames.push(...list);
          else if (TALLIES.absentOrExcused.pattern.test(part)) t.absentNames.push(...list);
          else if (TALLIES.recused.pattern.test(part)) t.abstainNames.push(...list);
        }
      }
      // "passed 5-1 (Palmer)": bare names beside a tally of ayes and noes, as many as the noes, are the noes.
      const named = note ? bareNames(note) : [];
      if (nums.length === 2 && t.noes && named.length === t.noes && !t.noNames.length) t.noNames.push(...named);
      // "Motion passed 4-1. Commissioner Vargas opposed." names the dissenters in a sentence of its own.
      for (const part of after.split(/(?<=\.)\s+/).slice(0, 3)) {
        const d = DISSENT.exec(part.trim());
        if (!d) continue;
        const list = nameList(d[1]!);
        // The verb is one of DISSENT's: "abstained", "recused himself", "was absent", "opposed", "voted no" ….
        if (TALLIES.abstained.pattern.test(d[2]!) || TALLIES.recused.pattern.test(d[2]!))
          t.abstainNames.push(...list.filter((n) => !t.abstainNames.includes(n)));
        else if (TALLIES.absent.pattern.test(d[2]!))
          t.absentNames.push(...list.filter((n) => !t.absentNames.includes(n)));
        else t.noNames.push(...list.filter((n) => !t.noNames.includes(n)));
      }
      // "Absent: Commissioner Schatmeier." after the tally.
      const absent = COUNTS.absentListed.pattern.exec(after);
      if (absent && !t.absentNames.length) {
        t.absentNames.push(...nameList(absent[1]!));
        if (t.absent == null && t.absentNames.length) t.absent = t.absentNames.length;
      }
      return t;
    }
  }
  const unanimous = TALLIES.unanimous.pattern.exec(text);
  const noObjection = TALLIES.noObjection.pattern.exec(text);
  if (unanimous || noObjection) {
    t.tallyText = (unanimous ?? noObjection)![0];
    return t;
  }
  return null;
}

/** The outcome a sentence states, if any. */
export function parseOutcome(text: string, tally: Tally | null): MotionOutcome | null {
  if (TALLIES.withdrawn.pattern.test(text)) return "withdrawn";
  if (TALLIES.noSecond.pattern.test(text)) return "failed";
  if (TALLIES.failed.pattern.test(text)) return "failed";
  if (TALLIES.noAction.pattern.test(text)) return "no action";
  // "By motion duly made and seconded, the Board denied the request": the motion was the decision.
  if (TALLIES.decidedByMotion.pattern.test(text)) return "carried";
  if (TALLIES.carried.pattern.test(text) || ALL_IN_FAVOUR_BUT.test(text)) return "carried";
  if (TALLIES.continuedInCapitals.pattern.test(text) || TALLIES.continuedTo.pattern.test(text)) return "continued";
  if (tally && tally.ayes != null && tally.noes != null) return tally.ayes > tally.noes ? "carried" : "failed";
  return null;
}
