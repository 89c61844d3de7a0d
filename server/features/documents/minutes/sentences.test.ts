import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitIntoPassages } from "../chunker";
import { extractMinutes } from "./extract";
import { passageSentences, readItemSentences, roleOf, sentences } from "./sentences";

describe("roleOf", () => {
  it.each([
    ["5. Hanson Lane Grading Permit", "caption", "Hanson Lane Grading Permit"],
    ["Member Ortiz moved to recommend approval. Member Tam seconded.", "motion", undefined],
    ["M/S Piziali/Lynch to adopt the resolution.", "motion", undefined],
    ["The motion carried 4-0-1 (Green absent).", "tally", undefined],
    ["Ayes: 5; Noes: 0.", "tally", undefined],
    ["Motion carried 5-0 to continue the item to June 1.", "tally", undefined],
    ["The item was continued to the May 4, 2023 meeting.", "continuance", undefined],
    ["Roll call: all members present.", "roll call", undefined],
    ["Three members of the public spoke in opposition.", "public comment", undefined],
    ["Staff described the grading plan.", "discussion", undefined],
  ] as const)("reads %j as a %s", (text, role, caption) => expect(roleOf(text, caption)).toBe(role));

  it("reads a caption only where the sentence prints the item's title", () => {
    expect(roleOf("Members discussed the Hanson Lane grading permit at length.", "Main Street Sidewalks")).toBe(
      "discussion",
    );
  });
});

describe("readItemSentences", () => {
  const pages = [
    [
      "Minutes of the Regular Meeting of April 6, 2023",
      "",
      "5. Hanson Lane Grading Permit",
      "",
      "Staff described the grading plan. Mr. Lee asked about dust.",
      "Member Ortiz moved to recommend approval. Member Tam seconded the motion.",
      "The motion carried 4-0.",
      "",
      "6. Main Street Sidewalks",
      "",
      "Members discussed the gaps.",
    ].join("\n"),
    ["The item was continued to the May 4, 2023 meeting.", "", "7. Adjournment", "Adjourned at 9 pm."].join("\n"),
  ];
  const structure = extractMinutes(pages, "2023-04-06");

  it("cuts each item's text into its sentences once, with their pages and the first as its caption", () => {
    const [hanson, main] = structure.items;
    const read = readItemSentences(hanson!);
    expect(read.map((s) => s.role)).toEqual(["caption", "discussion", "discussion", "motion", "motion", "tally"]);
    // An abbreviation's full stop ends no sentence.
    expect(read[2]!.text).toBe("Mr. Lee asked about dust.");
    expect(readItemSentences(main!).map((s) => [s.page, s.role])).toEqual([
      [1, "caption"],
      [1, "discussion"],
      [2, "continuance"],
    ]);
  });

  it("holds every sentence of the item's passages, each once, in reading order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("The board met.", "Staff spoke at length about the plan.", "Carried 5-0."), {
          minLength: 1,
          maxLength: 120,
        }),
        (said) => {
          const text = said.map((s, i) => `${s.slice(0, -1)} number ${i}.`).join(" ");
          const item = { code: "5", title: "Plan", segments: [{ page: 3, text }] };
          const read = readItemSentences(item).map((s) => s.text);
          expect(read).toEqual(said.map((s, i) => `${s.slice(0, -1)} number ${i}.`));
          const passages = splitIntoPassages([text]).map((p) => ({ page: 3, text: p.text }));
          expect(passageSentences(passages).map((s) => s.text)).toEqual(read);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("sentences", () => {
  it("keeps a tally broken at its dash whole and drops running footers", () => {
    expect(sentences("Motion carried 3- 0-1.\nPage 4 of 9\nNext item.")).toEqual([
      "Motion carried 3-0-1.",
      "Next item.",
    ]);
  });
});
