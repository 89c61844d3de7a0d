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

  it("asked a height, a width, a depth or a distance, only a number in its unit fits", () => {
    const tall = ask("How tall is the sculpture at the park?", "quantity", {
      unit: ["feet", "foot", "stories", "inches"],
      measure: "tall",
    });
    expect(kindFit(tall, "The sculpture will stand 14 feet high on its base.", none).fit).toBe("unitNear");
    expect(
      kindFit(tall, "It is on track for an August 2022 installation at 1951 Harbor Bay Parkway.", none).fit,
    ).toBeNull();
    expect(kindFit(tall, "The artist received 3 of the 5 votes.", none).fit).toBeNull();
    // "How big" may be told by a sum or a count of units: a number without feet still fits.
    const big = ask("How big was the grant?", "quantity", { unit: ["square", "feet"], measure: "big" });
    expect(kindFit(big, "The grant brought in 40 units of housing.", none).fit).toBe("unit");
    // Nor is a speed: "how fast were rents going up" is told by a share.
    const fast = ask("How fast were rents going up?", "quantity", { unit: ["mph", "miles"], measure: "fast" });
    expect(kindFit(fast, "Rents rose 9 percent a year before the ordinance.", none).fit).toBe("unit");
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
