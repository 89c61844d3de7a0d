import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "./question";
import { asksTheSame } from "./reviewed";

const same = (a: string, b: string) => asksTheSame(analyzeQuestion(a), analyzeQuestion(b));

describe("whether two questions with alike words ask the same thing", () => {
  it("takes rewordings of the same question", () => {
    expect(same("When does the planning group meet?", "What time is the planning group meeting?")).toBe(true);
    expect(same("How do I report a pothole?", "Where can I report a pothole?")).toBe(true);
    expect(same("Tell me about the Quartz Hill storage project", "What is the Quartz Hill storage project?")).toBe(
      true,
    );
  });

  it("tells apart a date from a place, a vote from an amount, one year from another, first from last", () => {
    expect(same("When does the planning group meet?", "Where does the planning group meet?")).toBe(false);
    expect(same("How did the group vote on the cell tower?", "How tall is the cell tower?")).toBe(false);
    expect(
      same(
        "What did the group decide in 2019 about the cell tower?",
        "What did the group decide in 2020 about the cell tower?",
      ),
    ).toBe(false);
    expect(same("When was the cell tower first heard?", "When was the cell tower last heard?")).toBe(false);
    expect(
      same(
        "Which bus lines stop at Santa Clara Avenue and Chestnut Street?",
        "How many riders a day use the bus stops at Santa Clara Avenue and Chestnut Street?",
      ),
    ).toBe(false);
  });
});
