import type { PhrasingTable } from "./phrasing";

/** How minutes print what was said at a meeting: questions, replies and reasons. */
export const TALK = {
  /** A question put at the meeting. */
  asked: {
    pattern: /\basked\b|\binquired\b|\bwondered\b|\bquestioned\s+(?:whether|if|why|how|when)\b|\?["”]?$/i,
    means: "a question put at the meeting",
    examples: ["Commissioner Palmer asked when the terminal would open.", "Is the lot paved?"],
    counterExamples: ["Staff explained the schedule.", "The applicant questioned the findings."],
  },
  /** The reply to a question put at the meeting. */
  replied: {
    pattern: /\b(?:explained|replied|responded|answered|clarified|confirmed|stated|said|noted)\b/i,
    means: "a reply",
    examples: ["Staff explained that it would open in May.", "Mr. Lee replied that it was paved."],
    counterExamples: ["Commissioner Palmer asked when it would open."],
  },
  /** A sentence that gives a reason. */
  reason: {
    pattern:
      /\b(?:because|due\s+to|concern\w*|so\s+that|in\s+order\s+to|reasons?|since|worried|safety|impact\w*(?!\s+(?:report|statement))|problem\w*|issue\w*|oppos\w*|(?:had|has|have|needs?|needed)\s+to|requir\w*|must|cost(?:s|ly)?|expensive|afford\w*|too\s+(?:much|many|long|high|low|small|big|large|narrow|steep|close|far))\b/i,
    means: "gives a reason",
    examples: ["It was denied because of traffic.", "Neighbors were concerned about noise.", "The lane is too narrow."],
    counterExamples: ["The environmental impact report was received.", "The board met at 7 pm."],
  },
} satisfies PhrasingTable;
