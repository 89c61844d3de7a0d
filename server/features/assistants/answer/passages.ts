import { rerank } from "../compose";
import { analyzeQuestion, type QuestionAnalysis } from "../question";
import { preferMonth } from "../temporal";
import { topicQuery } from "../text";
import type { QueryAnalysis } from "../../documents/search";
import type { DocumentBody, Passage, Retrieval, TermWeights } from "../types";
import { withPhrasingCapped } from "./match";
import { rarestTerm } from "./order";
import { SPAN_RARE_DF } from "./thresholds";

/**
 * Document passages for a question: a date in it narrows the search to those meetings (and is
 * matched against meeting dates rather than the text); a month alone ranks that month's meetings first.
 */
export async function findPassages(
  r: Retrieval,
  question: string,
  body: DocumentBody | undefined,
  a: QuestionAnalysis = analyzeQuestion(question),
): Promise<Passage[]> {
  const { when, topic } = a;
  const range = when.from ? { from: when.from, to: when.to } : undefined;
  // "First", "latest" and "over the years" questions need every meeting of the subject, not the best few.
  const wide =
    /\b(first|earliest|originally|initially|last|latest|most recent(ly)?|recently)\b/i.test(question) ||
    a.spans ||
    // An item put off is often a caption and one line ("Postponed until the June 27 meeting"), which
    // ranks below the long discussions of its subject.
    a.kind === "continuance";
  const query = topic || topicQuery(question) || question;
  const limit = wide ? 60 : 20;
  let passages = await r.searchPassages(query, body, limit, range);
  // A date-only question ("what happened at the May 5, 2011 meeting?") reads that meeting's pages.
  if (range && !passages.length) passages = await r.searchPassages(question, body, 20, range);
  // "The old 1988 survey": when no meeting of the year a thing is named by holds it, the meetings
  // that discussed it are of other years.
  if (range && !passages.length && when.naming) passages = await r.searchPassages(query, body, limit);
  // A question over time keeps enough passages to reach every meeting of its subject.
  const ranked = rerank(question, preferMonth(passages, when.month, when.months), a.order).slice(0, a.spans ? 40 : 12);
  // Every meeting that names the rarest thing of a question over time, even in one short line ("the
  // guardrail will be installed within the week"), which ranks below long discussions of the rest.
  if (a.spans && r.weighTerms) {
    const rare = rarestTerm(await r.weighTerms(topic || question));
    if (rare) {
      const seen = new Set(ranked.map((p) => p.passageId));
      // Such a passage covers the one word it was found by, not the question: its item is weighed
      // by what the item holds.
      for (const p of await r.searchPassages(rare, body, SPAN_RARE_DF, range))
        if (!seen.has(p.passageId)) ranked.push({ ...p, coverage: 0 });
    }
  }
  return ranked;
}

/**
 * The retrieval as one question reads it: its searches also match the other words of its verbs, and
 * each query's analysis (read by its searches and its term weights) and its term weights (its
 * phrasing capped), asked for by the search for a question over time and again by the items'
 * matching, are read from the database once.
 */
export function forOneQuestion(r: Retrieval, a: QuestionAnalysis): Retrieval {
  const weigh = r.weighTerms;
  const analyze = r.analyze;
  const analyses = new Map<string, Promise<QueryAnalysis>>();
  const analysisOf = analyze
    ? (query: string) => {
        let found = analyses.get(query);
        if (!found) analyses.set(query, (found = analyze(query, a.alternatives, a.spellings)));
        return found;
      }
    : undefined;
  const read = new Map<string, Promise<TermWeights>>();
  return {
    ...r,
    searchPassages: async (query, body, limit, range) =>
      r.searchPassages(query, body, limit, range, a.alternatives, a.spellings, await analysisOf?.(query)),
    analyze: analysisOf,
    weighTerms: weigh
      ? (query) => {
          let weights = read.get(query);
          if (!weights)
            read.set(
              query,
              (weights = Promise.resolve(analysisOf?.(query))
                .then((analysis) => weigh(query, a.alternatives, a.spellings, analysis))
                .then((w) => withPhrasingCapped(w, a))),
            );
          return weights;
        }
      : undefined,
  };
}
