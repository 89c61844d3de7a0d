import { describe, expect, it } from "vitest";
import type { AskKind, QuestionAnalysis } from "../question";
import type { ItemContext } from "../types";
import { composeItem } from "./compose-item";
import { ask, item, motion, weights } from "./hand-built";
import { strategyFor } from "./strategies";

// Each kind's strategy on a hand-built item and a hand-built analysis: no tagger, no database.

const compose = (a: QuestionAnalysis, it: ItemContext, lexemes: string[]) =>
  composeItem(a, { item: it, coverage: 1, rank: 0 }, weights(lexemes));

describe("the strategy of each ask kind", () => {
  it("covers every kind", () => {
    const kinds: AskKind[] = [
      "against",
      "mover",
      "continuance",
      "vote",
      "quantity",
      "date",
      "reason",
      "named",
      "place",
      "fact",
    ];
    for (const k of kinds) expect(strategyFor(ask("?", k)).leads).toBeDefined();
  });

  it("reads the vote for vote asks, and never for a sum or a reason", () => {
    expect(strategyFor(ask("?", "vote")).readsVote(ask("?", "vote"))).toBe(true);
    expect(strategyFor(ask("?", "quantity")).readsVote(ask("?", "quantity", { vote: true }))).toBe(false);
    expect(strategyFor(ask("?", "reason")).readsVote(ask("?", "reason", { vote: true }))).toBe(false);
    expect(strategyFor(ask("?", "date")).readsVote(ask("?", "date", { vote: true }))).toBe(true);
  });

  it("asked who moved it, leads with the mover", () => {
    const it2 = item(
      [
        "The commission reviewed three bench designs for the park.",
        "Motion to approve the bench design. Motion carried 5-0.",
      ],
      [motion({ movedBy: "Commissioner Ruiz", secondedBy: "Commissioner Lee" })],
    );
    const out = compose(ask("Who moved to approve the bench design?", "mover"), it2, ["bench", "design"]);
    expect("declined" in out).toBe(false);
    if ("declined" in out) return;
    expect(out.lead).toBe("vote");
    expect(out.text).toMatch(/^It was moved by Commissioner Ruiz and seconded by Commissioner Lee\./);
  });

  it("asked how the vote went, an item with no vote declines with no-vote", () => {
    const it2 = item(["The commission discussed the bench design at length and took no action tonight."]);
    const out = compose(ask("How did the commission vote on the bench design?", "vote"), it2, ["bench", "design"]);
    expect(out).toEqual({ declined: "no-vote" });
  });

  it("asked how much, an item that gives no number declines with no-amount, and one that does answers", () => {
    const none = item(["Staff said the benches would be made of recycled plastic and installed in spring."]);
    expect(compose(ask("How much will the benches cost?", "quantity"), none, ["bench", "cost"])).toEqual({
      declined: "no-amount",
    });
    const priced = item(["Staff said the new benches would cost $4,010 in total, paid from the park fund."]);
    const out = compose(ask("How much will the benches cost?", "quantity"), priced, ["bench", "cost"]);
    expect("declined" in out ? out : out.text).toMatch(/\$4,010/);
  });

  it("asked where an item was put off, leads with its continuance", () => {
    const it2 = item(["The bench design was continued to the June 11, 2020 meeting at the applicant's request."], [], {
      continuedTo: "2020-06-11",
    });
    const out = compose(ask("When was the bench design continued to?", "continuance"), it2, ["bench", "design"]);
    expect("declined" in out ? out : out.lead).toBe("continuance");
  });

  it("asked the year a thing was built, declines where no line prints a year", () => {
    const it2 = item(["The old bench by the fountain was built by volunteers and is well loved."]);
    const out = compose(ask("What year was the old bench built?", "date"), it2, ["bench", "built"]);
    expect(out).toEqual({ declined: "no-date" });
  });

  it("asked whether a thing was approved, declines where the item never names it", () => {
    const it2 = item(["The fence by the ball field was approved."], [motion({ text: "to approve the fence" })]);
    const a = ask("Did they approve a dog park?", "vote", {
      vote: true,
      decided: ["dog", "park"],
      nouns: ["dog", "park"],
    });
    const w = weights(["dog", "park"]);
    w.terms[0]!.df = 2;
    expect(composeItem(a, { item: it2, coverage: 1, rank: 0 }, w)).toEqual({
      declined: "thing-not-named",
      detail: "dog",
    });
  });
});

describe("an answer from one item, as rendered", () => {
  const bench = item(
    [
      "Staff presented three bench designs for Main Park. The recycled plastic design would cost $4,010 in total.",
      "Commissioner Ruiz moved to approve the recycled plastic bench design. Commissioner Lee seconded the motion. Motion carried 4-1 (Tam opposed).",
    ],
    [
      motion({
        text: "to approve the recycled plastic bench design",
        movedBy: "Commissioner Ruiz",
        secondedBy: "Commissioner Lee",
        tallyText: "4-1 (Tam opposed)",
        ayes: 4,
        noes: 1,
        noNames: ["Tam"],
      }),
    ],
  );
  const lexemes = ["bench", "design", "recycl", "plastic"];
  it.each([
    ["vote", ask("How did the commission vote on the bench design?", "vote", { vote: true })],
    ["mover", ask("Who moved to approve the bench design?", "mover", { vote: true })],
    ["against", ask("Who voted against the bench design?", "against", { vote: true })],
    ["amount", ask("How much will the recycled plastic benches cost?", "quantity", { unit: [] })],
  ] as const)("%s", async (name, a) => {
    const out = compose(a, bench, [...lexemes, "cost"]);
    expect("declined" in out).toBe(false);
    if (!("declined" in out)) await expect(`${out.text}\n`).toMatchFileSnapshot(`__golden__/${name}.md`);
  });
});
