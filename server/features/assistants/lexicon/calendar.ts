/** The calendar words residents and minutes write: months, in full or shortened, and parts of a year. */

/** The months, in order, in full. */
export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
/** A month as printed, in full or shortened, with or without a stop ("Sept.", "June"): one group. */
export const MONTH_RE =
  "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?";

/**
 * The months a part of a year spans, first and last (a winter: December and the first months), as
 * loosely as residents use them: "early 2020" for a meeting in February, "late 2010" for one in
 * November.
 */
export const YEAR_PARTS: Record<string, [number, number]> = {
  early: [1, 4],
  mid: [4, 9],
  late: [9, 12],
  spring: [3, 6],
  summer: [6, 9],
  fall: [9, 12],
  autumn: [9, 12],
  winter: [12, 3],
};

/** What each part of a year is read as, with questions that must read so. */
export const YEAR_PART_EXAMPLES: Record<keyof typeof YEAR_PARTS, string[]> = {
  early: ["What did the board decide in early 2020?"],
  mid: ["Was the trail open by mid-2015?"],
  late: ["What happened with the bike lanes in late 2010?"],
  spring: ["What did the commission approve in spring 2008?"],
  summer: ["Who spoke about the pool in the summer of 2019?"],
  fall: ["What was decided about the library in fall 2012?"],
  autumn: ["Was the park renamed in autumn 2016?"],
  winter: ["How much snow removal was budgeted in winter 2017?"],
};
