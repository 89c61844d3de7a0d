import type { PhrasingTable } from "./phrasing";

/** How minutes print dates and years, and how residents ask for them. */
export const DATES = {
  /** A date as minutes print it: "June 27, 2005", "June 27", "February 2020", "6/27/05". */
  printed: {
    pattern:
      /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{4})\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/,
    means: "a printed date",
    examples: ["continued to June 27, 2005", "on Sept. 3rd", "in February 2020", "dated 6/27/05"],
    counterExamples: ["in May the board met", "the 2020 budget", "a 4-0 vote"],
  },
  /** A question for the year a thing came to be ("what year was the arch put up", "when was it built"). */
  originYearAsked: {
    pattern:
      /\b(?:what|which)\s+year\b[^?]*\b(?:built|constructed|put\s+up|erected|established|founded|planted)\b|\bwhen\s+(?:was|were)\b[^?]*\b(?:built|constructed|put\s+up|erected|established|founded|planted)\b/i,
    means: "asks the year a thing came to be",
    examples: ["What year was the arch put up?", "When was the library built?"],
    counterExamples: ["When will the library open?", "What year did the board vote?"],
  },
  /** A year as printed. */
  printedYear: {
    pattern: /\b(?:1[6-9]|20)\d{2}\b/,
    means: "a printed year",
    examples: ["built in 1958", "the 2020 plan"],
    counterExamples: ["3000 Main Street", "a 1500-foot trail"],
  },
  /** A year told as when something happened ("done in 1958", "since 2010"). */
  yearTold: {
    pattern: /\b(?:in|since|by|until|from|around|circa|about|of|early|late|mid)[\s-]+(?:1[89]|20)\d{2}\b(?![\d/-])/i,
    means: "a year told as when",
    examples: ["done in 1958", "closed since 2010", "finished by 2012"],
    counterExamples: ["1958 people came", "in 2010-11 the budget grew"],
  },
  /** Years said as when something happened ("in 1999 or 2000", "since 2015"), not amounts (global: blanked out). */
  yearsTold: {
    pattern:
      /\b(?:in|since|by|until|from|around|circa|early|late|mid)[\s-]+(?:1[89]|20)\d{2}(?:\s*(?:or|and|to|through|-|–)\s*(?:1[89]|20)\d{2})?\b(?![\d/-])/gi,
    means: "years told as when",
    examples: ["in 1999 or 2000", "since 2015", "from 2001 to 2004"],
    counterExamples: ["2015 signatures", "about 1999 residents"],
  },
  /** A tally that is really a date printed after a motion's initials ("11-03-05"). */
  dateTally: {
    pattern: /^\d{1,2}-\d{1,2}-\d{2,4}$/,
    means: "a date where a tally would be",
    examples: ["11-03-05", "1-2-2008"],
    counterExamples: ["4-0", "3-1-1"],
  },
} satisfies PhrasingTable;
