// Hand-built analyses, items and term weights for the answer stages' tests: no tagger, no database.
import { emptyTally } from "../../documents/minutes/tally";
import type { Motion } from "../../documents/minutes/types";
import type { AskKind, QuestionAnalysis } from "../question";
import type { ItemContext, TermWeights } from "../types";

export const ask = (question: string, kind: AskKind, over: Partial<QuestionAnalysis> = {}): QuestionAnalysis => ({
  question,
  kind,
  vote: false,
  spans: false,
  order: null,
  when: { cleaned: question },
  topic: question,
  unit: [],
  measure: null,
  nouns: [],
  decided: [],
  body: [],
  alternatives: {},
  spellings: {},
  ...over,
});

export const motion = (over: Partial<Motion>): Motion => ({
  ...emptyTally(),
  text: "to approve the bench design",
  movedBy: null,
  secondedBy: null,
  outcome: "carried",
  tallyText: "5-0",
  ayes: 5,
  noes: 0,
  page: 2,
  ...over,
});

export const item = (text: string[], motions: Motion[] = [], over: Partial<ItemContext> = {}): ItemContext => ({
  documentId: 3,
  title: "Park Commission Minutes",
  body: "rcpg",
  meetingDate: "2020-05-14",
  ordinal: 4,
  code: "4",
  itemTitle: "Bench Design for Main Park",
  pageFrom: 1,
  pageTo: 2,
  continuedTo: null,
  passages: text.map((t, i) => ({ passageId: i + 1, page: i + 1, text: t })),
  motions,
  lexemes: [],
  ...over,
});

export const weights = (lexemes: string[]): TermWeights => ({
  codes: [],
  passages: 1000,
  terms: lexemes.map((lexeme) => ({ lexeme, idf: 3, df: 10, name: false })),
});
