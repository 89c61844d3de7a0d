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
  });

  it("keeps the subject in the resident's words, without the date it names", () => {
    const a = analyzeQuestion("How did the group vote on Quartz Hill Storage in June 2019?");
    expect(a.topic).toBe("Quartz Hill Storage");
    expect(a.when.from).toBe("2019-06-01");
  });
});
