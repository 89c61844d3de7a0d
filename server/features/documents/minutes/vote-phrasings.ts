import type { PhrasingTable } from "../../assistants/lexicon/phrasing";
import { MEMBER_TITLE, NAME } from "./member-names";

/**
 * How minutes print what a sentence about a motion or a vote is: a motion made, one called for, who
 * moved and seconded alone, an outcome, a dissent. Read by movers.ts, tally.ts and motions.ts; the
 * patterns that take names, words and numbers out of such sentences are in vote-parsers.ts. Each row
 * runs as a test with its examples and counter-examples (lexicon.test.ts).
 */

/**
 * How minutes make a motion. isMotionStart reads a sentence as one when `followsMotion` does not read
 * it and any of `moved` … `motionHeading` does. The last three rows tell a motion called for, one a
 * member was asked to make, and a sentence that only names who moved and seconded.
 */
export const MOTIONS = {
  /** "The motion was seconded by …", "The motion carried": what follows a motion, not a new one. */
  followsMotion: {
    pattern:
      /^\s*(?:(?:The|This|That|Said)\s+)?motion\s+(?:was\s+|then\s+)?(?:duly\s+)?(?:seconded|second|2nd|pass|carri|fail|approv|adopt|withdrawn|died)/i,
    means: "follows a motion, makes none",
    examples: [
      "The motion was seconded by Jim McCarthy and unanimously approved.",
      "Motion carried 5-0.",
      "The motion failed 1-4.",
    ],
    counterExamples: [
      "Motion by the Chair, seconded by Member (Seat 14), to recommend approval of Hanson Lane Winery Tasting Room.",
      "Motion to approve all items on the consent calendar subject to recommended findings.",
    ],
  },
  /** "X moved", "X made a motion", "called a motion", "offered a motion". */
  moved: {
    pattern: /\b(?:moved|motioned|(?:made|called)\s+(?:a|the)(?:\s+following)?\s+motion|offered\s+a\s+motion)\b/i,
    means: "someone moved",
    examples: [
      "Commissioner Ratto moved approval of the minutes for the January 23, 2008, meeting.",
      "Board Member Saxby made a motion to approve the resolution.",
      "Board member Hoffman called a motion to approve the resolution with the polychrome tile.",
    ],
    counterExamples: ["Staff recommended approval of the minutes.", "The applicant removed the shed."],
  },
  /** "M/S Piziali/Lynch …": moved and seconded. */
  movedSeconded: {
    pattern: /\bM\s*\/\s*S\b/,
    means: "moved and seconded, shortened",
    examples: [
      "M/S Piziali/Lynch to adopt Planning Board Resolution No. PB-05-17.",
      "M/S (Iverson, Lynch) to table this item until the proposed work has been completed.",
    ],
    counterExamples: ["Ms. McNamara advised that she would vote “No” on the Consent Calendar.", "m/s"],
  },
  /** A sentence that opens with the word motion. */
  opensWithMotion: {
    pattern: /^\s*(?:A\s+|The\s+)?Motion\b/i,
    means: "opens with a motion",
    examples: [
      "Motion to approve all items on the consent calendar subject to recommended findings.",
      "A motion, duly made by David Hardy, to approve the amended Minutes of the September Board Meeting was seconded.",
    ],
    counterExamples: [
      "The Board discussed the motion.",
      "Commissioner Foreman inquired why the motion is being withdrawn.",
    ],
  },
  /** "Motion (Irons)", "motion by", "a motion was duly made", "a motion, duly made". */
  motionMade: {
    pattern: /\bmotion\s*(?:\(|by\b|was\s+(?:duly\s+)?made|,?\s*duly\s+made)/i,
    means: "a motion was made",
    examples: [
      "Motion (Rosenberg)/Second (Wolfe) to approve minutes as amended Ayes: 3; Noes: 0.",
      "On a motion by Hoffman, seconded by Rauk, the Board voted 5-0 to adjourn the meeting at 8:31 p.m.",
      "At the conclusion of the discussion, a motion was made and duly seconded to approve the 2008/09 FCRA Budget.",
    ],
    counterExamples: ["Commissioner Foreman inquired why the motion is being withdrawn.", "Motion carried 5-0."],
  },
  /** "The Board voted to …": a body's decision, its motion unprinted. */
  bodyVoted: {
    pattern:
      /\b(?:board|commission|committee|council|group|members|directors|owners)\s+(?:then\s+|unanimously\s+)?voted\s+(?:to|in\s+favou?r\s+of|against)\b/i,
    means: "a body voted",
    examples: [
      "The Committee voted to postpone this agenda item to a future date.",
      "(At approximately 9:30 p.m., the Committee voted to extend the meeting time to 9:45 p.m.)",
    ],
    counterExamples: [
      "Ms. McNamara advised that she would vote “No” on the Consent Calendar.",
      "The Board will vote on the budget in June.",
    ],
  },
  /** "MOTION: …" as a heading. */
  motionHeading: {
    pattern: /\bMOTION\s*:/,
    means: "a motion, headed",
    examples: ["MOTION: To approve the minutes as presented.", "8-A. MOTION: Approve the consent calendar."],
    counterExamples: ["Larry Hansen made a motion: Pursuant to Section 2.2 (s) of the Bylaws.", "MOTION CARRIED"],
  },
  /** "Chair Anderson entertained a motion to continue the item …": what a motion then made moves. */
  calledFor: {
    pattern: /\b(?:entertained|called\s+for|asked\s+for|requested)\s+a\s+motion\s+(?=to|that|for)\b/i,
    means: "a motion was called for",
    examples: [
      "Chair Anderson entertained a motion to continue the item to the February 7, 2008 regular meeting.",
      "Commissioner Vargas called for a motion to approve the Quarterly Report.",
      "President Lewis outlined recommendation options and requested a motion to approve.",
    ],
    counterExamples: [
      "Chair Anderson entertained questions from the public.",
      "Chair Soules made a motion to endorse it.",
    ],
  },
  /** "Chair Owens asked Board member Hoffman to make a motion to approve …": Hoffman moved it. */
  askedToMove: {
    pattern: new RegExp(
      String.raw`\basked\s+${MEMBER_TITLE}(${NAME})\s+to\s+make\s+(?:a|the)\s+motion\s+(?=to|that|for)\b`,
      "u",
    ),
    means: "a member was asked to move",
    examples: [
      "Board member Owens asked Board member Hoffman to make a motion to approve the resolution.",
      "Chair Owens asked Vice Chair Rauk to make the motion to adjourn.",
    ],
    counterExamples: [
      "Overall, he asked the Transportation Commission to make a motion to ask the City Council to send a letter.",
    ],
  },
  /** A sentence that only names who moved and who seconded ("James moved, Mark seconded."). */
  bareMovers: {
    pattern: /^[^.;]{0,60}\b(?:moved|motioned)\b(?!\s+(?:to|that|for|approval)\b)[^.;]{0,60}\bseconded\.?\s*$/i,
    means: "names only who moved and seconded",
    examples: ["James moved, Mark seconded.", "Acting Chair Kenny moved, Commissioner Lewis seconded."],
    counterExamples: ["Commissioner Hans moved to approve staff recommendations, Commissioner Tam seconded."],
  },
} satisfies PhrasingTable;

/** How minutes print a vote's outcome, and who dissented. */
export const TALLIES = {
  /** A sentence that states a vote's result in words: "Motion carries", "unanimously approved". */
  outcomePhrase: {
    pattern:
      /\b(?:motion|it|item|recommendation|resolution|minutes)\s+(?:was\s+|is\s+)?(?:passed|passes|carried|carries|failed|fails|approved|adopted|denied|defeated|withdrawn)\b|\b(?:passed|carried|approved|adopted|accepted)\s+(?:unanimously|by\s+(?:a\s+)?(?:unanimous\s+)?(?:vote|roll))|\bunanimously\s+(?:approved|carried|passed|adopted|voted|accepted)|\b(?:seconded|(?:received|got|with|had|was\s+given)\s+a\s+second)\b[^.]{0,80}\b(?:approved|carried|passed|adopted|failed)\b|\bdied\s+for\s+(?:lack|want)\b|\b(?:vote|motion|proposal|measure|amendment)\b[^.]{0,40}\blost\s+(?:by\b|\d)|\bno\s+vote\s+was\s+taken\b|\bno\s+action\s+was\s+taken\b|\bquorum\b[^.]{0,40}\bnot\s+(?:present|met)\b|\bno\s+quorum\b|\bby\s+(?:a\s+)?motion\s+(?:duly\s+)?made,?\s+(?:and\s+)?seconded\b|\b(?:board|commission|committee|council|group|members|directors|owners)\s+(?:then\s+|unanimously\s+)?voted\s+(?:to|in\s+favou?r\s+of|against)\b|\bCONTINUED\b|^\s*(?:All|Everyone)\s+(?:were\s+)?(?:in\s+favou?r|approved|agreed|voted\s+(?:yes|aye|in\s+favou?r))\b/i,
    means: "states a vote's result",
    examples: [
      "Motion Carries",
      "The motion was seconded by Jim McCarthy and unanimously approved.",
      "No vote was taken on this motion.",
      "All were in favor.",
    ],
    counterExamples: [
      "She said she lost the paperwork before the vote.",
      "Ms. McNamara advised that she would vote “No” on the Consent Calendar because she had concerns about the approved residence.",
    ],
  },
  /** Words that say a vote was taken near a bare tally ("passed 4-0", "vote of 5 to 0"). */
  outcomeWord: {
    pattern:
      /\b(?:pass(?:ed|es)?|carrie[ds]|carry|fail(?:ed|s)?|approved?|adopted|denied|defeated|unanimous(?:ly)?|vote[ds]?|motion|continued|tabled)\b/i,
    means: "a vote was taken",
    examples: ["Vote: 5 to 0, motion carried.", "Approved as amended (5-0).", "CONTINUED TO FUTURE DATE 3-0"],
    counterExamples: ["The project would add 12-15 homes.", "The hearing is set for 11/03/05."],
  },
  /** A vote told as everyone's but a few: "All were in favor except …", "all voted in favour but …". */
  allInFavourBut: {
    pattern: /\b(?:all|everyone)\s+(?:were\s+|voted\s+)?in\s+favou?r\s*,?\s*(?:except|but)\b/i,
    means: "all but a few voted yes",
    examples: [
      "A vote was taken by a raise of hands, all were in favor except for Commissioner Rentschler.",
      "All voted in favor except Smith and Director Jones.",
    ],
    counterExamples: ["All were in favor.", "Everyone was in favor of the plan."],
  },
  /**
   * "Commissioner Vargas opposed.", "Members Smith and Jones voted no.", "Chair Lee abstained.",
   * "Chair Owens and Board member Lynch were opposed.": the names, then how they voted.
   */
  dissent: {
    pattern: new RegExp(
      String.raw`^\(?(${MEMBER_TITLE}${NAME}(?:\s*,\s*${MEMBER_TITLE}${NAME})*(?:,?\s+and\s+${MEMBER_TITLE}${NAME})?)\s+(?:was\s+|were\s+)?(opposed|voted\s+(?:no|nay|against(?:\s+it|\s+the\s+motion)?)|dissented|abstained|recused\s+(?:him|her|them)sel(?:f|ves)|was\s+absent|were\s+absent)\b`,
      "u",
    ),
    means: "members dissented or sat out",
    examples: [
      "Commissioner Vargas opposed.",
      "Chair Owens and Board member Lynch were opposed.",
      "(Saxby and Wit opposed.)",
      "Members Smith and Jones voted no.",
    ],
    counterExamples: [
      "Commissioner Vargas asked if a 3-0-1 vote constituted passage.",
      "Commissioner Palmer said she would therefore change her vote to aye.",
    ],
  },
  // parseOutcome's rows, in the order it tries them: withdrawn, failed, no action, carried, continued.
  withdrawn: {
    pattern: /\b(?:motion|it|item)\s+(?:was\s+)?withdrawn\b|\bwithdrew\s+(?:the|his|her|their)\s+motion\b/i,
    means: "the motion was withdrawn",
    examples: [
      "Commissioner Audrey Lord-Hausman withdrew her motion to support Bike Alameda’s endeavor.",
      "The landlord canceled the rent increase and this item was withdrawn prior to the meeting.",
    ],
    counterExamples: [
      "The landlord withdrew the rent increase.",
      "Acting Chair Jenn Barrett: Do we want to withdraw that?",
    ],
  },
  noSecond: {
    pattern: /\b(?:died|dies)\s+for\s+(?:lack|want)\s+of\s+a\s+second\b|\bno\s+second\b/i,
    means: "the motion died unseconded",
    examples: [
      "The motion died for lack of a second.",
      "Member Griffiths made a motion for $75 increase, for which there was no second.",
    ],
    counterExamples: [
      "These modifications include the construction of a second building.",
      "The motion was seconded by Sue McCarthy.",
    ],
  },
  failed: {
    pattern:
      /\b(?:fail(?:ed|s)?|defeated|did\s+not\s+(?:pass|carry)|was\s+not\s+(?:approved|adopted))\b|\b(?:vote|motion|proposal|measure|amendment)\b[^.]{0,40}\blost\b/i,
    means: "the motion failed",
    examples: [
      "Motion failed 2-5 (Knox-White, Krueger, Schatmeier, Subramaniam, Tam opposed).",
      "Report of vote: Vote to approve lost by 2 votes.",
      "The motion did not pass.",
    ],
    counterExamples: ["She said she lost the paperwork before the vote.", "Motion passed 7-0."],
  },
  noAction: {
    pattern:
      /\bno\s+action\b|\bno\s+vote\s+was\s+taken\b|\bquorum\b[^.]{0,40}\bnot\s+(?:present|met)\b|\bno\s+quorum\b/i,
    means: "nothing was decided",
    examples: [
      "No vote was taken on this motion.",
      "A quorum for a vote on the minutes was not present.",
      "No action was taken.",
    ],
    counterExamples: ["A quorum was established.", "The Board took action on the budget."],
  },
  /** "By motion duly made and seconded, the Board denied the request": the motion was the decision. */
  decidedByMotion: {
    pattern: /\bby\s+(?:a\s+)?motion\b[^.]*\bseconded\b|\bvoted\s+(?:to|in\s+favou?r\s+of)\b/i,
    means: "a motion decided it",
    examples: [
      "By motion duly made, seconded and unanimously approved, the Minutes of May 5, 2014 Board Meeting were approved.",
      "The Committee voted to postpone this agenda item to a future date.",
    ],
    counterExamples: [
      "Motion by Board member Raulk to adjourn second by Board Member Hoffman",
      "Ms. McNamara advised that she would vote “No” on the Consent Calendar.",
    ],
  },
  carried: {
    pattern:
      /\b(?:pass(?:ed|es)?|carrie[ds]|carry|approved|adopted|accepted|unanimous(?:ly)?|so\s+ordered)\b|^\s*(?:All|Everyone)\s+(?:agreed|in\s+favou?r)/i,
    means: "the motion carried",
    examples: ["Motion Carries", "Approved 4-0.", "All agreed.", "So ordered."],
    counterExamples: ["The motion failed 1-4.", "Staff presented the report."],
  },
  /** "CONTINUED TO FUTURE DATE 3-0": continued, in capitals. */
  continuedInCapitals: {
    pattern: /\bCONTINUED\b/,
    means: "the item was continued",
    examples: ["CONTINUED TO FUTURE DATE 3-0, Sanchez motioned, Jones seconded.", "Item 5 CONTINUED."],
    counterExamples: ["Resident Appeal of Parking Restrictions (Continued from March 26, 2008 meeting)."],
  },
  continuedTo: {
    pattern: /^\s*(?:item\s+)?continued\s+to\b/i,
    means: "the item was continued",
    examples: ["Continued to January 8.", "Item continued to the May 28 meeting."],
    counterExamples: ["The item was continued to the May 28, 2008 meeting.", "Continued from March 26, 2008."],
  },
  /** A vote every member present gave: the tally when nothing else is printed. */
  unanimous: {
    pattern: /\bunanimous(?:ly)?\b/i,
    means: "everyone voted yes",
    examples: ["The motion passed unanimously.", "M/S Piziali/Lynch and unanimous to continue Item 8-C."],
    counterExamples: ["The motion carried 4-1.", "There was unanimity on the goal."],
  },
  noObjection: {
    pattern: /\bwithout\s+objection\b|\bby\s+consensus\b/i,
    means: "agreed without a count",
    examples: ["Approved without objection.", "Nominations were closed by consensus."],
    counterExamples: ["There was one objection.", "The Commission reached a consensus on the goals."],
  },
  /** After a tally: "Motion carried, 5-0; no abstentions". */
  noAbstentions: {
    pattern: /^[;,]?\s*no\s+abstentions?\b/i,
    means: "no one abstained",
    examples: ["; no abstentions", ", no abstention."],
    counterExamples: [" (Commissioner Krueger abstained).", "; 2 abstentions"],
  },
  /**
   * What a note beside a tally says of the names in it ("(Knox-White, Krueger, Tam opposed)",
   * "(Cunningham, Mariani absent)"), and how the members of a dissent voted.
   */
  opposed: {
    pattern: /\b(?:opposed|no|nay|against|dissent\w*|voting\s+no|voted\s+no)\b/i,
    means: "the names voted no",
    examples: ["Knox-White, Krueger, Schatmeier, Subramaniam, Tam opposed", "Smith voting no"],
    counterExamples: ["Commissioner Krueger abstained", "Cunningham, Mariani absent"],
  },
  abstained: {
    pattern: /\babstain/i,
    means: "the names abstained",
    examples: ["Commissioner Krueger abstained", "Abstained – McFarland", "abstained"],
    counterExamples: ["Cunningham, Mariani absent", "no abstentions"],
  },
  absent: {
    pattern: /\babsent\b/i,
    means: "the names were away",
    examples: ["Cunningham, Mariani absent", "Rauk and Lynch absent", "were absent"],
    counterExamples: ["Krueger abstained", "Absentee ballots"],
  },
  absentOrExcused: {
    pattern: /\b(?:absent|excused)\b/i,
    means: "the names were away",
    examples: ["Mariani absent", "Smith excused"],
    counterExamples: ["Krueger abstained", "Palmer participated by phone"],
  },
  recused: {
    pattern: /\brecus/i,
    means: "the names recused themselves",
    examples: ["Lee recused", "recused himself"],
    counterExamples: ["Tam abstained", "Palmer opposed"],
  },
} satisfies PhrasingTable;

/** The sentences around a motion that findMotions joins to it or keeps apart from it. */
export const MOTION_SEQUENCE = {
  /** "Commissioner Moehring seconded the motion.": the seconding joins the motion before it. */
  seconds: {
    pattern: /\bseconded\b|\b(?:second|2nd)(?:ed)?\s+(?:the\s+)?motion\b/i,
    means: "the motion was seconded",
    examples: [
      "Commissioner Moehring seconded the motion.",
      "Vice Chair Rauk 2nd the motion.",
      "Commissioner Farrell moved and Commissioner Lewis second the motion to adjourn the meeting.",
    ],
    counterExamples: [
      "These modifications include the construction of a second building in an area previously approved as a work area.",
      "The motion died for lack of a second.",
    ],
  },
  /** "Motion carries." then "Ayes: 5 Noes: 0" or "Noes: Vice Chair Foreman – 1.": the roll completes the vote. */
  rollLine: {
    pattern: /^(?:Absent|Abstain\w*|Excused|Recused|Noes?|Nays?)\b/i,
    means: "a line of the roll after the outcome",
    examples: [
      "Noes: Vice Chair Foreman – 1.",
      "Absent: Commissioners Kirola and Warren.",
      "Abstained: Yamashiro-Omi.",
    ],
    counterExamples: [
      "Ayes: Acting President Means, Board members Green, Yamashiro-Omi, Bryant, and Buchholz.",
      "Commissioner Lee was absent.",
    ],
  },
  /** A count beside these words is a vote's ("The vote was 3-0-1"), not any numbers. */
  voteWord: {
    pattern: /\b(?:vote|ayes|noes)\b/i,
    means: "names a vote",
    examples: ["The vote was 3-0-1 (Palmer abstained).", "Ayes: 3; Noes: 0; Absent: 2; Motion carries."],
    counterExamples: [
      "Approved 4-0.",
      "Commissioners Little: Aye; Pauling: Aye; Shabazz: No; Tilos: Aye; Chair Schwartz: Aye.",
    ],
  },
  /** "AYES – 6 (Mariani absent); NOES – 0": a roll printed a few sentences after its motion. */
  rollWord: {
    pattern: /\b(?:ayes?|noes?|nays?|vote)\b/i,
    means: "labels a roll or names a vote",
    examples: ["AYES – 6 (Mariani absent); NOES – 0; ABSTAIN – 0", "Ayes 5, Nays 0.", "Nays: Commissioner Farrell."],
    counterExamples: ["One against, 4 in favor", "Approved 3-2."],
  },
  /** "Commissioner Vargas asked if a 3-0-1 vote constituted passage.": a question about a vote, not one. */
  asksAbout: {
    pattern: /\b(?:asked|inquired|wondered)\b/i,
    means: "a question, not a vote",
    examples: [
      "Commissioner Vargas asked if a 3-0-1 vote constituted passage.",
      "Vice Chair Chen inquired whether the vote was binding.",
    ],
    counterExamples: ["The motion passed 4-0.", "The vote was 3-0-1 (Palmer abstained)."],
  },
  /** "Palmer said she would change her vote to aye. The motion passed 4-0.": the vote is taken again. */
  revote: {
    pattern: /\bchang\w*\s+(?:his|her|their)\s+votes?\b|\bre-?vote\b|\bvot\w*\s+again\b|\bsecond\s+vote\b/i,
    means: "the vote is taken again",
    examples: [
      "Commissioner Palmer said she would therefore change her vote to aye.",
      "Acting Chair Foreman stated he would change his vote to aye, which caused the motion to carry by unanimous voice vote – 3.",
    ],
    counterExamples: [
      "Commissioner Vargas asked if a 3-0-1 vote constituted passage.",
      "The Chair asked for an informal vote to change the meeting time to 7:00 p.m.",
    ],
  },
} satisfies PhrasingTable;
