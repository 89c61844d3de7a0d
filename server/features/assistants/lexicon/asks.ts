import { MEASURES } from "./measures";
import type { PhrasingTable } from "./phrasing";

/**
 * "What is the …", "what was the total …", "what's the …" up to the noun asked for: put before a
 * charge or a measure ("fare", "cost", "width"), an ask for an amount ("the Fine Arts" is a name).
 */
export const whatIsThe = (nouns: string) =>
  String.raw`what(?:\s+|['’])(?:is|was|were|are|s|will\s+be|would\s+be)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}(?:${nouns})s?\b(?!\s+arts?\b)`;

/** A verb for putting an item off, as a question asks it. */
const PUT_OFF_VERB = String.raw`(?:continued|postponed|put\s+off|deferred|pushed\s+back|delayed|held\s+over|carried\s+over|tabled)`;

/** How residents ask: the words that tell what kind of thing a question wants. */
export const ASKS = {
  against: {
    pattern:
      /\b(?:who|which\s+\w+)\b[^?]*\b(?:vot(?:e|ed|ing)\s+(?:no|against|nay)|opposed?|dissent\w*|abstain\w*|recus\w*|s[ai]t\s+(?:\w+\s+)?out|(?:lone|only|sole)\s+(?:no|nay|dissent\w*|holdout)|did\s*n[o']t\s+(?:vote|support))\b|\bwho\s+(?:was|were)\s+(?:against|opposed)\b|\b(?:which|what)\s+(?:\w+\s+){0,2}(?:was|were)\s+(?:on\s+the\s+losing\s+side|in\s+the\s+minority|against\s+it)\b/i,
    means: "asks who voted against or held back",
    examples: [
      "Who voted against the budget?",
      "Which commissioner abstained?",
      "Who was opposed to the fence?",
      "Which member sat out the vote?",
      "Which commissioner was the lone no vote?",
    ],
    counterExamples: ["Who moved to approve the budget?", "How did the board vote?", "Who set out the rules?"],
  },
  /**
   * The dissent told in other words ("wouldn't go along with", "held out", "refused to support"), for
   * a question that asks who anywhere in it ("One commissioner wouldn't go along with it. Who was that?").
   */
  dissentTold: {
    pattern:
      /\b(?:would|did|could)\s*n[o'’]t\s+(?:go\s+along|support|back|endorse|agree|vote\s+(?:for|yes))\b|\b(?:held|holding)\s+out\b|\blone\s+(?:no|nay|dissent\w*|holdout)\b|\brefused\s+to\s+(?:support|back|endorse|vote\s+for|go\s+along)\b/i,
    means: "tells of dissent in other words",
    examples: [
      "One commissioner wouldn't go along with it.",
      "Who refused to support the plan?",
      "Was there a lone holdout?",
    ],
    counterExamples: ["Everyone supported the plan.", "Who presented the plan?"],
  },
  mover: {
    pattern:
      /\bwho\s+(?:\w+\s+){0,3}?(?:moved|made\s+the\s+motion|proposed\s+the\s+motion|seconded|nominated|put\s+(?:[\w'’]+\s+){0,3}?forward)\b|\b(?:moved|seconded)\s+by\s+whom\b/i,
    means: "asks who moved or seconded",
    examples: [
      "Who moved to approve the Hanson Lane project?",
      "Who seconded the motion?",
      "Who made the motion to deny?",
    ],
    counterExamples: ["Who voted no?", "Who spoke at the hearing?"],
  },
  continuance: {
    pattern: new RegExp(
      String.raw`\b${PUT_OFF_VERB}\b[^?]*\b(?:to|until|till)\b(?:\s+(?:when|which|what))?|\buntil\s+when\b(?=[^?]*\b${PUT_OFF_VERB}\b)|\b(?:to|until)\s+(?:which|what)\s+(?:meeting|date)\b|\bwhen\s+(?:will|would|was|is)\b[^?]*\b(?:come\s+back|return|be\s+heard\s+again|resume)\b`,
      "i",
    ),
    means: "asks where an item was put off to",
    examples: [
      "What date was the hearing continued to?",
      "Until when was the item postponed?",
      "When will the appeal come back to the board?",
    ],
    counterExamples: ["When was the hearing held?", "Was the item continued?"],
  },
  vote: {
    pattern:
      /\b(?:vot(?:e|ed|es|ing)|tally|motion|approv\w*|den(?:y|ied)|reject\w*|pass(?:ed)?|fail(?:ed)?|unanimous\w*|decid\w*|decision|recommend\w*|endors\w*|adopt\w*|turn(?:ed)?\s+down|go\s+ahead|green[- ]light|accept\w*|support\w*|oppos\w*)\b/i,
    means: "is about a decision",
    examples: ["Did the board approve the fence?", "How did they vote?", "Was the plan rejected?"],
    counterExamples: ["Who spoke about the fence?", "How tall is the fence?"],
  },
  quantity: {
    pattern: new RegExp(
      String.raw`\bhow\s+(?:many|much|often|${Object.keys(MEASURES).join("|")})\b|\bwhat\s+(?:size|height|number|amount|percentage|percent|share|proportion|cost|price|fee|fine|toll|fare|rent|budget|speed|width|length|total)\b|\bwhat\b[^?]*\b(?:would|will|could|might|to)\s+cost\b|\b${whatIsThe("size|height|amount|cost|price|fee|fine|toll|fare|rent|budget|speed|width|length")}|\bwhat\s+(?:[\w-]+\s+)?rates?\b|\bwhat\s+(?:did|does|do|would|will)\s+(?:it|that|this|they|each|the\s+[\w-]+)\s+(?:cost|charge)\b|\bwhat\s+(?:did|does|do|would|will|was|were|is|has|had)\b[^?,]*?\b(?:lower(?:ed)?|rais(?:e|ed)|reduc(?:e|ed)|increas(?:e|ed)|cut|set|drop(?:ped)?|bump(?:ed)?|boost(?:ed)?|cap(?:ped)?|limit(?:ed)?)\s+(?:[\w'’-]+\s+){0,5}?to(?=\s*(?:[?,]|$|\s+(?:on|in|at|for|along|near|from|and|after|before|when|by)\b))`,
      "i",
    ),
    means: "asks an amount",
    examples: [
      "How many trees were removed?",
      "What is the cost of the signs?",
      "How wide is the lane?",
      "Roughly what share of the homes have a driveway?",
      "What did the utility say the second phase would cost in total?",
      "What did the board lower the speed limit to on the main road?",
      "What was the parking fine raised to?",
    ],
    counterExamples: [
      "Which trees were removed?",
      "Who paid for the signs?",
      "What did the cost overrun mean?",
      "What did the board set aside to fund the park?",
      "What did they cut to make room for the bikeway?",
    ],
  },
  /** A question that names an amount without asking "how much" ("the cost of the new signs?"). */
  quantityNoun: {
    pattern: /\b(?:cost|price|fee|budget|amount|balance|square\s+feet|acres?)\b/i,
    means: "names an amount",
    examples: ["the cost of the new signs?", "the budget for the park"],
    counterExamples: ["the new signs?", "the park plan"],
  },
  date: {
    pattern:
      /\bwhat\s+(?:was|is|were|will\s+be)\s+the\s+(?:[\w-]+\s+){0,2}(?:date|deadline|day|year|time)\b|^\s*(?:and\s+|so\s+|then\s+)?when\b|\bwhen\s+(?:did|does|do|was|were|is|are|will|would|has|have|had|can|could|should|might|must)\b|\b(?:what\s+dates?|which\s+dates?|what\s+day|what\s+year|which\s+year|(?:which|what)\s+(?:[\w-]+\s+)?meeting|deadline|by\s+what\s+date)\b/i,
    means: "asks a date",
    examples: [
      "When did the library open?",
      "What was the deadline for comments?",
      "Which meeting discussed the shuttle?",
      "At which board meeting was the plan to be presented?",
    ],
    counterExamples: ["Where is the library?", "Who set the timeline?"],
  },
  reason: {
    pattern:
      /\bwhy\b|\bwhat\s+(?:was|were)\s+the\s+(?:reason|concern|objection|problem)s?\b|\breasons?\b|\bconcerns?\b/i,
    means: "asks why",
    examples: ["Why was the permit denied?", "What were the concerns about the tower?"],
    counterExamples: ["When was the permit denied?", "Who denied the permit?"],
  },
  /** "Did the commission back …?", "Was the board in favour …?": a yes-or-no question about what a body did. */
  decided: {
    pattern:
      /^\s*(?:did|has|have|was|were|does|do|is|will)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:commission\w*|board\w*|council|group|city|committee|planning|members?|they|directors|trustees|association|hoa)\b/i,
    means: "asks whether a body did something",
    examples: [
      "Did the commission back the plan?",
      "Was the board in favour of the mural?",
      "Has the council adopted the ordinance?",
    ],
    counterExamples: ["Who backed the plan?", "Is the mural finished?"],
  },
  /** A question led by its wh-word asks for that thing, even when it names a decision ("what did the board decide to buy"). */
  whLed: {
    pattern: /^\s*(?:(?:and|so|then|also)\s+)?(?:which|what|who|whom|whose|where)\b/i,
    means: "is led by its wh-word",
    examples: ["Which company got the contract?", "And what did the board decide to buy?", "Who presented?"],
    counterExamples: ["Did the board buy a truck?", "How many trucks?"],
  },
  outcomeAsked: {
    pattern:
      /^\s*what\s+did\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:recommend(?:ing)?|decid(?:e|ing)|conclud(?:e|ing)|rul(?:e|ing)|vot(?:e|ing))\b(?!\s+to\b)|^\s*what\s+did\s+(?:the\s+)?(?:[\w-]+\s+){0,3}do\b(?!\s+(?:about|with)\b)|^\s*what\s+(?:was|were)\s+(?:decided|recommended|concluded|ruled)\b(?!\s+to\b)|\b(?:by\s+)?what\s+(?:vote|tally|margin|count)\b|\bwhat\s+(?:was|were|is)\s+(?:the\s+)?(?:(?:[\p{L}-]+\s+){0,2}[\p{L}-]+(?:'s|’s)\s+)?(?:final\s+)?(?:vote|decision|outcome|result|tally|count|ruling|recommendation)\b|\bhow\s+did\b/iu,
    means: "asks the outcome of a decision",
    examples: ["What did the board decide?", "What was the final vote?", "How did the commission rule?"],
    counterExamples: ["What did the board decide to buy?", "What color is the truck?"],
  },
  /**
   * "What happened with …", "what became of …", "and what about …": asks for the story, not for a name;
   * so does "what are the ranch's rules for …", whose answer is what the rules say.
   */
  happened: {
    pattern:
      /^\s*(?:(?:and|so)\s+)?what\s+(?:ever\s+)?(?:has\s+|had\s+)?(?:happened|became|came)\s+(?:of|with|to)\b|^\s*(?:(?:and|so)\s+)?what\s+about\b|^\s*(?:(?:and|so)\s+)?what\s+(?:is|are|was|were)\s+(?:the\s+)?(?:[\p{L}'’-]+\s+){0,2}(?:rules?|requirements?|conditions?|restrictions?|terms|guidelines|limits|polic(?:y|ies))\b/iu,
    means: "asks for the story",
    examples: [
      "What happened with the shuttle?",
      "What became of the skate park?",
      "What are the rules for short-term rentals?",
    ],
    counterExamples: ["What was the shuttle's budget?", "Where is the skate park?"],
  },
  place: {
    pattern: /^\s*(?:(?:and|so)\s+)?where\b|\bwhat\s+(?:location|address|intersection|site)\b/i,
    means: "asks where",
    examples: ["Where will the new bench go?", "What location was chosen for the tower?"],
    counterExamples: ["When will the bench arrive?", "Which bench was chosen?"],
  },
  named: {
    pattern: /\b(?:which|what|who|whose|whom|name)\b/i,
    means: "asks for a name",
    examples: ["Which firm was hired?", "Who presented the report?", "Name the consultant."],
    counterExamples: ["How many firms bid?", "When was the report presented?"],
  },
  spans: {
    pattern:
      /\b(?:over\s+the\s+years|over\s+time|history\s+of|each\s+time|every\s+time|all\s+(?:the\s+)?meetings|how\s+many\s+times|how\s+often|several\s+meetings|timeline|evolv\w*|(?:how|did)\b[^?]*(?<!\b(?:the|a|an|this|that|any)\s+)\bchanged?\b(?!\s+(?:order|request|proposal)s?\b)|what\s+(?:has\s+|ever\s+)?happened\s+(?:with|to)\b|what\s+(?:ever\s+)?became\s+of|start\s+to\s+finish|from\s+(?:the\s+)?(?:start|beginning)|each\s+(?:one|attempt|appeal|request|proposal)|how\s+did\b[^?]*\b(?:develop|handle)|what\s+did\b[^?]*\bdo\s+(?:about|with)\b)\b/i,
    means: "asks over time",
    examples: [
      "How has the parking plan changed over the years?",
      "What is the history of the skate park?",
      "How many times was the item continued?",
    ],
    counterExamples: ["What did the plan cost?", "When was the skate park approved?"],
  },
  /**
   * The first meeting asked about ("first", "originally"), or when a discussion began ("When did the
   * board start discussing …"; "asking to start operating" does not).
   */
  first: {
    pattern:
      /\b(?:first|earliest|originally|initially)\b|\b(?:begin|began|begun|start(?:ed)?)\s+(?:to\s+)?(?:discuss|talk|hear|consider|look|review|deal|debat|study)\w*/i,
    means: "asks for the first meeting",
    examples: ["When was the skate park first proposed?", "When did the board start discussing the fence?"],
    counterExamples: ["When did the shuttle start operating?", "When was the skate park approved?"],
  },
  /** The last meeting asked about; "the final design" or "the final approval" name a stage of the thing instead. */
  last: {
    pattern:
      /\b(?:last|latest|most\s+recent(?:ly)?|finally|final(?!\s+(?!(?:meeting|hearing|vote|decision|word|say|action|outcome|result)s?\b)\p{L}))\b/iu,
    means: "asks for the last meeting",
    examples: ["When was the fence last discussed?", "What was the final vote on the plan?"],
    counterExamples: ["Who drew the final design?", "When was the fence discussed?"],
  },
  backReference: {
    pattern: /\bwhat\s+(?:has\s+|ever\s+)?happened\s+(?:with|to)\s+(?:that|this|it|them|those|these)\b/i,
    means: "refers back to a thing already named",
    examples: ["What happened with that?", "What ever happened to those plans?"],
    counterExamples: ["What happened with the shuttle?", "What is that?"],
  },
  /**
   * A question led by a clause that sets the scene ("When the signs were re-lettered, what typeface…",
   * "Instead of a tractor, what equipment…"): what it asks for is in the clause after the comma.
   */
  scene: {
    pattern:
      /^\s*(?:when(?!\s+(?:was|were|is|are|did|does|do|will|would|has|have|had|can|could|should)\b)|while|after|before|once|since|instead\s+of|for|on|in|at|during|with|as|besides|apart\s+from|other\s+than|of|among|beyond)\b[^?]*?[,;]\s*((?:and\s+)?(?:which|what|who|whom|whose|where|when|how|why|did|does|do|was|were|is|has|have)\b[^]*)$/i,
    means: "sets a scene before asking",
    examples: [
      "When the signs were re-lettered, what typeface was used?",
      "Instead of a tractor, what equipment did they buy?",
    ],
    counterExamples: [
      "What typeface was used for the signs?",
      "When were the signs re-lettered?",
      "When was the sign contest, and who judged it?",
    ],
  },
} satisfies PhrasingTable;
