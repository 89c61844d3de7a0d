import type { PhrasingTable } from "./phrasing";

/** How residents ask about a meeting still to come, and what it will take up. */
export const UPCOMING = {
  /** Words that put a question in the past: it asks what was decided, not what is planned. */
  past: {
    pattern: /\b(?:did|was|were|had|decided|voted|approved|denied|last|previous|ago|in (?:19|20)\d\d)\b/i,
    means: "asks about the past",
    examples: ["What did the group decide about Dye Road?", "Was the winery on the agenda last month?"],
    counterExamples: ["What's on the agenda next week?", "When will the solar project be heard?"],
  },
  /** The agenda itself. */
  agenda: {
    pattern: /\bagendas?\b/i,
    means: "names the agenda",
    examples: ["What's on the planning group's agenda?", "Are the agendas posted?"],
    counterExamples: ["What did the planning group decide?"],
  },
  /** A time still to come. */
  ahead: {
    pattern: /\b(?:will|going to|next|upcoming|coming up|this week|next week|tomorrow|tonight|soon)\b/i,
    means: "a time still to come",
    examples: ["What's on the next agenda?", "Is the trail coming up soon?", "What will they discuss tonight?"],
    counterExamples: ["What was decided in March?"],
  },
  /** Asks whether anything on a subject is on it. */
  anything: {
    pattern: /\bis (?:there )?anything\b/i,
    means: "asks whether anything is on it",
    examples: ["Is anything about Main Street on the agenda?", "Is there anything about the library?"],
    counterExamples: ["What is on the agenda?"],
  },
  /** A future tense. */
  future: {
    pattern: /\b(?:will|going to)\b/i,
    means: "a future tense",
    examples: ["When will it be heard?", "Is the board going to review it?"],
    counterExamples: ["When was it heard?"],
  },
  /** A thing taken up at a meeting. */
  heard: {
    pattern: /\b(?:be (?:heard|discussed|reviewed|considered|presented|voted on)|come (?:up|before)|on the agenda)\b/i,
    means: "taken up at a meeting",
    examples: ["When will the Dye Road solar project be heard?", "Will the mural come before the board?"],
    counterExamples: ["When was the project approved?", "Who heard the appeal?"],
  },
} satisfies PhrasingTable;
