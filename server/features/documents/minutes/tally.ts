/** How minutes print a vote: its tally, in numbers, in words or as a labelled roll, and its outcome. */
import { bareNames, MEMBER_TITLE, NAME, nameList } from "./member-names";
import type { Motion, MotionOutcome } from "./types";

/** A dash between numbers, in any of the widths typewriters and word processors print. */
const D = String.raw`\s*[-–—]\s*`;
const TALLY = new RegExp(
  String.raw`(?<![\d/.,$-])\b(\d{1,2})${D}(\d{1,2})(?:${D}(\d{1,2}))?(?:${D}(\d{1,2}))?\b(?![-–—/.]?\d)`,
  "u",
);
/** Words that say a vote was taken near a bare tally ("passed 4-0", "(3-2)", "vote of 5 to 0"). */
const OUTCOME_WORD =
  /\b(?:pass(?:ed|es)?|carrie[ds]|carry|fail(?:ed|s)?|approved?|adopted|denied|defeated|unanimous(?:ly)?|vote[ds]?|motion|continued|tabled)\b/i;

/** A sentence that states a vote's result in words: "Motion carries", "unanimously approved". */
export const OUTCOME_PHRASE =
  /\b(?:motion|it|item|recommendation|resolution|minutes)\s+(?:was\s+|is\s+)?(?:passed|passes|carried|carries|failed|fails|approved|adopted|denied|defeated|withdrawn)\b|\b(?:passed|carried|approved|adopted|accepted)\s+(?:unanimously|by\s+(?:a\s+)?(?:unanimous\s+)?(?:vote|roll))|\bunanimously\s+(?:approved|carried|passed|adopted|voted|accepted)|\b(?:seconded|(?:received|got|with|had|was\s+given)\s+a\s+second)\b[^.]{0,80}\b(?:approved|carried|passed|adopted|failed)\b|\bdied\s+for\s+(?:lack|want)\b|\b(?:vote|motion|proposal|measure|amendment)\b[^.]{0,40}\blost\s+(?:by\b|\d)|\bno\s+vote\s+was\s+taken\b|\bno\s+action\s+was\s+taken\b|\bquorum\b[^.]{0,40}\bnot\s+(?:present|met)\b|\bno\s+quorum\b|\bby\s+(?:a\s+)?motion\s+(?:duly\s+)?made,?\s+(?:and\s+)?seconded\b|\b(?:board|commission|committee|council|group|members|directors|owners)\s+(?:then\s+|unanimously\s+)?voted\s+(?:to|in\s+favou?r\s+of|against)\b|\bCONTINUED\b|^\s*(?:All|Everyone)\s+(?:were\s+)?(?:in\s+favou?r|approved|agreed|voted\s+(?:yes|aye|in\s+favou?r))\b/i;
/** A vote told as everyone's but a few: "All were in favor except …", "all voted in favour but …". */
export const ALL_IN_FAVOUR_BUT = /\b(?:all|everyone)\s+(?:were\s+|voted\s+)?in\s+favou?r\s*,?\s*(?:except|but)\b/i;

/** "All were in favor except for Commissioner Rentschler", "all voted in favour except Smith and Jones". */
const ALL_BUT = new RegExp(
  String.raw`\b(?:[Aa]ll|[Ee]veryone)\s+(?:(?:members|commissioners|present|were|was|voted)\s+)*in\s+[Ff]avou?r\s*,?\s*(?:except|but)\s+(?:for\s+)?(${MEMBER_TITLE}${NAME}(?:\s*,\s*${MEMBER_TITLE}${NAME})*(?:,?\s+and\s+${MEMBER_TITLE}${NAME})?)`,
  "u",
);

/**
 * "Commissioner Vargas opposed.", "Members Smith and Jones voted no.", "Chair Lee abstained.",
 * "Chair Owens and Board member Lynch were opposed."
 */
export const DISSENT = new RegExp(
  String.raw`^\(?(${MEMBER_TITLE}${NAME}(?:\s*,\s*${MEMBER_TITLE}${NAME})*(?:,?\s+and\s+${MEMBER_TITLE}${NAME})?)\s+(?:was\s+|were\s+)?(opposed|voted\s+(?:no|nay|against(?:\s+it|\s+the\s+motion)?)|dissented|abstained|recused\s+(?:him|her|them)sel(?:f|ves)|was\s+absent|were\s+absent)\b`,
  "u",
);

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

const COUNT = String.raw`(\d{1,2}|none|zero|one|two|three|four|five|six|seven|eight|nine)`;
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
const LABELS: Array<[Label, string]> = [
  ["ayes", String.raw`AYES?|YEAS?|YES|IN\s+FAVOU?R`],
  ["noes", String.raw`NOES|NOS|NAYS?|NO|OPPOSED|AGAINST`],
  ["abstain", String.raw`ABSTAIN(?:ED|S|ING)?|ABSTENTIONS?`],
  ["absent", String.raw`ABSENT|EXCUSED|RECUSED`],
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
  for (const [label, words] of LABELS) {
    const re = new RegExp(
      String.raw`\b(?:${words})\b\s*(?:[:=–—-]\s*|(?=\d))(?:${COUNT}\b\s*(?:\(([^)]{1,160})\))?|\(([^)]{1,160})\)|((?:${NAME}\s*,?\s*(?:and\s+)?){1,8}))`,
      "giu",
    );
    for (const m of text.matchAll(re)) {
      // "no" alone is too common a word: only as "No:" or "No – 1".
      if (/^no$/i.test(m[0].split(/[\s:–—-]/)[0]!) && !/^no\s*[:–—-]/i.test(m[0])) continue;
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
        const absentIn = /\babsent\b/i.test(inParens) && label !== "absent";
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
  const unanimousCount = /\bunanimous(?:ly)?\s+(?:voice\s+|roll\s+call\s+)?vote\s*[:–—-]\s*(\d{1,2})\b/i.exec(text);
  if (unanimousCount) {
    t.ayes = Number(unanimousCount[1]);
    t.noes = 0;
    const abst = new RegExp(String.raw`\babstain\w*\s*[:–—-]?\s*((?:${NAME}\s*,?\s*(?:and\s+)?){1,6})`, "iu").exec(
      text.slice(unanimousCount.index),
    );
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
  const N = String.raw`(\d{1,4}|one|two|three|four|five|six|seven|eight|nine)`;
  const forAgainst = new RegExp(
    String.raw`\b${N}\s+(?:votes?\s+)?(?:for|in\s+favou?r)\s*(?:,|and)\s*${N}\s+(?:votes?\s+)?(?:against|opposed)\b`,
    "i",
  ).exec(text);
  const againstFor = new RegExp(
    String.raw`\b${N}\s+(?:votes?\s+)?(?:against|opposed)\s*(?:,|and)\s*${N}\s+(?:votes?\s+)?(?:for|in\s+favou?r)\b`,
    "i",
  ).exec(text);
  if (forAgainst || againstFor) {
    const m = (forAgainst ?? againstFor)!;
    t.ayes = num(forAgainst ? m[1] : m[2]);
    t.noes = num(forAgainst ? m[2] : m[1]);
    t.tallyText = m[0];
    return t;
  }
  // A bare tally beside an outcome word: "passed 5-0-1", "failed 2-5", "(3-2)", "vote of 5 to 0".
  const words = new RegExp(String.raw`\b(\d{1,2})\s+to\s+(\d{1,2})\b`).exec(text);
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
        const mentionsAbsent = /\babsent\b/i.test(note) && !/\babstain/i.test(note);
        if (mentionsAbsent) t.absent = third;
        else t.abstain = third;
        if (nums[3] != null) t.absent = nums[3];
      }
      t.tallyText = bare[0].trim();
      if (/^[;,]?\s*no\s+abstentions?\b/i.test(after)) t.abstain ??= 0;
      if (note) {
        t.tallyText = `${t.tallyText} (${note.trim()})`;
        for (const part of note.split(/;/)) {
          const list = nameList(part);
          if (/\b(?:opposed|no|nay|against|dissent\w*|voting\s+no|voted\s+no)\b/i.test(part)) t.noNames.push(...list);
          else if (/\babstain/i.test(part)) t.abstainNames.push(...list);
          else if (/\b(?:absent|excused)\b/i.test(part)) t.absentNames.push(...list);
          else if (/\brecus/i.test(part)) t.abstainNames.push(...list);
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
        if (/abstain|recus/i.test(d[2]!)) t.abstainNames.push(...list.filter((n) => !t.abstainNames.includes(n)));
        else if (/absent/i.test(d[2]!)) t.absentNames.push(...list.filter((n) => !t.absentNames.includes(n)));
        else t.noNames.push(...list.filter((n) => !t.noNames.includes(n)));
      }
      // "Absent: Commissioner Schatmeier." after the tally.
      const absent = /\bAbsent\s*:\s*([^.;]{2,120})/i.exec(after);
      if (absent && !t.absentNames.length) {
        t.absentNames.push(...nameList(absent[1]!));
        if (t.absent == null && t.absentNames.length) t.absent = t.absentNames.length;
      }
      return t;
    }
  }
  if (/\bunanimous(?:ly)?\b|\bwithout\s+objection\b|\bby\s+consensus\b/i.test(text)) {
    t.tallyText =
      /\bunanimous(?:ly)?\b/i.exec(text)?.[0] ?? /\bwithout\s+objection\b|\bby\s+consensus\b/i.exec(text)![0];
    return t;
  }
  return null;
}

/** The outcome a sentence states, if any. */
export function parseOutcome(text: string, tally: Tally | null): MotionOutcome | null {
  if (/\b(?:motion|it|item)\s+(?:was\s+)?withdrawn\b|\bwithdrew\s+(?:the|his|her|their)\s+motion\b/i.test(text))
    return "withdrawn";
  if (/\b(?:died|dies)\s+for\s+(?:lack|want)\s+of\s+a\s+second\b|\bno\s+second\b/i.test(text)) return "failed";
  if (
    /\b(?:fail(?:ed|s)?|defeated|did\s+not\s+(?:pass|carry)|was\s+not\s+(?:approved|adopted))\b|\b(?:vote|motion|proposal|measure|amendment)\b[^.]{0,40}\blost\b/i.test(
      text,
    )
  )
    return "failed";
  if (
    /\bno\s+action\b|\bno\s+vote\s+was\s+taken\b|\bquorum\b[^.]{0,40}\bnot\s+(?:present|met)\b|\bno\s+quorum\b/i.test(
      text,
    )
  )
    return "no action";
  // "By motion duly made and seconded, the Board denied the request": the motion was the decision.
  if (/\bby\s+(?:a\s+)?motion\b[^.]*\bseconded\b|\bvoted\s+(?:to|in\s+favou?r\s+of)\b/i.test(text)) return "carried";
  if (
    /\b(?:pass(?:ed|es)?|carrie[ds]|carry|approved|adopted|accepted|unanimous(?:ly)?|so\s+ordered)\b|^\s*(?:All|Everyone)\s+(?:agreed|in\s+favou?r)/i.test(
      text,
    ) ||
    ALL_IN_FAVOUR_BUT.test(text)
  )
    return "carried";
  if (/\bCONTINUED\b/.test(text) || /^\s*(?:item\s+)?continued\s+to\b/i.test(text)) return "continued";
  if (tally && tally.ayes != null && tally.noes != null) return tally.ayes > tally.noes ? "carried" : "failed";
  return null;
}
