import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { AiQueryLogEntry } from "@common/analytics";
import { csvDate, csvField, csvFileName, queryLogCsv } from "./csv";

const entry = (over: Partial<AiQueryLogEntry>): AiQueryLogEntry => ({
  id: 1,
  question: "When does the planning group meet?",
  createdAt: "2026-11-21T17:05:03.000Z",
  responseTimeMs: 812,
  relevantDocuments: [4, 9],
  documentTitles: ["Minutes", "Plan"],
  questionLength: 34,
  answerLength: 420,
  assistant: "rcpg",
  ...over,
});

describe("query log CSV", () => {
  it("writes the documented columns and one row per query", () => {
    const csv = queryLogCsv([entry({})]);
    expect(csv).toBe(
      "Date,Question,Response Time (ms),Documents Used,Question Length,Answer Length\r\n" +
        "2026-11-21 09:05:03,When does the planning group meet?,812,2,34,420\r\n",
    );
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes, so a parser reads them back intact", () => {
    const questions = [
      "Lights, signs, and parking?",
      'What is the "Main Street" plan?',
      "First line\nsecond line",
      "Windows\r\nline end",
      'All, of "it"\nat once',
    ];
    const csv = queryLogCsv(questions.map((question, i) => entry({ id: i, question })));
    expect(csv).toContain('"Lights, signs, and parking?"');
    expect(csv).toContain('"What is the ""Main Street"" plan?"');
    expect(csv).toContain('"First line\nsecond line"');
    const parsed = Papa.parse<string[]>(csv.trimEnd(), { newline: "\r\n" });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(questions.length + 1);
    expect(parsed.data.slice(1).map((r) => r[1])).toEqual(questions);
    expect(parsed.data.every((r) => r.length === 6)).toBe(true);
  });

  it("defuses spreadsheet formulas: a cell starting with = + - @ tab or CR gets a leading quote", () => {
    const hostile = ['=HYPERLINK("http://evil.example","click")', "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1"];
    const csv = queryLogCsv(hostile.map((question) => entry({ question })));
    const parsed = Papa.parse<string[]>(csv.trimEnd(), { newline: "\r\n" });
    const cells = parsed.data.slice(1).map((r) => r[1]);
    expect(cells).toEqual(hostile.map((q) => `'${q}`));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    // Harmless text is left alone, including a formula character later in the cell.
    expect(csvField("a = b")).toBe("a = b");
    expect(csvField("What's new?")).toBe("What's new?");
    // Numbers are written as numbers.
    expect(csvField(0)).toBe("0");
  });

  it("writes a header only when there are no queries", () => {
    expect(queryLogCsv([])).toBe("Date,Question,Response Time (ms),Documents Used,Question Length,Answer Length\r\n");
  });

  it("dates the rows in Pacific time, across daylight saving time", () => {
    expect(csvDate("2026-07-04T19:00:00.000Z")).toBe("2026-07-04 12:00:00");
    expect(csvDate("2026-01-02T07:59:59.000Z")).toBe("2026-01-01 23:59:59");
    expect(csvDate("not a date")).toBe("not a date");
  });

  it("names the file with the current date", () => {
    expect(csvFileName(new Date(2026, 10, 21, 23, 59))).toBe("ai-queries-2026-11-21.csv");
    expect(csvFileName(new Date(2027, 0, 5, 0, 1))).toBe("ai-queries-2027-01-05.csv");
  });
});
