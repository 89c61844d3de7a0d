import { describe, expect, it } from "vitest";
import { AMOUNTS } from "./amounts";
import { ASKS } from "./asks";
import { DATES } from "./dates";
import { reads, type PhrasingTable } from "./phrasing";
import { TALK } from "./talk";
import { VOTES } from "./votes";
import { WORD_SHAPES } from "./words";

const TABLES: Record<string, PhrasingTable> = { AMOUNTS, ASKS, DATES, TALK, VOTES, WORD_SHAPES };

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
