import { describe, expect, it } from "vitest";
import {
  extractCodes,
  hasExtractableText,
  isCaption,
  paragraphsOf,
  PASSAGE_MAX,
  PASSAGE_MIN,
  splitIntoPassages,
} from "./chunker";
import { findMeetingDate } from "./meeting-date";
import { parseMarked } from "./snippet";

const sentence = (i: number) =>
  `Sentence number ${i} tells the planning group about item ${i} on Main Street in some detail.`;
const paragraph = (from: number, n: number) => Array.from({ length: n }, (_, k) => sentence(from + k)).join(" ");

describe("splitting pages into passages", () => {
  it("keeps each passage on the page its text came from", () => {
    const pages = [paragraph(0, 30), "", paragraph(100, 5)];
    const ps = splitIntoPassages(pages);
    expect(new Set(ps.map((p) => p.page))).toEqual(new Set([1, 3]));
    for (const p of ps.filter((x) => x.page === 3)) expect(p.text).not.toContain("Sentence number 0 ");
    for (const p of ps.filter((x) => x.page === 1)) expect(p.text).not.toContain("Sentence number 100");
    expect(ps.map((p) => p.ordinal)).toEqual(ps.map((_, i) => i));
  });

  it("splits a long page at sentence boundaries into passages of about 800-1200 characters with overlap", () => {
    const ps = splitIntoPassages([paragraph(0, 60)]);
    expect(ps.length).toBeGreaterThan(3);
    for (const p of ps.slice(0, -1)) {
      expect(p.text.length).toBeGreaterThanOrEqual(PASSAGE_MIN * 0.6);
      expect(p.text.length).toBeLessThanOrEqual(PASSAGE_MAX);
      expect(p.text.trim()).toMatch(/\.$/); // ends at a sentence
    }
    // Overlap: each passage starts with the last sentence of the previous one.
    for (let i = 1; i < ps.length; i++) {
      const prevLast = ps[i - 1]!.text.split(/(?<=\.)\s+/).pop()!;
      expect(ps[i]!.text.startsWith(prevLast)).toBe(true);
    }
    // Nothing is lost.
    const all = ps.map((p) => p.text).join(" ");
    for (let i = 0; i < 60; i++) expect(all).toContain(sentence(i));
  });

  it("prefers paragraph boundaries and carries the section caption", () => {
    const page = [
      "1. CALL TO ORDER",
      paragraph(0, 4),
      "5. Montecito Road Self-Storage (PDS2021-MUP-21-004)",
      paragraph(10, 8),
      paragraph(20, 8),
    ].join("\n\n");
    const ps = splitIntoPassages([page]);
    const storage = ps.filter((p) => p.text.includes("Sentence number 20 "));
    expect(storage[0]!.caption).toBe("5. Montecito Road Self-Storage (PDS2021-MUP-21-004)");
    expect(ps[0]!.caption).toBe("1. CALL TO ORDER");
  });

  it("breaks a run-on text without sentences at words", () => {
    const words = Array.from({ length: 900 }, (_, i) => `word${i}`).join(" ");
    const ps = splitIntoPassages([words]);
    expect(ps.length).toBeGreaterThan(3);
    for (const p of ps) expect(p.text.length).toBeLessThanOrEqual(PASSAGE_MAX + 250);
  });

  it("rejoins lines and words hyphenated across lines", () => {
    expect(paragraphsOf("The develop-\nment on Main\nStreet.\n\nNext para.")).toEqual([
      "The development on Main Street.",
      "Next para.",
    ]);
  });

  it("recognises captions", () => {
    for (const c of ["CALL TO ORDER", "5. Ramona Town Center Retail", "Item 7B: Dye Road Solar", "ADJOURNMENT"])
      expect(isCaption(c)).toBe(true);
    for (const c of ["The meeting was called to order.", "a", "Motion carried 11-0-1."])
      expect(isCaption(c)).toBe(false);
  });

  it("tells text from empty or scanned pages", () => {
    expect(hasExtractableText(["", " 1 ", "2"])).toBe(false);
    expect(hasExtractableText(["Minutes of the regular meeting of the planning group."])).toBe(true);
  });
});

describe("identifiers", () => {
  it("normalises parcel and project numbers, and ignores dates and plain numbers", () => {
    expect(extractCodes("APN 282-140-22-00 and PDS2019-STP-19-012 on 1/5/2023, 14,000 sq ft")).toEqual([
      "2821402200",
      "pds2019stp19012",
    ]);
    expect(extractCodes("parcel 282 140 22 00")).toEqual(["2821402200"]);
    expect(extractCodes("Highway 67")).toEqual([]);
  });
});

describe("meeting dates from the first page", () => {
  it.each([
    ["RAMONA COMMUNITY PLANNING GROUP\nMinutes of the Regular Meeting of January 5, 2023\n", "2023-01-05"],
    ["Minutes of the Regular Meeting of\nThursday, Jan. 5th, 2023", "2023-01-05"],
    ["Meeting minutes 1/5/2023", "2023-01-05"],
    ["Agenda 2019-09-19 design review", "2019-09-19"],
    ["Minutes — 5 January 2023", "2023-01-05"],
    ["Minutes of September 7, 2017\nThe minutes of the August 3, 2017 meeting were approved.", "2017-09-07"],
  ])("%j → %s", (text, iso) => expect(findMeetingDate(text)).toBe(iso));

  it("prefers the heading's date over an approval of earlier minutes and ignores impossible dates", () => {
    expect(findMeetingDate("Approval of minutes of March 3, 2022\nRegular meeting held April 7, 2022")).toBe(
      "2022-04-07",
    );
    expect(findMeetingDate("Meeting of February 30, 2022")).toBeNull();
    expect(findMeetingDate("No date here")).toBeNull();
  });
});

describe("highlighted snippets", () => {
  it("turns markers into ranges over plain text", () => {
    const r = parseMarked("the \u0002Montecito\u0003 \u0002Road\u0003 storage\n\nfacility");
    expect(r.text).toBe("the Montecito Road storage facility");
    expect(r.highlights).toEqual([[4, 18]]);
    expect(r.text.slice(4, 18)).toBe("Montecito Road");
  });
});
