import type { Motion, MotionOutcome } from "./types";

/**
 * Motions and votes as minutes print them, in any of the common house styles:
 * "Commissioner Ratto moved …. Commissioner McFarland seconded the motion. Motion passed 5-0-1
 * (Commissioner Krueger abstained).", "Motion (Miller)/Second (Irons) … Ayes: 5 Noes: 0 Motion
 * Carries", "M/S Piziali/Lynch to adopt … AYES – 4 (Cunningham, Mariani absent); NOES – 1
 * (McNamara); ABSTAIN – 0", "Motion by X, seconded by Y, to … Motion carried 9-4-1.", "… was
 * seconded by Jim McCarthy and unanimously approved.", "CONTINUED TO FUTURE DATE 3-0".
 */

const TITLES =
  /\b(?:Acting\s+|Vice[- ]|Co-)?(?:Commissioner|[Bb]oard\s*[Mm]ember|[Bb]oardmember|Member|Chair(?:person|man|woman)?|President|Director|Treasurer|Secretary|Councilmember|Council\s+Member|Mayor|Trustee|Supervisor|Mr|Ms|Mrs|Miss|Dr)s?\.?\s+/g;
const WORD = String.raw`[A-Z](?:\.|[\p{L}'’-]*)`;
const NAME = String.raw`(?:${WORD}(?:\s+(?:de|van|von|la|del)?\s*${WORD}){0,2})`;
/** A member's title before a name, if any: "Commissioner", "Board member", "Vice Chair", "Ms.". */
const MEMBER_TITLE = String.raw`(?:(?:Acting\s+|Vice[- ])?(?:Commissioners?|[Bb]oard\s*[Mm]embers?|[Bb]oardmembers?|Members?|Directors?|Chair|President|Treasurer|Secretary|Councilmember|Mr\.|Ms\.|Mrs\.|Dr\.)\s+)?`;

/** An office a member may be named by alone: "Chair", "Vice Chair", "Secretary". */
export const OFFICE = String.raw`(?:Acting\s+|Vice[- ])?(?:Chair(?:person)?|President|Secretary|Treasurer|Director)`;
/** A member named by office or seat alone: "the Chair", "Member (Seat 4)". */
const OFFICE_NAME = new RegExp(String.raw`^(?:${OFFICE}|Member|Board\s*Member)(?:\s*\(Seat\s+\d+\))?$`, "i");

/** A person's name as printed, without the title ("Commissioner Ratto" → "Ratto"). */
export function cleanName(raw: string): string | null {
  const trimmed = raw
    .replace(/^(?:the|a|an)\s+/i, "")
    // A name ends at a full stop, not an initial's ("Hoffman. Motion carried", but "A. Knoth").
    .replace(/\b(?!(?:Mr|Ms|Mrs|Dr|Jr|Sr|St)\.)(\p{L}{2,})\.\s.*$/u, "$1")
    .replace(/[\s,.;:]+$/, "")
    // A run-on sentence's outcome after the name ("2nd by Board member Jasper Approved 5-0").
    .replace(/\s+(?:Approved|Carried|Passed|Failed|Denied|Adopted)$/, "")
    .trim();
  // A caption's last words in capitals run into the sentence after it ("4. AGENDA CHANGES AND
  // DISCUSSION Chair Saxby made a motion"): they are not part of the name.
  const s = trimmed
    .replace(TITLES, "")
    .replace(/^(?:\p{Lu}{2,}\s+)+(?=\p{Lu}\p{Ll})/u, "")
    .trim();
  // A member named by office or seat alone ("the Secretary", "the Chair", "Member (Seat 4)") keeps that name.
  const office = OFFICE_NAME.exec(trimmed);
  if (office) return office[0];
  if (!s || /^\(/.test(s)) return null;
  if (s.length > 40 || !/^\p{Lu}/u.test(s)) return null;
  if (/^(?:Motion|The|It|Staff|Board|Commission|Committee|Council|Group|Planning|Chair|Vice|All|Everyone)$/i.test(s))
    return null;
  return s;
}

/** Names in a printed list: "Knox-White, Krueger and Tam", "Commissioners Hans, Johnson". */
export function nameList(raw: string): string[] {
  return raw
    .replace(/\b(?:opposed|abstain\w*|absent|recused|voting\s+no|voted\s+no|dissent\w*|excused|nay|no)\b/gi, "")
    .split(/\s*(?:,|;|\band\b|&)\s*/)
    .map((n) => cleanName(n.trim()))
    .filter((n): n is string => !!n && !/^(?:none|n\/a)$/i.test(n) && n.split(/\s+/).length <= 4);
}

/** One name as minutes print it, with a title or not: "Palmer", "Commissioner Soules", "Ms. Lee". */
const ONE_NAME =
  /^(?:(?:Commissioner|Board\s*member|Member|Councilmember|Council\s+Member|Director|Trustee|Chair(?:person)?|Vice[-\s]?Chair|Mr\.|Ms\.|Mrs\.|Dr\.)\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?$/u;

/** The names of a note that holds nothing but names ("Palmer.", "Tam and Lee"), else none. */
function bareNames(note: string): string[] {
  const parts = note
    .trim()
    .replace(/\.$/, "")
    .split(/\s*(?:,|\band\b|&)\s*/)
    .filter(Boolean);
  return parts.length && parts.every((p) => ONE_NAME.test(p)) ? nameList(parts.join(", ")) : [];
}

/** Where a motion is made: "X moved", "X made a motion", "Motion by X", "M/S X/Y", "Motion (X)/Second (Y)". */
const MOVER_PATTERNS: Array<{ re: RegExp; mover: number; second?: number }> = [
  { re: new RegExp(String.raw`\bM\s*/\s*S\s*:?\s*\(?\s*(${NAME})\s*/\s*(${NAME})`, "u"), mover: 1, second: 2 },
  {
    re: new RegExp(String.raw`\bMotion\s*\(\s*(${NAME})\s*\)\s*/?\s*Second(?:ed)?\s*\(\s*(${NAME})\s*\)`, "u"),
    mover: 1,
    second: 2,
  },
  {
    re: /\b(?:[Mm]otion|[Mm]oved)\s+(?:was\s+)?(?:duly\s+)?(?:made\s+)?by\s+([^,;]{2,60}?)\s*,?\s*(?:and\s+)?seconded\s+by\s+([^,;]{2,60}?)(?=\s*(?:[,;.]|\bto\b|$))/u,
    mover: 1,
    second: 2,
  },
  {
    re: new RegExp(
      String.raw`,\s*made\s+by\s+${MEMBER_TITLE}(${NAME})\s*,?\s*(?:and\s+)?seconded\s+by\s+${MEMBER_TITLE}(${NAME})`,
      "u",
    ),
    mover: 1,
    second: 2,
  },
  {
    re: new RegExp(
      String.raw`\b(?:It\s+was\s+)?moved\s+by\s+((?:[A-Z][\p{L}.]*\s+)?${NAME})\s*,?\s*(?:and\s+)?seconded\s+by\s+((?:[A-Z][\p{L}.]*\s+)?${NAME})`,
      "u",
    ),
    mover: 1,
    second: 2,
  },
  {
    re: new RegExp(
      String.raw`\b(?:[Mm]otion|[Mm]oved),?\s+(?:was\s+)?(?:duly\s+)?(?:made\s+)?by\s+(${MEMBER_TITLE}(?:[A-Z][\p{L}.]*\s+)?${NAME})`,
      "u",
    ),
    mover: 1,
  },
  {
    re: new RegExp(
      String.raw`(${MEMBER_TITLE}${NAME})\s+(?:then\s+|subsequently\s+)?(?:moved|(?:made|called)\s+(?:a|the)(?:\s+following)?\s+motion|motioned|offered\s+a\s+motion)\b`,
      "u",
    ),
    mover: 1,
  },
];

/** "Chair Anderson entertained a motion to continue the item …" before "M/S (Miller/Lynch) …": what was moved. */
const CALLED_FOR = /\b(?:entertained|called\s+for|asked\s+for|requested)\s+a\s+motion\s+(?=to|that|for)\b/i;

/** "Chair Owens asked Board member Hoffman to make a motion to approve …": Hoffman moved it. */
const ASKED_TO_MOVE = new RegExp(
  String.raw`\basked\s+${MEMBER_TITLE}(${NAME})\s+to\s+make\s+(?:a|the)\s+motion\s+(?=to|that|for)\b`,
  "u",
);

const SECONDER_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\bseconded\s+by\s+(?:[a-z]+\s+member\s+)?((?:[A-Z][\p{L}.]*\s+)?${NAME})`, "u"),
  new RegExp(String.raw`\b(?:2nd|[Ss]econd)(?:ed)?\s+by\s+${MEMBER_TITLE}(${NAME})`, "u"),
  new RegExp(String.raw`(${MEMBER_TITLE}${NAME})\s+(?:seconded|2nd(?:ed)?)\b`, "u"),
  new RegExp(String.raw`\bSecond(?:ed)?\s*[:(]\s*(${NAME})`, "u"),
  new RegExp(String.raw`\b(${NAME})\s+motioned,\s*(${NAME})\s+seconded`, "u"),
];

/** A sentence that only names who moved and who seconded ("James moved, Mark seconded."). */
const BARE_MOVERS = /^[^.;]{0,60}\b(?:moved|motioned)\b(?!\s+(?:to|that|for|approval)\b)[^.;]{0,60}\bseconded\.?\s*$/i;

/** A sentence that makes a motion. */
export function isMotionStart(s: string): boolean {
  // "The motion was seconded by …", "The motion carried": what follows a motion, not a new one.
  if (
    /^\s*(?:(?:The|This|That|Said)\s+)?motion\s+(?:was\s+|then\s+)?(?:duly\s+)?(?:seconded|second|2nd|pass|carri|fail|approv|adopt|withdrawn|died)/i.test(
      s,
    )
  )
    return false;
  return (
    /\b(?:moved|motioned|(?:made|called)\s+(?:a|the)(?:\s+following)?\s+motion|offered\s+a\s+motion)\b/i.test(s) ||
    /\bM\s*\/\s*S\b/.test(s) ||
    /^\s*(?:A\s+|The\s+)?Motion\b/i.test(s) ||
    /\bmotion\s*(?:\(|by\b|was\s+(?:duly\s+)?made|,?\s*duly\s+made)/i.test(s) ||
    /\b(?:board|commission|committee|council|group|members|directors|owners)\s+(?:then\s+|unanimously\s+)?voted\s+(?:to|in\s+favou?r\s+of|against)\b/i.test(
      s,
    ) ||
    /\bMOTION\s*:/.test(s)
  );
}

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
const OUTCOME_PHRASE =
  /\b(?:motion|it|item|recommendation|resolution|minutes)\s+(?:was\s+|is\s+)?(?:passed|passes|carried|carries|failed|fails|approved|adopted|denied|defeated|withdrawn)\b|\b(?:passed|carried|approved|adopted|accepted)\s+(?:unanimously|by\s+(?:a\s+)?(?:unanimous\s+)?(?:vote|roll))|\bunanimously\s+(?:approved|carried|passed|adopted|voted|accepted)|\b(?:seconded|(?:received|got|with|had|was\s+given)\s+a\s+second)\b[^.]{0,80}\b(?:approved|carried|passed|adopted|failed)\b|\bdied\s+for\s+(?:lack|want)\b|\b(?:vote|motion|proposal|measure|amendment)\b[^.]{0,40}\blost\s+(?:by\b|\d)|\bno\s+vote\s+was\s+taken\b|\bno\s+action\s+was\s+taken\b|\bquorum\b[^.]{0,40}\bnot\s+(?:present|met)\b|\bno\s+quorum\b|\bby\s+(?:a\s+)?motion\s+(?:duly\s+)?made,?\s+(?:and\s+)?seconded\b|\b(?:board|commission|committee|council|group|members|directors|owners)\s+(?:then\s+|unanimously\s+)?voted\s+(?:to|in\s+favou?r\s+of|against)\b|\bCONTINUED\b|^\s*(?:All|Everyone)\s+(?:were\s+)?(?:in\s+favou?r|approved|agreed|voted\s+(?:yes|aye|in\s+favou?r))\b/i;
/** A vote told as everyone's but a few: "All were in favor except …", "all voted in favour but …". */
const ALL_IN_FAVOUR_BUT = /\b(?:all|everyone)\s+(?:were\s+|voted\s+)?in\s+favou?r\s*,?\s*(?:except|but)\b/i;

/** "All were in favor except for Commissioner Rentschler", "all voted in favour except Smith and Jones". */
const ALL_BUT = new RegExp(
  String.raw`\b(?:[Aa]ll|[Ee]veryone)\s+(?:(?:members|commissioners|present|were|was|voted)\s+)*in\s+[Ff]avou?r\s*,?\s*(?:except|but)\s+(?:for\s+)?(${MEMBER_TITLE}${NAME}(?:\s*,\s*${MEMBER_TITLE}${NAME})*(?:,?\s+and\s+${MEMBER_TITLE}${NAME})?)`,
  "u",
);

/**
 * "Commissioner Vargas opposed.", "Members Smith and Jones voted no.", "Chair Lee abstained.",
 * "Chair Owens and Board member Lynch were opposed."
 */
const DISSENT = new RegExp(
  String.raw`^\(?(${MEMBER_TITLE}${NAME}(?:\s*,\s*${MEMBER_TITLE}${NAME})*(?:,?\s+and\s+${MEMBER_TITLE}${NAME})?)\s+(?:was\s+|were\s+)?(opposed|voted\s+(?:no|nay|against(?:\s+it|\s+the\s+motion)?)|dissented|abstained|recused\s+(?:him|her|them)sel(?:f|ves)|was\s+absent|were\s+absent)\b`,
  "u",
);

/** A vote as printed: the motion's tally fields. */
export type Tally = Pick<
  Motion,
  "tallyText" | "ayes" | "noes" | "abstain" | "absent" | "ayeNames" | "noNames" | "abstainNames" | "absentNames"
>;

const emptyTally = (): Tally => ({
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

export function movers(text: string): { movedBy: string | null; secondedBy: string | null } {
  let movedBy: string | null = null;
  let secondedBy: string | null = null;
  for (const p of MOVER_PATTERNS) {
    const m = p.re.exec(text);
    if (!m) continue;
    movedBy = cleanName(m[p.mover]!);
    if (p.second) secondedBy = cleanName(m[p.second]!);
    if (movedBy) break;
  }
  if (!secondedBy) {
    for (const re of SECONDER_PATTERNS) {
      const m = re.exec(text);
      if (!m) continue;
      if (m.length > 2 && m[2]) {
        movedBy ??= cleanName(m[1]!);
        secondedBy = cleanName(m[2]);
      } else secondedBy = cleanName(m[1]!);
      if (secondedBy) break;
    }
  }
  if (!movedBy) {
    const asked = ASKED_TO_MOVE.exec(text);
    if (asked) movedBy = cleanName(asked[1]!);
  }
  if (movedBy && /^(?:Motion|Second)$/i.test(movedBy)) movedBy = null;
  return { movedBy, secondedBy };
}

/** The words moved in a sentence that makes a motion ("to approve …"), if it prints them. */
function movedWords(made: string): string | null {
  const colon = /\bmotion\s*:\s*(.+)$/i.exec(made);
  if (colon) return colon[1]!;
  // "Upon a motion duly made by X and seconded by Y, the Board of Directors voted to amend …"
  const voted =
    /^\s*(?:upon|by|on)\s+(?:a\s+)?motion\b[^.]*?\b(?:voted|agreed|decided|resolved)(?:\s+\d{1,2}(?:\s*-\s*\d{1,2}){1,3})?\s+(to\b.*)$/i.exec(
      made,
    );
  if (voted) return voted[1]!;
  const to =
    /\b(?:moved|motion(?:ed)?(?:\s+(?:made\s+)?by\s+[^,]+,)?|motion\s+was\s+(?:duly\s+)?made\s+(?:by\s+(?:\S+\s+){1,4}?)?(?:,?\s*(?:and\s+)?(?:duly\s+)?seconded\s+(?:by\s+(?:\S+\s+){1,4}?)?(?:and\s+(?:unanimously\s+)?(?:approved|carried|passed)\s+)?)?(?=(?:to|that|for|directing)\b)|M\s*\/\s*S\b[^,]*?|Second\s*\([^)]*\))\s*(?:\([^)]*\)\s*)?(?:,\s*duly\s+made(?:\s+by\s+(?:[^,]+,|(?:\S+\s+){1,4}?(?=(?:to|that|for)\b)))?\s*)?(?:,?\s*(?:and\s+)?seconded\s+by\s+[^,]+,)?\s*((?:to|that|for|directing|approval\s+of|acceptance\s+of)\b.*)$/i.exec(
      made,
    );
  return to?.[1] ?? null;
}

/**
 * The motion's own words: "to approve the staff recommendation to deny the appeal". A motion that
 * names only who moved it ("M/S (Miller/Lynch)") takes them from the chair's call for it.
 */
export function motionText(sentences: string[]): string {
  const made = sentences.find((x) => isMotionStart(x)) ?? sentences[0] ?? "";
  const words = movedWords(made) ?? movedWords(sentences.find((x) => CALLED_FOR.test(x)) ?? "") ?? made;
  const text = words.split(
    /\s(?=Motion\s*\(|M\s*\/\s*S\b|AYES?\b|Ayes?\s*[:–-]|(?:The\s+)?[Mm]otion\s+(?:passed|passes|carried|carries|failed|fails|was\s+seconded)|Commissioner\s+\S+\s+seconded|Board\s*Member\s+\S+\s+seconded|was\s+(?:seconded|2nd)\b|2nd(?:ed)?\s+by\b|,?\s*seconded\s+and\b|and\s+(?:\S+\s+){1,3}seconded\b)/,
  )[0]!;
  return text
    .replace(/\s+/g, " ")
    .replace(/,\s*(?:(?:made|moved)\s+by|seconded\s+by)\s[^,]*$/i, "")
    .replace(/[.,;\s]+$/, "")
    .trim()
    .slice(0, 600);
}

export type Sentence = { page: number; text: string };

/**
 * The motions of one item, from its sentences in order. A motion opens where one is made; the
 * seconder and the vote that follow (on the same page or the next) belong to it; a vote with no
 * motion before it records one of its own.
 */
/** A failed motion cannot have had more ayes than noes: "failed 3-2" prints the larger number first. */
function ordered(m: Motion): Motion {
  if (m.outcome === "failed" && m.ayes != null && m.noes != null && m.ayes > m.noes)
    return { ...m, ayes: m.noes, noes: m.ayes };
  if (m.absent == null && m.absentNames.length) return { ...m, absent: m.absentNames.length };
  return m;
}

const REVOTE = /\bchang\w*\s+(?:his|her|their)\s+votes?\b|\bre-?vote\b|\bvot\w*\s+again\b|\bsecond\s+vote\b/i;

/** Whether a labelled or counted roll follows within a few sentences, before any other motion. */
function rollFollows(sentences: Sentence[], i: number): boolean {
  for (let j = i + 1; j < Math.min(sentences.length, i + 9); j++) {
    const next = sentences[j]!;
    if (next.page - sentences[i]!.page > 1 || isMotionStart(next.text)) return false;
    if (parseTally(next.text)?.ayes != null && /\b(?:ayes?|noes?|nays?|vote)\b/i.test(next.text)) return true;
  }
  return false;
}

export function findMotions(sentences: Sentence[]): Motion[] {
  const out: Motion[] = [];
  let open: Sentence[] | null = null;
  const close = (vote: Sentence | null) => {
    if (!open?.length) return;
    const all = open.map((p) => p.text).join(" ");
    const tally = vote ? parseTally(vote.text) : null;
    const outcome = vote ? parseOutcome(vote.text, tally) : null;
    out.push({
      text: motionText(open.map((p) => p.text)),
      ...movers(all),
      outcome,
      ...(tally ?? emptyTally()),
      page: vote?.page ?? open[open.length - 1]!.page,
    });
    open = null;
  };
  let votedAt = -2;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const starts = isMotionStart(s.text);
    const tally = parseTally(s.text);
    const outcome = parseOutcome(s.text, tally);
    let isVote =
      (tally != null && tally.ayes != null && (outcome != null || /\b(?:vote|ayes|noes)\b/i.test(s.text))) ||
      (outcome != null && (OUTCOME_PHRASE.test(s.text) || ALL_IN_FAVOUR_BUT.test(s.text)));
    // "Commissioner Vargas asked if a 3-0-1 vote constituted passage": a question about a vote, not one.
    if (isVote && !starts && /\b(?:asked|inquired|wondered)\b/i.test(s.text)) isVote = false;
    // "M/S Cook/Piziali and unanimous to adopt …" with its roll a few sentences on ("AYES – 6; NOES – 0"):
    // the roll is the vote.
    if (isVote && starts && tally?.ayes == null && rollFollows(sentences, i)) isVote = false;
    // "There were 62 for and 17 against votes. Motion approved.": the outcome of the vote just read.
    // "Palmer said she would change her vote to aye. The motion passed 4-0.": the vote is taken again.
    if (
      !open &&
      isVote &&
      !starts &&
      out.length &&
      votedAt >= i - 5 &&
      sentences.slice(votedAt + 1, i + 1).some((x) => REVOTE.test(x.text))
    ) {
      const last = out[out.length - 1]!;
      Object.assign(last, { ...(tally ?? emptyTally()), outcome: outcome ?? last.outcome, page: s.page });
      votedAt = i;
      continue;
    }
    if (!open && isVote && !starts && tally?.ayes == null && votedAt === i - 1 && out.length) {
      const last = out[out.length - 1]!;
      last.outcome ??= outcome;
      votedAt = i;
      continue;
    }
    // "Motion to hold a town hall … James moved, Mark seconded.": who moved the motion just read, not another.
    const namesMovers =
      starts && open && !isVote && BARE_MOVERS.test(s.text) && !movers(open.map((p) => p.text).join(" ")).movedBy;
    if (starts && open && !isVote && !namesMovers) close(null);
    if (!open && isVote && !starts) {
      // A vote with no motion before it: the sentence before says what was voted on.
      const prev = sentences[i - 1];
      open = prev && prev.page >= s.page - 1 && !parseTally(prev.text) ? [prev] : [];
      // "… asked Hoffman to make a motion to approve the resolution. The motion was 2nd by Lynch.
      // Approved 4-0.": the motion asked for a sentence or three before, with its seconding.
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        const x = sentences[j]!;
        if (s.page - x.page > 1 || parseTally(x.text) || isMotionStart(x.text)) break;
        if (ASKED_TO_MOVE.test(x.text)) {
          open = sentences.slice(j, i);
          break;
        }
      }
    }
    // A motion that names only who moved it, after the chair called for it: the words are the chair's.
    const called = sentences[i - 1];
    if (starts && !open && called && s.page - called.page <= 1 && CALLED_FOR.test(called.text)) open = [called];
    if (starts || isVote) (open ??= []).push(s);
    else if (open && /\bseconded\b|\b(?:second|2nd)(?:ed)?\s+(?:the\s+)?motion\b/i.test(s.text)) open.push(s);
    if (!isVote) continue;
    // A roll printed after the outcome ("Motion carries." then "Ayes: 5 Noes: 0") completes the vote.
    let vote = s;
    const next = sentences[i + 1];
    if (
      next &&
      next.page - s.page <= 1 &&
      !isMotionStart(next.text) &&
      (/^(?:Absent|Abstain\w*|Excused|Recused|Noes?|Nays?)\b/i.test(next.text) ||
        (next.text.length < 160 && DISSENT.test(next.text)))
    ) {
      vote = { page: s.page, text: `${s.text} ${next.text}` };
      i++;
    } else if (
      next &&
      next.page - s.page <= 1 &&
      !isMotionStart(next.text) &&
      tally?.ayes == null &&
      parseTally(next.text)?.ayes != null
    ) {
      vote = { page: next.page, text: `${s.text} ${next.text}` };
      i++;
    }
    close(vote);
    votedAt = i;
  }
  close(null);
  return out.filter((m) => m.outcome || m.tallyText || m.movedBy).map(ordered);
}
