import type { PhrasingTable } from "./phrasing";

/** The shapes of single words that tell what kind of word a question's noun is. */
export const WORD_SHAPES = {
  /** A span of time ("over the decades", "for weeks"): when, not what, a question is about. */
  spanOfTime: {
    pattern: /^(?:decades?|centur(?:y|ies)|years?|months?|weeks?|days?|hours?|minutes?|times?|whiles?|eras?)$/,
    means: "a span of time",
    examples: ["decades", "century", "weeks"],
    counterExamples: ["daycare", "minutes-taker"],
  },
  /** A noun made from a verb or a state ("refusal", "violation", "closure"). */
  actNoun: {
    pattern: /(?:al|tion|sion|ment|ance|ence|ure|ing|ness|ity|ship)s?$/,
    means: "a noun of an act or a state",
    examples: ["refusal", "violations", "closure"],
    counterExamples: ["bench", "park"],
  },
  /** A noun for who holds to a thing, with the thing as its group ("preservationists": preservation). */
  agent: {
    pattern: /^(\p{L}{4,})ists?$/u,
    means: "one who holds to a thing",
    examples: ["preservationists", "cyclist"],
    counterExamples: ["list", "mist"],
  },
} satisfies PhrasingTable;
