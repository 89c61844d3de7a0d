import type { PhrasingTable } from "./phrasing";

/** A street's kind as residents write it, and as minutes may shorten it ("Park St.", "Clement Ave"). */
export const STREET_KINDS: Array<{ full: string; short: string; examples: string[]; counterExamples: string[] }> = [
  {
    full: "street",
    short: "st",
    examples: ["What happened on Park Street?", "the corner of Oak St."],
    counterExamples: ["the Main Streetscape plan"],
  },
  {
    full: "avenue",
    short: "ave?",
    examples: ["the bikeway on Clement Avenue", "2526 Buena Vista Ave"],
    counterExamples: ["an avenue of trees"],
  },
  {
    full: "road",
    short: "rd",
    examples: ["the solar project on Dye Road", "Highland Valley Rd."],
    counterExamples: ["the road to the ranch"],
  },
  { full: "drive", short: "dr", examples: ["the houses on Northwood Drive"], counterExamples: ["a drive to the lake"] },
  {
    full: "boulevard",
    short: "blvd",
    examples: ["traffic on Atlantic Boulevard"],
    counterExamples: ["a wide boulevard"],
  },
  { full: "lane", short: "ln", examples: ["the winery on Hanson Lane"], counterExamples: ["a bike lane"] },
  { full: "court", short: "ct", examples: ["parking on Palace Court"], counterExamples: ["the tennis court"] },
  { full: "place", short: "pl", examples: ["the lot on Marina Place"], counterExamples: ["a place to park"] },
  {
    full: "parkway",
    short: "pkwy",
    examples: ["the signal on Bay Farm Parkway"],
    counterExamples: ["a landscaped parkway"],
  },
  { full: "highway", short: "hwy", examples: ["safety on Pacific Highway"], counterExamples: ["the highway patrol"] },
];

/** How residents ask for a name, and the words minutes capitalise that are no names. */
export const NAMES = {
  person: {
    pattern:
      /\b(?:who|whom|whose)\b|\b(?:which|what)\s+(?:[\w-]+\s+){0,2}(?:members?|commissioners?|directors?|persons?|people|residents?|speakers?|officials?|officers?|candidates?|staff(?:\s+member)?|trustees?|neighbou?rs?|owners?|applicants?|architects?|planners?|engineers?|attorneys?|lawyers?|consultants?)\b/i,
    means: "asks for a person",
    examples: ["Who presented the report?", "Which commissioners abstained?", "What consultant was hired?"],
    counterExamples: ["Which company was hired?", "When was it built?"],
  },
  organization: {
    pattern:
      /\b(?:which|what)\s+(?:[\w-]+\s+){0,2}(?:compan(?:y|ies)|firms?|contractors?|agenc(?:y|ies)|organi[sz]ations?|vendors?|businesses|business|carriers?|operators?|providers?|developers?|utilit(?:y|ies)|groups?|associations?|corporations?|builders?|suppliers?|manufacturers?|bank|lenders?|insurers?)\b/i,
    means: "asks for a company or an organisation",
    examples: ["Which company got the contract?", "What firm was hired for the study?"],
    counterExamples: ["Who presented the report?", "Which street was repaved?"],
  },
  place: {
    pattern:
      /^\s*(?:(?:and|so)\s+)?where\b|\b(?:which|what)\s+(?:[\w-]+\s+){0,2}(?:places?|locations?|sites?|streets?|cit(?:y|ies)|towns?|intersections?)\b/i,
    means: "asks for a place",
    examples: ["Where will the bench go?", "Which intersection gets the signal?"],
    counterExamples: ["Who asked about the bench?", "Which company won?"],
  },
  /** A place a sentence names after a preposition ("in Berkeley", "at the 1500 Park"): the capitalised word is captured. */
  placeTold: {
    pattern: /\b(?:at|in|on|near|along|to|from)\s+(?:the\s+)?(?:\d+\s+)?([A-Z][a-z]+)/g,
    means: "a place named after a preposition",
    examples: ["The bench will go in Jackson Park.", "It moved to Berkeley."],
    counterExamples: ["The bench will go in the park.", "Staff agreed to it."],
  },
  /** A sentence that names a street, a park or a building: the place a "where" question asks, told most exactly. */
  placeKindTold: {
    pattern: /\b(?:Street|St\.|Avenue|Ave\.?|Boulevard|Blvd|Road|Rd\.?|Way|Drive|Lane|Park|Plaza|Center|School|Hall)\b/,
    means: "names a street, a park or a building",
    examples: ["at 1500 Park Street", "in Jackson Park", "near City Hall"],
    counterExamples: ["in Berkeley", "at the street fair"],
  },
  /**
   * A public body the question names by what it is about ("the public art commission", "the
   * Commission on Disability Issues"): the words before the body's noun, after a determiner, or
   * after "commission on"; captured with the noun. A bare "the board" names none.
   */
  bodyNamed: {
    pattern:
      /\b(?:the|our|this|that|its|their|city's|city’s)\s+((?:(?!(?:first|last|next|previous|same|whole|full|entire|new|old|former|current|other|city|town)\b)[a-z][\w'’-]*\s+){1,4}?)(commission|board|committee|council|group|panel)\b|\b(commission|board|committee|council)\s+(?:on|of|for)\s+(?!the\b|a\b|an\b|its\b|their\b)([a-z][\w'’-]*(?:\s+(?:issues|affairs|rights|services))?)\b/gi,
    means: "a public body named by what it is about",
    examples: [
      "Did the public art commission support cutting the fee?",
      "What did the arts commission decide about the mural?",
      "When did the Commission on Disability Issues meet at the library?",
      "Did the planning group vote on the winery?",
    ],
    counterExamples: [
      "Did the commission approve the mural?",
      "Who chaired the first commission meeting?",
      "What did the board of the company decide?",
    ],
  },
  /** Titles and roles written with a capital that are not themselves names. */
  notAName: {
    pattern:
      /^(?:the|a|an|he|she|they|it|this|that|these|those|staff|board|commission|commissioner|chair|chairperson|vice|member|city|council|mr|ms|mrs|dr|vp|president|secretary|treasurer|director|manager|planner|motion|item|ayes?|noes?|absent)$/i,
    means: "a capitalised word that is no name",
    examples: ["Commissioner", "Staff", "Motion"],
    counterExamples: ["Palmer", "Caltrans"],
  },
  /** The kinds of place a name ends in ("Jackson Park", "Lum School", "Seaplane Lagoon"). */
  placeKinds: {
    pattern:
      /^(?:park|school|beach|lake|lagoon|plaza|library|bridge|station|terminal|field|pool|creek|trail|marina|harbor|harbour|island|cemetery|church|hospital|airport|pier|tunnel|tube)$/,
    means: "the kind of place a name ends in",
    examples: ["park", "lagoon", "library"],
    counterExamples: ["street", "committee"],
  },
  /** A capitalised word and the number that names a thing by it ("Line 78", "County Road 205", "Lot #52"). */
  numberedName: {
    pattern: /\b(\p{Lu}\p{Ll}+)\s+#?\s?(\d{1,4})\b(?![-–/.,]\d)/gu,
    means: "a thing named by a number",
    examples: ["AC Transit's Line 78", "County Road 205", "Lot #52"],
    counterExamples: ["the 78 riders", "in 2019"],
  },
  /** Words a number follows that are not names of things: a date's month, a part of the minutes. */
  notNumberedName: {
    pattern:
      /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|items?|agenda|pages?|chapters?|sections?|articles?|minutes|resolution|ordinance|exhibit|attachment)$/i,
    means: "a word a number follows that names no thing",
    examples: ["June", "Item", "Resolution"],
    counterExamples: ["Line", "Lot"],
  },
} satisfies PhrasingTable;
