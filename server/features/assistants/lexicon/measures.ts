import type { Phrasing } from "./phrasing";

/**
 * A size a resident asks by "how" and its adjective ("how tall"), with the units minutes give it in.
 * `onlyInUnits`: only a number in those units tells it ("how tall": 35 feet, never "an August 2022
 * installation").
 */
export type Measure = Phrasing & { units: string[]; onlyInUnits: boolean };

const AREA = ["square", "sq", "feet", "foot", "acres", "stories", "units"];
const HEIGHT = ["feet", "foot", "stories", "inches"];
const LENGTH = ["feet", "foot", "inches"];

/** "How" and an adjective, as a pattern that reads it anywhere in a question. */
const how = (adjective: string) => new RegExp(String.raw`\bhow\s+${adjective}\b`, "i");

/**
 * The sizes residents ask, by adjective. "How big" or "how high" may be told by a sum ("how high was
 * the fee"), "how fast" by a share ("how fast have rents risen"), "how long" by a span of dates,
 * "how old" by a year: only a height, a width, a depth or a distance needs a number in its unit.
 */
export const MEASURES = {
  big: {
    pattern: how("big"),
    means: "asks a size",
    units: AREA,
    onlyInUnits: false,
    examples: ["How big will the new fire station be?"],
    counterExamples: ["How bigger plans were shelved", "the big picture"],
  },
  large: {
    pattern: how("large"),
    means: "asks a size",
    units: AREA,
    onlyInUnits: false,
    examples: ["How large is the new library wing?"],
    counterExamples: ["a large crowd attended", "How largely did it change?"],
  },
  tall: {
    pattern: how("tall"),
    means: "asks a height, told only in its units",
    units: HEIGHT,
    onlyInUnits: true,
    examples: ["How tall is the Beken sculpture?"],
    counterExamples: ["a tall order", "How did the tall fence fare?"],
  },
  high: {
    pattern: how("high"),
    means: "asks a height, or a sum",
    units: HEIGHT,
    onlyInUnits: false,
    examples: ["How high can the fence be?", "How high was the fee?"],
    counterExamples: ["How highly did they rate it?", "the high school"],
  },
  wide: {
    pattern: how("wide"),
    means: "asks a width, told only in its units",
    units: LENGTH,
    onlyInUnits: true,
    examples: ["How wide will the bike lane be?"],
    counterExamples: ["a city-wide program", "How widely was it used?"],
  },
  deep: {
    pattern: how("deep"),
    means: "asks a depth, told only in its units",
    units: LENGTH,
    onlyInUnits: true,
    examples: ["How deep is the new pool?"],
    counterExamples: ["deep concerns were raised"],
  },
  far: {
    pattern: how("far"),
    means: "asks a distance, told only in its units",
    units: ["feet", "miles", "blocks", "minutes"],
    onlyInUnits: true,
    examples: ["How far is the stop from the school?"],
    counterExamples: ["so far, no word", "How farmers are affected"],
  },
  // "How close was the vote" is told by a tally, "how close to the line" in feet.
  close: {
    pattern: how("close"),
    means: "asks a distance, or a margin",
    units: ["feet", "foot", "inches", "miles", "blocks"],
    onlyInUnits: false,
    examples: ["How close to the rear property line could the addition come?", "How close was the vote?"],
    counterExamples: ["the close of the meeting", "How closely did staff look?"],
  },
  old: {
    pattern: how("old"),
    means: "asks an age",
    units: ["years"],
    onlyInUnits: false,
    examples: ["How old is the carousel?"],
    counterExamples: ["the old library", "How older residents are served"],
  },
  fast: {
    pattern: how("fast"),
    means: "asks a speed, or a rate",
    units: ["mph", "miles"],
    onlyInUnits: false,
    examples: ["How fast do cars go on Park Street?", "How fast has the waiting list grown?"],
    counterExamples: ["a fast-tracked permit", "breakfast was served"],
  },
  long: {
    pattern: how("long"),
    means: "asks a span of time",
    units: ["years", "months", "weeks", "days", "hours"],
    onlyInUnits: false,
    examples: ["How long would the program run?"],
    counterExamples: ["a long meeting", "How longtime residents feel"],
  },
} satisfies Record<string, Measure>;

/** A size's adjective: a row of MEASURES. */
export type MeasureName = keyof typeof MEASURES;

/** The adjective of the size a question asks, the one it asks first ("how tall": tall). */
export function measureAsked(question: string): MeasureName | null {
  let first: { at: number; name: MeasureName } | null = null;
  for (const [name, row] of Object.entries(MEASURES) as [MeasureName, Measure][]) {
    const at = question.search(row.pattern);
    if (at >= 0 && (!first || at < first.at)) first = { at, name };
  }
  return first?.name ?? null;
}
