import type { PhrasingTable } from "./phrasing";

/** How minutes print votes and decisions, and how residents ask about them. */
export const VOTES = {
  /** A question that asks for a vote itself, not only whether something was approved. */
  voteAsked: {
    pattern: /\b(?:vote[ds]?|voting|tally|margin)\b/i,
    means: "asks for the vote itself",
    examples: ["How did the board vote on the dog park?", "What was the tally?", "By what margin did it pass?"],
    counterExamples: ["Did the board approve the dog park?", "Who is the devoted volunteer?"],
  },
  /**
   * Asks which of several things a body chose ("which design option did the commission end up
   * recommending"): the motion that decided the item names it.
   */
  choiceAsked: {
    pattern:
      /\b(?:which|what)\s+(?:[\p{L}-]+\s+){0,3}(?:did|does|will|would)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}?(?:end\s+up\s+|finally\s+|ultimately\s+)?(?:recommend|choose|select|pick|adopt|approve|endorse|prefer|favou?r)(?:ing|ed|s)?\b/iu,
    means: "asks which option a body chose",
    examples: [
      "Which design option did the commission end up recommending?",
      "What color did the board choose for the benches?",
    ],
    counterExamples: ["Who recommended the design?", "What did the artist say about the mural?"],
  },
  /** Words that tell a motion or its vote. */
  voteWords: {
    pattern: /\b(?:motion|moved|seconded|carried|carries|passed|failed|ayes?|noes|unanimous\w*)\b/i,
    means: "tells a motion or its vote",
    examples: ["Palmer then changed his vote; the motion passed 4-0.", "Seconded by Member Lee."],
    counterExamples: ["The vote was 3-0-1 (Palmer abstained).", "Staff presented the report."],
  },
  /** A sentence that tells a vote: its words, or a tally ("The vote was 3-0-1 (Palmer abstained)"). */
  voteLine: {
    pattern:
      /\b(?:motion|moved|seconded|carried|carries|passed|failed|ayes?|noes|nays?|unanimous\w*|votes?|voted|voting|abstain\w*|abstention|recus\w*|dissent\w*|opposed)\b|\b\d{1,2}\s*-\s*\d{1,2}(?:\s*-\s*\d{1,2}){0,2}\b(?![-/]\d)/i,
    means: "tells a vote, in words or as a tally",
    examples: ["The vote was 3-0-1 (Palmer abstained).", "Commissioner Ruiz recused herself.", "Approved 5-0."],
    counterExamples: ["The hearing is set for 11/03/05.", "Staff presented the report."],
  },
  /** A sentence that tells what a body decided in words rather than by a vote. */
  decisionTold: {
    pattern:
      /\b(?:decided|agreed|approved|declined|rejected|denied|chose|determined|consensus|tabled|authori[sz]ed)\b/i,
    means: "tells a decision in words",
    examples: [
      "After discussion, the BOD decided that the shed should be used instead.",
      "By consensus, the item was tabled.",
    ],
    counterExamples: ["The board discussed the shed.", "Members asked about the cost."],
  },
  /** A sentence that prints a count or a unanimous vote. */
  tallied: {
    pattern: /\d\s*-\s*\d|unanimous/i,
    means: "prints a count or a unanimous vote",
    examples: ["The motion passed 4-0.", "Carried unanimously."],
    counterExamples: ["Seconded by Member Lee.", "The motion carried."],
  },
  /** A question about who held back from a vote, and a sentence that tells it. */
  heldBack: {
    pattern: /\babstain\w*|\babstention|\brecus\w*|\b(?:sat|sit|sitting)\s+out\b/i,
    means: "someone held back from a vote",
    examples: ["Who abstained?", "Member Ortiz recused himself.", "Which commissioner sat out the vote?"],
    counterExamples: ["Who voted no?", "Who sat on the committee?"],
  },
  /** A motion on the meeting's procedure, not on an item's matter. */
  procedural: {
    pattern:
      /\b(?:extend\s+the\s+meeting|limit\s+(?:the\s+)?speakers?|adjourn|approv\w+\s+(?:of\s+)?the\s+(?:minutes|agenda)|accept\s+the\s+minutes|minutes\s+(?:of|for|from)\s+the\s+meeting|take\s+(?:the\s+)?items?\s+out\s+of\s+order|move\s+item)\b/i,
    means: "a motion on procedure",
    examples: ["to approve the minutes of June 3", "to extend the meeting to 10:30 pm", "to adjourn"],
    counterExamples: ["to approve the variance for 12 Main Street", "to deny the appeal"],
  },
  /** A motion that puts the item off ("to continue this item until the January meeting") decides nothing about it. */
  putsOff: {
    pattern:
      /^(?:to\s+)?(?:continu\w*|postpon\w*|defer\w*|table\b|hold\s+over|carry\s+over)|\b(?:continu\w*|postpon\w*|defer\w*)\s+(?:this|the)\s+item\b/i,
    means: "a motion that puts the item off",
    examples: ["to continue this item until the January meeting", "Postpone to March", "move to defer the item"],
    counterExamples: ["to approve the project with conditions", "to deny the appeal"],
  },
} satisfies PhrasingTable;
