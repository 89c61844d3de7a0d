import { describe, expect, it } from "vitest";
import { AMOUNTS } from "./amounts";
import { ASKS } from "./asks";
import { extractWhen } from "../temporal";
import { namedStreets } from "../names";
import { MONTH_RE, MONTHS, YEAR_PARTS, YEAR_PART_EXAMPLES } from "./calendar";
import { DATES } from "./dates";
import { MEASURES } from "./measures";
import { NAMES, STREET_KINDS } from "./names";
import { reads, type PhrasingTable } from "./phrasing";
import { TALK } from "./talk";
import { UPCOMING } from "./upcoming";
import { VOTES } from "./votes";
import { WORD_SHAPES } from "./words";
import { ROLES } from "../../documents/minutes/roles";
import { MOTION_SEQUENCE, MOTIONS, TALLIES } from "../../documents/minutes/vote-phrasings";
import { COUNTS, MOTION_WORDS, MOVED_BY, SECONDED_BY } from "../../documents/minutes/vote-parsers";

const TABLES: Record<string, PhrasingTable> = {
  AMOUNTS,
  ASKS,
  NAMES,
  UPCOMING,
  DATES,
  MEASURES,
  TALK,
  VOTES,
  WORD_SHAPES,
  ROLES,
  MOTIONS,
  TALLIES,
  MOTION_SEQUENCE,
  MOVED_BY,
  SECONDED_BY,
  MOTION_WORDS,
  COUNTS,
};

describe.each(Object.entries(TABLES))("the %s phrasings", (_, table) => {
  describe.each(Object.entries(table))("%s", (_name, row) => {
    it("has examples and counter-examples", () => {
      expect(row.examples.length).toBeGreaterThan(0);
      expect(row.counterExamples.length).toBeGreaterThan(0);
    });
    it.each(row.examples)("reads %j", (text) => expect(reads(row, text)).toBe(true));
    it.each(row.counterExamples)("does not read %j", (text) => expect(reads(row, text)).toBe(false));
  });
});

describe.each(STREET_KINDS)("the street kind $full", (row) => {
  it.each(row.examples)("reads a street in %j", (q) => {
    const streets = namedStreets(q);
    expect(streets).toHaveLength(1);
    // The street is found in the minutes whether they print its kind in full or shortened.
    const name = streets[0]!.name.split(" ").slice(0, -1).join(" ");
    expect(streets[0]!.printed.test(`a note about ${name} ${row.full[0]!.toUpperCase()}${row.full.slice(1)}`)).toBe(
      true,
    );
    expect(streets[0]!.printed.test(`a note about ${name} ${row.short.replace("?", "")}.`)).toBe(true);
  });
  it.each(row.counterExamples)("reads no street in %j", (q) => expect(namedStreets(q)).toHaveLength(0));
});

describe("the calendar's words", () => {
  const month = new RegExp(`^${MONTH_RE}$`, "i");
  it.each([...MONTHS, "Jan", "Sept.", "Sep", "DEC"])("reads the month %j", (m) => expect(month.test(m)).toBe(true));
  it.each(["Mayor", "Marching", "Decade"])("reads no month in %j", (m) => expect(month.test(m)).toBe(false));
  it.each(Object.entries(YEAR_PART_EXAMPLES).flatMap(([part, qs]) => qs.map((q) => [part, q] as const)))(
    "reads %s in %j",
    (part, q) => expect(extractWhen(q).months).toEqual(YEAR_PARTS[part]),
  );
});
