import type { Phrasing, PhrasingTable } from "../../assistants/lexicon/phrasing";
import { MEMBER_TITLE, NAME } from "./member-names";

/**
 * The patterns that take who moved and seconded, the words moved, and a vote's numbers and names out
 * of the sentences vote-phrasings.ts tells apart. Read with exec() by their groups; each row runs as a
 * test with its examples and counter-examples (lexicon.test.ts).
 */

/** A pattern that reads who moved (group `mover`) and, if it prints one, who seconded (group `second`). */
export type MoverPhrasing = Phrasing & { mover: number; second?: number };

/** Where a motion is made: "X moved", "X made a motion", "Motion by X", "M/S X/Y", "Motion (X)/Second (Y)". */
export const MOVED_BY = {
  msNames: {
    pattern: new RegExp(String.raw`\bM\s*/\s*S\s*:?\s*\(?\s*(${NAME})\s*/\s*(${NAME})`, "u"),
    mover: 1,
    second: 2,
    means: "M/S mover/seconder",
    examples: [
      "M/S Piziali/Lynch to adopt Planning Board Resolution No. PB-05-17.",
      "M/S (Miller/Lynch) Ayes: 5; Noes: 0.",
    ],
    counterExamples: ["M/S (Iverson, Lynch) to table this item until the proposed work has been completed."],
  },
  motionSecond: {
    pattern: new RegExp(String.raw`\bMotion\s*\(\s*(${NAME})\s*\)\s*/?\s*Second(?:ed)?\s*\(\s*(${NAME})\s*\)`, "u"),
    mover: 1,
    second: 2,
    means: "Motion (mover)/Second (seconder)",
    examples: ["Motion (Irons)/Second (Owens)", "Motion (Rosenberg)/Second (Wolfe) to approve minutes as amended."],
    counterExamples: ["Motion and second to table consideration to a future meeting (Chair Murray and Member Chiu)."],
  },
  motionBySecondedBy: {
    pattern:
      /\b(?:[Mm]otion|[Mm]oved)\s+(?:was\s+)?(?:duly\s+)?(?:made\s+)?by\s+([^,;]{2,60}?)\s*,?\s*(?:and\s+)?seconded\s+by\s+([^,;]{2,60}?)(?=\s*(?:[,;.]|\bto\b|$))/u,
    mover: 1,
    second: 2,
    means: "motion by one, seconded by another",
    examples: [
      "Motion by the Chair, seconded by Member (Seat 14), to recommend approval of Hanson Lane Winery Tasting Room.",
      "Motion made by Hoffman, seconded by Chair Owens, to approve the project.",
      "Moved by board member Lynch, seconded by Vice-Chair Rauk.",
    ],
    counterExamples: ["Motion by Board member Raulk to adjourn second by Board Member Hoffman"],
  },
  madeBySecondedBy: {
    pattern: new RegExp(
      String.raw`,\s*made\s+by\s+${MEMBER_TITLE}(${NAME})\s*,?\s*(?:and\s+)?seconded\s+by\s+${MEMBER_TITLE}(${NAME})`,
      "u",
    ),
    mover: 1,
    second: 2,
    means: "the words, then who made and seconded it",
    examples: [
      "Motion to approve the project as amended, made by board member Hoffman and seconded by board member Jasper.",
      "Motion to adjourn, made by Commissioner Tam, seconded by Commissioner Lee.",
    ],
    counterExamples: ["A motion, duly made by David Hardy, to approve the amended Minutes was seconded."],
  },
  movedBySecondedBy: {
    pattern: new RegExp(
      String.raw`\b(?:It\s+was\s+)?moved\s+by\s+((?:[A-Z][\p{L}.]*\s+)?${NAME})\s*,?\s*(?:and\s+)?seconded\s+by\s+((?:[A-Z][\p{L}.]*\s+)?${NAME})`,
      "u",
    ),
    mover: 1,
    second: 2,
    means: "moved by one and seconded by another",
    examples: [
      "Motion moved by Board Member Lynch and seconded by Vice Chair Rauk to approve the minutes as amended.",
      "It was moved by Director Hall and seconded by Director Jones to approve the budget.",
    ],
    counterExamples: ["Moved by board member Lynch, seconded by Vice-Chair Rauk."],
  },
  motionBy: {
    pattern: new RegExp(
      String.raw`\b(?:[Mm]otion|[Mm]oved),?\s+(?:was\s+)?(?:duly\s+)?(?:made\s+)?by\s+(${MEMBER_TITLE}(?:[A-Z][\p{L}.]*\s+)?${NAME})`,
      "u",
    ),
    mover: 1,
    means: "a motion by someone",
    examples: [
      "Motion by Board member Raulk to adjourn second by Board Member Hoffman",
      "A motion, duly made by David Hardy, to approve the amended Minutes was seconded and unanimously approved.",
    ],
    counterExamples: [
      "Motion to approve all items on the consent calendar.",
      "A motion was made that the billing system be approved.",
    ],
  },
  memberMoved: {
    pattern: new RegExp(
      String.raw`(${MEMBER_TITLE}${NAME})\s+(?:then\s+|subsequently\s+)?(?:moved|(?:made|called)\s+(?:a|the)(?:\s+following)?\s+motion|motioned|offered\s+a\s+motion)\b`,
      "u",
    ),
    mover: 1,
    means: "someone moved",
    examples: [
      "Commissioner Ratto moved to approve the staff recommendation to deny the appeal.",
      "Larry Hansen made a motion: Pursuant to Section 2.2 (s) of the Bylaws.",
      "Board member Hoffman called a motion to approve the resolution.",
    ],
    counterExamples: ["When he moved in, he was living and sharing rent with his partner.", "The motion was made."],
  },
} satisfies Record<string, MoverPhrasing>;

/** Who seconded, in group 1; "X motioned, Y seconded" has the mover in 1 and the seconder in 2. */
export const SECONDED_BY = {
  secondedBy: {
    pattern: new RegExp(String.raw`\bseconded\s+by\s+(?:[a-z]+\s+member\s+)?((?:[A-Z][\p{L}.]*\s+)?${NAME})`, "u"),
    means: "seconded by someone",
    examples: [
      "The motion was seconded by Jim McCarthy and unanimously approved.",
      "Board member Jasper moved to approve the project as amended, seconded by board member Hoffman.",
    ],
    counterExamples: ["A motion, duly made to approve the minutes, was seconded and unanimously approved."],
  },
  secondBy: {
    pattern: new RegExp(String.raw`\b(?:2nd|[Ss]econd)(?:ed)?\s+by\s+${MEMBER_TITLE}(${NAME})`, "u"),
    means: "second by someone",
    examples: [
      "The motion was 2nd by Board member Lynch.",
      "Motion by Board member Raulk to adjourn second by Board Member Hoffman",
    ],
    counterExamples: ["Motion by the Secretary, seconded by the Vice Chair, to adjourn."],
  },
  memberSeconded: {
    pattern: new RegExp(String.raw`(${MEMBER_TITLE}${NAME})\s+(?:seconded|2nd(?:ed)?)\b`, "u"),
    means: "someone seconded",
    examples: ["Commissioner McFarland seconded the motion.", "Vice Chair Rauk 2nd the motion."],
    counterExamples: ["The motion was seconded by Sue McCarthy and unanimously approved."],
  },
  secondLabel: {
    pattern: new RegExp(String.raw`\bSecond(?:ed)?\s*[:(]\s*(${NAME})`, "u"),
    means: "Second: someone",
    examples: ["Motion (Anderson)/Second (Miller) to approve as amended.", "Second: Commissioner Lee"],
    counterExamples: ["Motion and second to table consideration to a future meeting (Chair Murray and Member Chiu)."],
  },
  motionedSeconded: {
    pattern: new RegExp(String.raw`\b(${NAME})\s+motioned,\s*(${NAME})\s+seconded`, "u"),
    means: "one motioned, another seconded",
    examples: [
      "CONTINUED TO FUTURE DATE 3-0, Sanchez motioned, Jones seconded.",
      "Board Member Lynch motioned, Board Member Hoffman seconded the motion.",
    ],
    counterExamples: ["James moved, Mark seconded.", "Board Member Irons motioned, seconded by Vice Chair Rauk."],
  },
  /** A "name" that is a label: "Motion (Irons)" read as moved by "Motion". */
  notAName: {
    pattern: /^(?:Motion|Second)$/i,
    means: "a label, not a name",
    examples: ["Motion", "Second"],
    counterExamples: ["Hoffman", "Secondo"],
  },
} satisfies PhrasingTable;

/** The words a sentence that makes a motion moves ("to approve …"), in group 1. */
export const MOTION_WORDS = {
  /** "Larry Hansen made a motion: Pursuant to Section 2.2 (s) …" */
  afterColon: {
    pattern: /\bmotion\s*:\s*(.+)$/i,
    means: "the words after motion:",
    examples: [
      "Larry Hansen made a motion: Pursuant to Section 2.2 (s) of the Bylaws.",
      "MOTION: To approve the minutes.",
    ],
    counterExamples: ["Motion to approve all items on the consent calendar.", "Motion (Irons)/Second (Owens)"],
  },
  /** "Upon a motion duly made by X and seconded by Y, the Board of Directors voted to amend …" */
  votedUponMotion: {
    pattern:
      /^\s*(?:upon|by|on)\s+(?:a\s+)?motion\b[^.]*?\b(?:voted|agreed|decided|resolved)(?:\s+\d{1,2}(?:\s*-\s*\d{1,2}){1,3})?\s+(to\b.*)$/i,
    means: "on a motion, a body voted to",
    examples: [
      "On a motion by Hoffman, seconded by Rauk, the Board voted 5-0 to adjourn the meeting at 8:31 p.m.",
      "Upon a motion duly made by Hardy and seconded by Smith, the Board of Directors voted to amend the bylaws.",
    ],
    counterExamples: ["The Board voted to allow this event with a few restrictions."],
  },
  /** "moved to approve …", "M/S Piziali/Lynch to adopt …", "a motion was duly made by X directing …" */
  movedTo: {
    pattern:
      /\b(?:moved|motion(?:ed)?(?:\s+(?:made\s+)?by\s+[^,]+,)?|motion\s+was\s+(?:duly\s+)?made\s+(?:by\s+(?:\S+\s+){1,4}?)?(?:,?\s*(?:and\s+)?(?:duly\s+)?seconded\s+(?:by\s+(?:\S+\s+){1,4}?)?(?:and\s+(?:unanimously\s+)?(?:approved|carried|passed)\s+)?)?(?=(?:to|that|for|directing)\b)|M\s*\/\s*S\b[^,]*?|Second\s*\([^)]*\))\s*(?:\([^)]*\)\s*)?(?:,\s*duly\s+made(?:\s+by\s+(?:[^,]+,|(?:\S+\s+){1,4}?(?=(?:to|that|for)\b)))?\s*)?(?:,?\s*(?:and\s+)?seconded\s+by\s+[^,]+,)?\s*((?:to|that|for|directing|approval\s+of|acceptance\s+of)\b.*)$/i,
    means: "the words moved",
    examples: [
      "Commissioner Ratto moved to approve the staff recommendation to deny the appeal.",
      "M/S Piziali/Lynch to adopt Planning Board Resolution No. PB-05-17.",
      "A motion was duly made by David Hardy directing the Utilities Committee to proceed.",
    ],
    counterExamples: ["Motion (Irons)/Second (Owens)", "James moved, Mark seconded."],
  },
  /** Where the words moved end and the seconding or the vote begins. */
  wordsEnd: {
    pattern:
      /\s(?=Motion\s*\(|M\s*\/\s*S\b|AYES?\b|Ayes?\s*[:–-]|(?:The\s+)?[Mm]otion\s+(?:passed|passes|carried|carries|failed|fails|was\s+seconded)|Commissioner\s+\S+\s+seconded|Board\s*Member\s+\S+\s+seconded|was\s+(?:seconded|2nd)\b|2nd(?:ed)?\s+by\b|,?\s*seconded\s+and\b|and\s+(?:\S+\s+){1,3}seconded\b)/,
    means: "the motion's words end",
    examples: [
      "to approve the minutes as presented. Commissioner McFarland seconded the motion.",
      "to adopt the report AYES – 7; NOES – 0",
      "to adjourn 2nd by Board member Jasper Approved 5-0.",
    ],
    counterExamples: ["to approve the staff recommendation to deny the appeal", "to extend the meeting to 10:30 p.m."],
  },
  /** ", seconded by board member Hoffman" printed after the words moved. */
  moversAfterWords: {
    pattern: /,\s*(?:(?:made|moved)\s+by|seconded\s+by)\s[^,]*$/i,
    means: "who moved or seconded, after the words",
    examples: ["to approve the project as amended, seconded by board member Hoffman", "to adjourn, made by Tam"],
    counterExamples: ["to approve the project, as amended", "to thank the volunteers, who moved the benches"],
  },
} satisfies PhrasingTable;

/** A dash between numbers, in any of the widths typewriters and word processors print. */
const D = String.raw`\s*[-–—]\s*`;
/** A count as a roll prints it: a number, or a number in words. */
const COUNT = String.raw`(\d{1,2}|none|zero|one|two|three|four|five|six|seven|eight|nine)`;
/** A count of votes cast for or against, in figures or in words. */
const N = String.raw`(\d{1,4}|one|two|three|four|five|six|seven|eight|nine)`;

/**
 * A labelled count of a roll ("AYES – 4 (Cunningham, Mariani absent)", "Noes: 1 (Garcia)", "Absent:
 * Commissioner Schatmeier"): the count in group 1, names in parentheses after it in 2, names in
 * parentheses alone in 3, names listed in 4. A label counts only when a number, a colon or a dash
 * follows it (not "no one"). Global: read with matchAll.
 */
const rollOf = (words: string) =>
  new RegExp(
    String.raw`\b(?:${words})\b\s*(?:[:=–—-]\s*|(?=\d))(?:${COUNT}\b\s*(?:\(([^)]{1,160})\))?|\(([^)]{1,160})\)|((?:${NAME}\s*,?\s*(?:and\s+)?){1,8}))`,
    "giu",
  );

/** How minutes print a vote's numbers and the names that go with them. */
export const COUNTS = {
  /** A bare tally, "5-0-1", "4 – 1": ayes, noes and up to two more, each in its group. */
  tally: {
    pattern: new RegExp(
      String.raw`(?<![\d/.,$-])\b(\d{1,2})${D}(\d{1,2})(?:${D}(\d{1,2}))?(?:${D}(\d{1,2}))?\b(?![-–—/.]?\d)`,
      "u",
    ),
    means: "a tally of numbers",
    examples: [
      "Motion passed 5-0-1 (Commissioner Krueger abstained).",
      "Motion passes (3-2).",
      "CONTINUED TO FUTURE DATE 3-0",
    ],
    counterExamples: [
      "The parcel is APN 281-390-27-00 and the hearing is at 7:30.",
      "The hearing is set for 11/03/05.",
    ],
  },
  /** "Vote: 5 to 0": a tally in words, read only beside a word that tells a vote. */
  tallyInWords: {
    pattern: new RegExp(String.raw`\b(\d{1,2})\s+to\s+(\d{1,2})\b`),
    means: "a tally, in words",
    examples: ["Vote: 5 to 0, motion carried.", "The new 35 to 40 bike spaces would close about one half the gap."],
    counterExamples: ["The plan runs from 2008 to 2010.", "The meeting was moved to 7 pm."],
  },
  ayesRoll: {
    pattern: rollOf(String.raw`AYES?|YEAS?|YES|IN\s+FAVOU?R`),
    means: "the ayes of a roll",
    examples: ["Ayes: 5 Noes:0", "AYES – 4 (Cunningham, Mariani absent); NOES – 1 (McNamara); ABSTAIN – 0"],
    counterExamples: ["The ayes have it.", "All were in favor."],
  },
  noesRoll: {
    pattern: rollOf(String.raw`NOES|NOS|NAYS?|NO|OPPOSED|AGAINST`),
    means: "the noes of a roll",
    examples: ["Ayes: 5 Noes:0", "NOES – 1 (McNamara)", "Ayes – 7; No – 0."],
    counterExamples: ["There was no objection.", "Commissioner Vargas opposed."],
  },
  abstainRoll: {
    pattern: rollOf(String.raw`ABSTAIN(?:ED|S|ING)?|ABSTENTIONS?`),
    means: "the abstentions of a roll",
    examples: ["ABSTAIN – 0", "Abstained – McFarland"],
    counterExamples: ["Commissioner Krueger abstained.", "Motion carried, 5-0; no abstentions"],
  },
  absentRoll: {
    pattern: rollOf(String.raw`ABSENT|EXCUSED|RECUSED`),
    means: "the absentees of a roll",
    examples: ["Absent: 1", "Absent: Commissioner Schatmeier."],
    counterExamples: ["Commissioner Lee was absent.", "Members absent were excused."],
  },
  /** "No" alone is too common a word to be a label but as "No:" or "No – 1". */
  noLabel: {
    pattern: /^no\s*[:–—-]/i,
    means: "No as a label",
    examples: ["No – 0", "NO: 1 (McNamara)"],
    counterExamples: ["No 1", "no one"],
  },
  /** "All were in favor except for Commissioner Rentschler": the names after "except" voted no. */
  allBut: {
    pattern: new RegExp(
      String.raw`\b(?:[Aa]ll|[Ee]veryone)\s+(?:(?:members|commissioners|present|were|was|voted)\s+)*in\s+[Ff]avou?r\s*,?\s*(?:except|but)\s+(?:for\s+)?(${MEMBER_TITLE}${NAME}(?:\s*,\s*${MEMBER_TITLE}${NAME})*(?:,?\s+and\s+${MEMBER_TITLE}${NAME})?)`,
      "u",
    ),
    means: "all but the names voted yes",
    examples: [
      "A vote was taken by a raise of hands, all were in favor except for Commissioner Rentschler.",
      "All voted in favor except Smith and Director Jones.",
      "All members were in favor except Commissioner Tam.",
    ],
    counterExamples: ["All were in favor.", "All were in favor except one."],
  },
  /** "unanimous voice vote – 5": every member present voted yes, and how many they were. */
  unanimousCount: {
    pattern: /\bunanimous(?:ly)?\s+(?:voice\s+|roll\s+call\s+)?vote\s*[:–—-]\s*(\d{1,2})\b/i,
    means: "a unanimous vote, counted",
    examples: [
      "Commissioner Tilos seconded the motion, which carried by unanimous vote – 5.",
      "The motion was seconded by Vice-Chair Moore, which carried a unanimous voice vote – 6.",
    ],
    counterExamples: ["The motion passed unanimously.", "By unanimous vote, the minutes were approved."],
  },
  /** "(Abstained – McFarland)" after a unanimous count: who abstained. */
  abstainedNames: {
    pattern: new RegExp(String.raw`\babstain\w*\s*[:–—-]?\s*((?:${NAME}\s*,?\s*(?:and\s+)?){1,6})`, "iu"),
    means: "who abstained",
    examples: ["(Abstained – McFarland).", "abstaining: Smith and Jones"],
    counterExamples: ["Motion carried, 4-0; no abstentions.", "There were 2 abstentions."],
  },
  /** "62 for and 17 against". */
  forAgainst: {
    pattern: new RegExp(
      String.raw`\b${N}\s+(?:votes?\s+)?(?:for|in\s+favou?r)\s*(?:,|and)\s*${N}\s+(?:votes?\s+)?(?:against|opposed)\b`,
      "i",
    ),
    means: "so many for, so many against",
    examples: ["There were 62 for and 17 against votes.", "4 in favor, one opposed"],
    counterExamples: ["One against, 4 in favor", "The motion passed 4-1."],
  },
  /** "One against, 4 in favor". */
  againstFor: {
    pattern: new RegExp(
      String.raw`\b${N}\s+(?:votes?\s+)?(?:against|opposed)\s*(?:,|and)\s*${N}\s+(?:votes?\s+)?(?:for|in\s+favou?r)\b`,
      "i",
    ),
    means: "so many against, so many for",
    examples: ["James moved, Mark seconded. One against, 4 in favor", "2 opposed and 5 in favor"],
    counterExamples: ["There were 62 for and 17 against votes.", "Two residents spoke against, four for the plan."],
  },
  /** "Absent: Commissioner Schatmeier." after a tally: who was away. */
  absentListed: {
    pattern: /\bAbsent\s*:\s*([^.;]{2,120})/i,
    means: "who was absent",
    examples: ["Absent: Commissioner Schatmeier.", "[Absent: Chair Foreman – 1.]"],
    counterExamples: ["Commissioner Lee was absent.", "Absent:"],
  },
} satisfies PhrasingTable;
