import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "./question";

describe("what a question asks for", () => {
  it.each([
    ["How did the commission vote on the Palace Court parking appeal?", "vote"],
    ["Was the finance committee approved?", "vote"],
    ["Who voted against the parking restrictions in front of the theater?", "against"],
    ["Which board members abstained on the Alameda Theatre use permit?", "against"],
    ["Who made the motion to deny the appeal?", "mover"],
    ["Who seconded the motion on the bike plan?", "mover"],
    ["What meeting was the Pacific Avenue design review continued to?", "continuance"],
    ["Until when was the Civic Center garage postponed?", "continuance"],
    ["How many parking spaces were removed on Palace Court?", "quantity"],
    ["How much did the ranch have in reserves?", "quantity"],
    ["When will the new ferry shuttle start?", "date"],
    ["Why did residents object to the parking removal?", "reason"],
    ["Which company gave the presentation on the Webster Street options?", "named"],
    ["What kind of tree was removed at 1118 Bay Street?", "named"],
    ["Tell me about the Otis Drive reconfiguration", "fact"],
  ] as const)("%s → %s", (question, kind) => {
    expect(analyzeQuestion(question).kind).toBe(kind);
  });

  it("marks questions over time and first or last meetings", () => {
    expect(analyzeQuestion("How did the plans for the Central Avenue bikeway change over the years?").spans).toBe(true);
    expect(analyzeQuestion("What is the history of the Alameda Theatre project?").spans).toBe(true);
    expect(analyzeQuestion("When did the board first hear about the Webster Street plan?").order).toBe("first");
    expect(analyzeQuestion("What was the latest decision on the ferry terminal?").order).toBe("last");
    expect(analyzeQuestion("How did the commission vote on the appeal?").spans).toBe(false);
    expect(analyzeQuestion("What became of the idea of a guardrail on the curve?").spans).toBe(true);
    expect(analyzeQuestion("What happened, start to finish, with the demolition request?").spans).toBe(true);
  });

  it("keeps the subject in the resident's words, without the date it names", () => {
    const a = analyzeQuestion("How did the group vote on Quartz Hill Storage in June 2019?");
    expect(a.topic).toBe("Quartz Hill Storage");
    expect(a.when.from).toBe("2019-06-01");
  });

  it("reads what is asked after a clause that sets the scene", () => {
    expect(
      analyzeQuestion("When the old neon signs were re-lettered for a fish store, what typeface did the board require?")
        .kind,
    ).toBe("named");
    expect(analyzeQuestion("Instead of a tractor, what equipment did the board decide to buy?").kind).toBe("named");
    expect(
      analyzeQuestion("When the trial was pushed back to give both sides time, what was the new trial date?").kind,
    ).toBe("continuance");
    expect(analyzeQuestion("When both were nominated for vice-chair, who got the post and by what vote?").kind).toBe(
      "vote",
    );
  });

  it("lists the question's nouns, names included", () => {
    expect(analyzeQuestion("Did the city let residents drive golf carts on Bay Farm Island streets?").nouns).toEqual(
      expect.arrayContaining(["golf", "carts", "bay", "farm", "island"]),
    );
  });
});
