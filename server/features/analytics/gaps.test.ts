import { describe, expect, it } from "vitest";
import { groupDeclined, type Declined } from "./gaps";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString();
const q = (
  question: string,
  lexemes: string[],
  minute: number,
  assistant: Declined["assistant"] = "home",
): Declined => ({
  question,
  lexemes,
  createdAt: at(minute),
  assistant,
});
const weight = (l: string) => ({ goat: 6, keep: 1, lot: 2, acr: 2, rodeo: 7, parad: 5, sewer: 6, fee: 3 })[l] ?? 1;

describe("grouping the declined questions", () => {
  it("puts questions that mean the same together, most asked first, its most asked wording in front", () => {
    const gaps = groupDeclined(
      [
        q("How many goats can I keep on my lot?", ["mani", "goat", "keep", "lot"], 1),
        q("how many goats can I keep on my lot", ["mani", "goat", "keep", "lot"], 2),
        q("How many goats can I keep on my lot?", ["mani", "goat", "keep", "lot"], 3, "rcpg"),
        q("Goats allowed on my lot? How many?", ["goat", "allow", "lot", "mani"], 4),
        q("When is the rodeo parade?", ["rodeo", "parad"], 5),
        q("Rodeo parade date?", ["rodeo", "parad", "date"], 6),
        q("What is the sewer fee?", ["sewer", "fee"], 7),
        q("?", [], 8),
      ],
      weight,
    );
    expect(gaps.map((g) => [g.question, g.count])).toEqual([
      ["How many goats can I keep on my lot?", 4],
      ["Rodeo parade date?", 2],
      ["?", 1],
      ["What is the sewer fee?", 1],
    ]);
    expect(gaps[0]).toMatchObject({
      variants: ["Goats allowed on my lot? How many?", "how many goats can I keep on my lot"],
      assistants: ["home", "rcpg"],
      lastAskedAt: at(4),
    });
  });

  it("keeps apart questions that share only a word", () => {
    const gaps = groupDeclined(
      [
        q("What is the sewer fee?", ["sewer", "fee"], 1),
        q("What is the parade entry fee?", ["parad", "entri", "fee"], 2),
      ],
      weight,
    );
    expect(gaps).toHaveLength(2);
  });
});
