import { describe, expect, it } from "vitest";
import {
  nameBonus,
  namedAddresses,
  namedNumbers,
  namedPlaces,
  namedStreets,
  namesIn,
  questionInitials,
  rememberNames,
} from "./names";
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

describe("namedStreets", () => {
  const printed = (question: string, text: string) => namedStreets(question).map((s) => s.printed.test(text));

  it("reads the streets a question names, printed in full or shortened", () => {
    const q = "Did the board approve chargers in the Park Street district?";
    expect(namedStreets(q).map((s) => s.name)).toEqual(["park street"]);
    expect(printed(q, "Chargers at 1501 Park St. were approved.")).toEqual([true]);
    expect(printed(q, "Chargers on Park Street.")).toEqual([true]);
    // Its words apart, or another street, is not the street.
    expect(printed(q, "A park on Oak Street.")).toEqual([false]);
    expect(printed(q, "Park Streetscape plan.")).toEqual([false]);
  });

  it("takes a name of one word without its kind, given as a name of its own", () => {
    const q = "Which street was looked at to replace the Versailles Avenue slow street?";
    expect(printed(q, "Staff explained why Versailles was a better choice over Pearl Street.")).toEqual([true]);
    // Not a sentence's first word, nor a word of another name, nor written small.
    expect(printed(q, "Versailles was a better choice.")).toEqual([false]);
    expect(printed(q, "The Versailles Hotel asked for parking.")).toEqual([false]);
    expect(printed(q, "A trip to Paris and versailles.")).toEqual([false]);
    // A word the question also uses for a thing may be that thing.
    expect(printed("Could the big oak on Oak Street come down?", "The removing of Oak trees.")).toEqual([false]);
    expect(printed("Did the board approve chargers in the Park Street district?", "Chargers by Jackson Park.")).toEqual(
      [false],
    );
  });

  it("takes a name of two words without its kind, and leaves numbered roads and other names alone", () => {
    expect(printed("Who opposed the restrictions at Santa Clara Avenue?", "Santa Clara and Webster")).toEqual([true]);
    expect(namedStreets("When will the trimming along County Road 205 start?")).toEqual([]);
    expect(namedStreets("Did the Historical Advisory Board meet?")).toEqual([]);
    expect(namedStreets("On Main Street, what happened?").map((s) => s.name)).toEqual(["main street"]);
  });
});

describe("namedPlaces", () => {
  const printed = (question: string, text: string) => namedPlaces(question).map((s) => s.printed.test(text));

  it("reads a place of one name and its kind, printed with a word between or not", () => {
    const q = "Did the historical board approve removing the old palm trees in Jackson Park?";
    expect(namedPlaces(q).map((s) => s.name)).toEqual(["jackson park"]);
    expect(printed(q, "The palms in Jackson Park were to stay.")).toEqual([true]);
    expect(printed(q, "Jackson's Park")).toEqual([true]);
    expect(printed("Is Crown Beach open?", "Crown State Beach")).toEqual([true]);
    // Its words apart, or another place, is not the place.
    expect(printed(q, "Mr. Jackson spoke about the park.")).toEqual([false]);
    expect(printed(q, "Palm trees at Lincoln Park.")).toEqual([false]);
  });

  it("leaves streets, longer formal names and other names alone", () => {
    expect(namedPlaces("What happened on Park Street?")).toEqual([]);
    expect(namedPlaces("What was built at the former Naval Air Station?")).toEqual([]);
    expect(namedPlaces("Did the Historical Advisory Board meet?")).toEqual([]);
  });
});

describe("namedAddresses", () => {
  const printed = (question: string, text: string) => namedAddresses(question).map((a) => a.test(text));

  it("reads a street address as the number before the street's name, however the street's kind is printed", () => {
    const q = "Who moved to let the owner tear down the old outbuilding at 2986 Northwood Drive?";
    expect(printed(q, "7-A PLN21-0497 - 2986 Northwood Drive - Certificate of Approval")).toEqual([true]);
    expect(printed(q, "2986 Northwood Dr.")).toEqual([true]);
    expect(printed(q, "12986 Northwood Drive")).toEqual([false]);
    expect(printed(q, "2968 Northwood Drive")).toEqual([false]);
    expect(printed("What year was the house at 63 Garden Road built?", "PLN17-0396 - 63 Garden Rd")).toEqual([true]);
  });

  it("reads the last number of a pair or a range, as minutes print either", () => {
    const q = "Who moved to approve the storefronts at 1337 and 1339 Park Street?";
    expect(printed(q, "1337-1339 Park Street")).toEqual([true]);
    expect(printed(q, "1337 and 1339 Park Street")).toEqual([true]);
    expect(printed("How big were the apartments at 1305-1311 Park Street?", "1305-1311 Park St.")).toEqual([true]);
    // A front house and its rear unit, printed as one caption.
    expect(printed("How much of the house at 535 Pacific Avenue was removed?", "535 and 535 ½ Pacific Avenue")).toEqual(
      [true],
    );
  });

  it("finds none in a question that names a street without a number", () => {
    expect(namedAddresses("Did the board approve car chargers on Park Street?")).toEqual([]);
  });
});

describe("namedNumbers", () => {
  const names = (question: string) => namedNumbers(question).map((n) => n.name);

  it("reads a thing named by a word and a number, not a date, a year or a part of the minutes", () => {
    expect(names("How many riders use AC Transit's Line 78 and County Road 205?")).toEqual(["Line 78", "Road 205"]);
    expect(names("Who owns Lot #52?")).toEqual(["Lot 52"]);
    expect(names("What was said on June 5 about Item 7 and the Plan 2030 goals?")).toEqual([]);
    expect(names("What did PLN08-0035 allow in Building 35-A?")).toEqual(["Building 35"]);
  });

  it("tests a text for the number alone, not inside another number", () => {
    const [line] = namedNumbers("Does Line 78 stop at the ferry?");
    expect(line!.printed.test("the 78 runs every half hour")).toBe(true);
    expect(line!.printed.test("route 178 and 7.8 miles")).toBe(false);
  });
});

describe("names the reader tagged", () => {
  it("are what namesIn answers for their sentence, without tagging it again", () => {
    const text = "The board thanked Quillon Varga of Zephyrine Works for the report.";
    const stored = [{ kind: "organization" as const, text: "Zephyrine Works" }];
    rememberNames(text, stored);
    expect(namesIn(text)).toBe(stored);
  });
});
