import { describe, expect, it } from "vitest";
import { analyzeQuestion, furtherAsks } from "./question";

// The one analysis of a question, as every stage after it reads it. A change to the analysis shows
// here as a change to these snapshots (vitest -u rewrites them once the change is meant).
const QUESTIONS = [
  "How did the commission vote on the Palace Court parking appeal?",
  "Who voted against the parking restrictions in front of the theater?",
  "Who moved to approve the Hanson Lane project?",
  "Until when was the Civic Center garage postponed?",
  "How many parking spaces were removed on Palace Court?",
  "What did it cost to replace the stolen road signs?",
  "When will the new ferry shuttle start?",
  "Why did residents object to the parking removal?",
  "Which company gave the presentation on the Webster Street options?",
  "Where will the new bench go?",
  "What happened with the proposal to keep bees in the orchard?",
  "How has the Montecito Ranch project changed over the years?",
  "Did the board approve a fenced dog park?",
  "When was the first meeting about the skate park?",
  "How big will the new fire station be, and what emergency function will it house?",
  "Which company was hired for the study, and what would it charge by the hour?",
  "What happened with the shuttle: where was it extended, how did ridership grow, and how secure was its funding?",
  "When the signs were re-lettered, what typeface was used?",
  "What was discussed at the May 5, 2011 meeting?",
  "How many kids signed up for the summer program in 2019?",
];

describe("the analysis of a question", () => {
  it.each(QUESTIONS)("%s", (question) => {
    const a = analyzeQuestion(question);
    const read = {
      kind: a.kind,
      vote: a.vote,
      spans: a.spans,
      order: a.order,
      when: a.when,
      topic: a.topic,
      unit: a.unit,
      nouns: a.nouns,
      decided: a.decided,
      furtherAsks: furtherAsks(a).map(({ part, ask }) => ({ part, kind: ask.kind })),
    };
    expect(read).toMatchSnapshot();
  });
});
