import { describe, expect, it } from "vitest";
import type { QueryAnalysis } from "../../documents/search";
import { analyzeQuestion } from "../question";
import type { Retrieval } from "../types";
import { forOneQuestion } from "./passages";

const ANALYSIS: QueryAnalysis = {
  terms: [{ lexeme: "guardrail", df: 3, idf: 4, alts: [] }],
  codes: [],
  exact: [],
  total: 100,
};

/** A retrieval that counts the analyses it reads and keeps what each search was given. */
function counting() {
  const analyzed: string[] = [];
  const searched: Array<QueryAnalysis | undefined> = [];
  const weighed: Array<QueryAnalysis | undefined> = [];
  const searchPassages: Retrieval["searchPassages"] = async (...args) => {
    searched.push(args[6]);
    return [];
  };
  const analyze: NonNullable<Retrieval["analyze"]> = async (query) => {
    analyzed.push(query);
    return ANALYSIS;
  };
  const weighTerms: NonNullable<Retrieval["weighTerms"]> = async (...args) => {
    weighed.push(args[3]);
    return { codes: [], terms: [], passages: 100 };
  };
  // Only what forOneQuestion reads; the rest of a retrieval is never called here.
  const r = { searchPassages, analyze, weighTerms } as unknown as Retrieval;
  return { r, analyzed, searched, weighed };
}

describe("forOneQuestion", () => {
  it("reads a query's analysis once for its searches and its term weights", async () => {
    const { r, analyzed, searched, weighed } = counting();
    const one = forOneQuestion(r, analyzeQuestion("When was the guardrail installed?"));
    await one.searchPassages("guardrail installed", undefined, 20);
    await one.weighTerms!("guardrail installed");
    await one.searchPassages("guardrail installed", undefined, 60, { from: "2019-01-01" });
    await one.searchPassages("guardrail", undefined, 20);
    expect(analyzed).toEqual(["guardrail installed", "guardrail"]);
    expect(searched).toEqual([ANALYSIS, ANALYSIS, ANALYSIS]);
    expect(weighed).toEqual([ANALYSIS]);
  });

  it("searches without an analysis where the retrieval reads none", async () => {
    const { r, searched } = counting();
    const one = forOneQuestion({ ...r, analyze: undefined }, analyzeQuestion("When was the guardrail installed?"));
    await one.searchPassages("guardrail installed", undefined, 20);
    expect(searched).toEqual([undefined]);
  });
});
