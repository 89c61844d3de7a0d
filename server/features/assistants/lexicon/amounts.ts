import { whatIsThe } from "./asks";
import type { PhrasingTable } from "./phrasing";

/** The units that measure (a length, an area, a share, a sum, a span of time) rather than count things. */
export const MEASURES_IN =
  "%|percent|feet|foot|ft|inch(?:es)?|miles?|mph|acres?|square|sq|dollars|million|thousand|years?|months?|weeks?|days?|hours?|minutes?";

/** The words minutes print a kind of charge in, by its stem: dues are billed as fees or assessments. */
export const CHARGE_WORDS: Record<string, string> = {
  dues: "dues|fees?\\b|assessments?",
  fine: "fine|penalt",
  penalt: "penalt|fine",
  salar: "salar|wage|pay\\b",
  wage: "wage|salar|pay\\b",
};

/** How minutes print numbers, sums and measures, and how residents ask for them. */
export const AMOUNTS = {
  /** A question about a sum of money: what something cost, was paid, charged or budgeted. */
  moneyAsked: {
    pattern: new RegExp(
      String.raw`\b(?:fined|charged|paid|spent|billed|cost)\b[^?]*\bhow\s+much\b|^\s*${whatIsThe("cost|price|fee|fine|toll|fare|rent|budget")}|\bhow\s+much\b[^?]*\b(?:money|cost|costs|spend|spent|pay|paid|charge|charged|fee|fees|fines?|penalt(?:y|ies)|tolls?|fares?|rent|dues|price|budget\w*|fund\w*|worth|grant)\b|\bwhat\s+(?:cost|price|fee|fine|toll|fare|rent)\b|\bhow\s+much\s+(?:did|does|do|will|would|was|is)\s+(?:it|they|that|this)\s+(?:cost|charge)\b|\bwhat\s+(?:did|does|would|will)\s+[^?]*\b(?:cost|charge)\b`,
      "i",
    ),
    means: "asks a sum of money",
    examples: ["How much did the new signs cost?", "What is the fee for the hall?", "What would the study cost?"],
    counterExamples: ["How many signs were installed?", "How much support did the plan have?"],
  },
  /** A kind of charge a question asks the amount of ("the fine", "what toll", "how much rent"), by its stem. */
  charge: {
    pattern:
      /\b(?:the|a|an|what|which|much|any|monthly|yearly|annual|daily)\s+(?:[\w-]+\s+)?(toll|fine|fare|rent|dues|penalt|salar|wage)(?:s|es|ies|y|al)?\b/i,
    means: "names a kind of charge",
    examples: ["What was the fine for the violation?", "How much rent does the tenant pay?", "the monthly dues"],
    counterExamples: ["How much did the signs cost?", "What did the board decide?"],
  },
  /** A question about a rate or a share. */
  rateAsked: {
    pattern: /\bwhat\s+(?:[\w-]+\s+)?(?:rates?|percentage|percent|share|proportion)\b|\bhow\s+many\s+percent\b/i,
    means: "asks a rate or a share",
    examples: [
      "What interest rate did the loan carry?",
      "What percentage of units are affordable?",
      "What share of the homes have a driveway?",
    ],
    counterExamples: ["How much did the loan cost?", "How many units are affordable?"],
  },
  /** A sentence that gives a rate: a share, or an amount per something. */
  rate: {
    pattern:
      /\d\s*(?:%|percent\b|per\s+cent\b)|\d[^.;]{0,30}?\bper\s+\p{L}|\d[^.;]{0,30}?\b(?:an?|each)\s+(?:hour|day|week|month|year|trip|ride)\b|\d\s*\/\s*(?:hr|hour|day|week|mo|month|yr|year)\b/iu,
    means: "gives a share or an amount per something",
    examples: ["15% of the units", "$75 per hour", "$2 a ride", "$40/month"],
    counterExamples: ["$4,010 in total", "15 units"],
  },
  /** A sum of money as minutes print it: "$4,010", "$2.5 million", "500 dollars". */
  money: {
    pattern: /\$\s?\d|\b\d[\d,.]*\s*(?:dollars|million|thousand)\b/i,
    means: "a sum of money",
    examples: ["$4,010", "$2.5 million", "500 dollars"],
    counterExamples: ["500 residents", "4 units"],
  },
  /** A quantity: a number that is not a date, a time, a tally or an item code, ideally with a unit. */
  number: {
    pattern:
      /(?<![\d/-])\$?\d[\d,]*(?:\.\d+)?(?![\d/])(?:\s*(?:%|percent|feet|foot|ft|inches|miles?|mph|acres?|square|sq|units?|homes?|houses?|lots?|spaces?|stalls?|signatures?|people|residents?|members?|trees?|stories|story|years?|months?|weeks?|days?|hours?|minutes?|dollars|million|thousand|cars?|vehicles?|trips?|seats?|rooms?|beds?|buildings?|parcels?))?/i,
    means: "a number",
    examples: ["12 units", "about 40", "$5"],
    counterExamples: ["no numbers here", "twelve units"],
  },
  /** A number with a unit. */
  unit: {
    pattern:
      /\$\d|\d[\s-]*(?:%|percent|feet|foot|ft|inches|miles?|mph|acres?|square|sq|units?|homes?|houses?|lots?|spaces?|stalls?|signatures?|people|residents?|trees?|stories|story|dollars|million|thousand|cars?|vehicles?|trips?|seats?|rooms?|buildings?)\b/i,
    means: "a number with a unit",
    examples: ["an 11-foot lane", "24 spaces", "300 signatures"],
    counterExamples: ["item 5", "on June 4"],
  },
  /** A number written as a word. */
  wordNumber: {
    pattern:
      /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/i,
    means: "a number in words",
    examples: ["three new benches", "a hundred trees"],
    counterExamples: ["one of the benches", "often"],
  },
  /** A number or a range followed by a unit that measures ("3 miles", "20 percent", "an 11-foot lane", "11-12 feet", "$5,000"). */
  measured: {
    pattern: new RegExp(
      `\\$\\s?\\d[\\d,.]*(?:\\s*(?:million|thousand))?|\\b\\d[\\d,.]*(?:\\s*(?:-|–|to|or)\\s*\\d[\\d,.]*)?[\\s-]*(?:%|(?:${MEASURES_IN})\\b)`,
      "gi",
    ),
    means: "a measure, not a count",
    examples: ["3 miles of sewer", "20 percent", "an 11-foot lane", "11-12 feet", "$5,000"],
    counterExamples: ["12 benches", "40 children"],
  },
  /** The agenda item's number a line opens with ("5. ORAL COMMUNICATIONS: …", "7-A. …"). */
  itemCode: {
    pattern: /^\s*\d{1,2}(?:-?[A-Z])?[.):]\s+(?=\p{Lu})/u,
    means: "an item number opening a line",
    examples: ["5. ORAL COMMUNICATIONS", "7-A. Tree removal"],
    counterExamples: ["5 trees were removed.", "The 5. item"],
  },
  /** A name's number ("8th Street", "Line #78", "lot #52"), or a reference to a part of a document ("page 3", "Section 30-4.9"). */
  nameNumber: {
    pattern:
      /\b\d+(?:st|nd|rd|th)\b|#\s?\d+|\b(?:pages?|pp?\.|sections?|items?|attachments?|exhibits?|appendix|chapters?|figures?|tables?)\s+\d[\d.-]*/gi,
    means: "a number that names, not counts",
    examples: ["8th Street", "Line #78", "see page 3", "Section 30-4.9"],
    counterExamples: ["78 riders", "3 pages long"],
  },
  /** A number that opens a name of capitalised words within a sentence ("the Founder of 100,000 Trees for Humanity"). */
  nameOpening: {
    pattern: /(?<=\p{Ll}[,;]?\s+)\d[\d,.]*(?=\s+\p{Lu}\p{Ll}+\s+(?:(?:for|of|and|on|in)\s+)?\p{Lu})/gu,
    means: "a number that opens a name",
    examples: ["the Founder of 100,000 Trees for Humanity"],
    counterExamples: ["about 300 Alameda residents came", "100,000 trees were planted"],
  },
  /** The words of a question that ask for a sum of money rather than name what it is about (stems). */
  moneyWord: {
    pattern: /^(?:cost|pay|paid|charg|fee|price|spend|spent|money|budget|fund|much|mani)/,
    means: "a stem that asks for a sum",
    examples: ["cost", "charg", "budget"],
    counterExamples: ["bench", "park"],
  },
} satisfies PhrasingTable;
