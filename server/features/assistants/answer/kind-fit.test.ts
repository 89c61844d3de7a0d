import { describe, expect, it } from "vitest";
import { ask } from "./hand-built";
import { kindFit } from "./kind-fit";
import { RANKING } from "../rank/weights";

// What a sentence holds of the kind asked is named, and weighs as the weights file says.

const none = new Set<string>();

describe("kindFit", () => {
  it("names what a sentence holds of a count, and gives that level's weight", () => {
    const q = ask("How many benches will the park get?", "quantity", { unit: ["benches"] });
    expect(kindFit(q, "Staff said 12 benches would be installed by June.", none)).toEqual({
      fit: "unitNear",
      bonus: RANKING.kind.unitNear,
    });
    expect(kindFit(q, "The lot next to the park has 24 spaces.", none).fit).toBe("unit");
    // A measure does not count things: "3 acres" tells no number of benches.
    expect(kindFit(q, "The plan covers 3 acres along the creek.", none).fit).toBeNull();
    expect(kindFit(q, "Residents raised 7 concerns at the meeting.", none).fit).toBe("number");
    expect(kindFit(q, "Staff will report back on the benches.", none)).toEqual({ fit: null, bonus: 0 });
  });

  it("asked what a thing cost, only a sum of money fits", () => {
    const q = ask("How much will the benches cost?", "quantity", { unit: ["benches"] });
    expect(kindFit(q, "The benches will cost $4,010 in total.", none).fit).toBe("amountFits");
    expect(kindFit(q, "Staff ordered 12 benches.", none).fit).toBeNull();
  });

  it("names a date, a vote and a continuance", () => {
    expect(kindFit(ask("When will the benches arrive?", "date"), "They arrive on June 4, 2021.", none).fit).toBe(
      "date",
    );
    expect(kindFit(ask("How did the board vote?", "vote"), "The motion carried 5-0.", none).fit).toBe("vote");
    expect(
      kindFit(ask("When was it continued to?", "continuance"), "The item was continued to June 11, 2020.", none).fit,
    ).toBe("continuanceDated");
  });
});
