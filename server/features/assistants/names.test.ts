import { describe, expect, it } from "vitest";
import { nameBonus, questionInitials } from "./names";
import { stem, words } from "./text";

const askedIn = (q: string) => new Set(words(q).map(stem));

describe("names that answer a 'which …' question", () => {
  it("counts the firm a body worked with as an organisation, whatever the tagger calls it", () => {
    const q = "Which contractor did the ranch work with to chip seal the main road?";
    const text = "Beginning August 28, we will be working with Western Chipseal building speed humps.";
    expect(nameBonus(text, "organization", askedIn(q), questionInitials(q))).toBe(2);
  });

  it("does not count the initials of a name the question spells out", () => {
    const q = "Which contractor did Falls Creek Ranch hire for the road?";
    expect(questionInitials(q)).toContain("fcr");
    expect(nameBonus("Please do not bring firewood into FCR.", "organization", askedIn(q), questionInitials(q))).toBe(
      0,
    );
  });
});
