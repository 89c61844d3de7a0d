import type { PhrasingTable } from "../../assistants/lexicon/phrasing";

/**
 * How minutes print the sentences whose role in an item is not a motion or a vote (those are read by
 * movers.ts and tally.ts): a continuance, the roll call, what the public said. Each row runs as a
 * test with its examples and counter-examples (lexicon.test.ts).
 */
export const ROLES = {
  /** A sentence that tells an item was put off. "Continue to work with …" and "continued to meet" are not. */
  continuance: {
    pattern:
      /\b(?:continuance|continuation|postpon\w*|defer(?:red|ral|ment)?|tabled|put\s+off|pushed\s+back|held\s+over|carried\s+over)\b|\bcontinu(?:ed|e|es|ing)\b(?!\s+to\s+(?!(?:the|a|an|its|their|next|this|that|date|meeting|january|february|march|april|may|june|july|august|september|october|november|december)\b|\d)\w)/i,
    means: "the item was put off",
    examples: [
      "The item was continued to the May 28, 2008 meeting.",
      "The applicant requested a postponement.",
      "This item was tabled until next month.",
    ],
    counterExamples: ["Staff will continue to work with the applicant.", "The board continued to meet monthly."],
  },
  /** Who was there: the roll call, members present or absent, a quorum. */
  rollCall: {
    pattern:
      /\broll\s+call\b|^\s*(?:(?:board\s+|committee\s+|commission\s+)?members?\s+|commissioners?\s+|staff\s+|also\s+)?(?:present|absent|excused)\s*[:\-–]|\b(?:was|were)\s+(?:present|absent|excused)\b|\bquorum\s+(?:was\s+)?(?:present|established|confirmed)\b/i,
    means: "who attended",
    examples: [
      "Roll call: all members present.",
      "Members Present: Smith, Jones, Lee",
      "Absent: Commissioner Ortiz",
      "Commissioner Lee was absent.",
      "A quorum was established.",
    ],
    counterExamples: ["The present plan adds two lots.", "Staff presented the report."],
  },
  /** What the public said: comments, speakers, testimony. */
  publicComment: {
    pattern:
      /\bpublic\s+(?:comments?|speakers?|testimony|input)\b|\bmembers?\s+of\s+the\s+public\b|\b(?:speakers?|residents?|neighbou?rs?)\s+(?:spoke|addressed|commented|expressed|voiced|raised|urged|asked)\b|\bspoke\s+(?:in\s+)?(?:favou?r|support|opposition|against|on|about|regarding)\b/i,
    means: "the public spoke",
    examples: [
      "Public comment: none.",
      "Three members of the public spoke in favor of the project.",
      "Residents expressed concern about traffic.",
      "Jane Doe spoke in opposition.",
    ],
    counterExamples: ["Commissioner Lee asked about the setback.", "The public hearing notice was mailed."],
  },
} satisfies PhrasingTable;
