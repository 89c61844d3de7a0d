import type { AnswerTrace, DeclineReason, TraceCandidate } from "@common/answer-trace";
import type { ItemMatch } from "./answer";
import type { QuestionAnalysis } from "./question";
import type { RankedValues } from "./rank/ranking";
import type { TermWeights } from "./types";

/** How many of the weighed candidates a trace keeps (the best first). */
export const TRACE_CANDIDATES = 8;

/** How many of the question's weighted terms a trace keeps (the rarest first). */
const TRACE_TERMS = 12;

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The record of how one answer was reached, filled in as the engine goes: the analysis, the
 * question's terms, the candidates with each feature the engine computed for them, the choice and
 * how its lead was written, or the reason it declined. A feature is recorded where it is computed,
 * so the trace shows what decided, not a recomputation.
 */
export class TraceRecorder {
  private path: AnswerTrace["path"] = "declined";
  private terms: AnswerTrace["terms"] = [];
  private readonly features = new Map<ItemMatch, Record<string, number>>();
  private order: ItemMatch[] = [];
  private chosen: ItemMatch | null = null;
  private composed: string | null = null;
  private reason: DeclineReason | null = null;
  private detail: string | null = null;
  private confidence: AnswerTrace["confidence"] = null;

  constructor(private readonly a: QuestionAnalysis) {}

  /** The question's terms as the search weighs them. */
  weigh(weights: TermWeights): void {
    this.terms = [...weights.terms]
      .sort((x, y) => y.idf - x.idf)
      .slice(0, TRACE_TERMS)
      .map((t) => ({ lexeme: t.lexeme, idf: round(t.idf), df: t.df }));
  }

  /**
   * The candidates in the order the ranking put them, each with its coverage, search rank and the
   * value of every feature the ranking computed for it (`values`; the body named only when the
   * question names one).
   */
  rank(matches: ItemMatch[], values: RankedValues = new Map()): void {
    this.order = matches;
    for (const m of matches.slice(0, TRACE_CANDIDATES)) {
      const { bodyNamed, ...computed } = values.get(m) ?? {};
      this.feature(m, {
        ...computed,
        ...(this.a.body.length && bodyNamed !== undefined ? { bodyNamed } : {}),
        // The search's own rank (0 first), not the feature's 1 / (1 + rank).
        coverage: m.coverage,
        searchRank: m.rank,
      });
    }
  }

  /** Feature values computed for a candidate (kept only for those the trace lists). */
  feature(m: ItemMatch, values: Record<string, number | boolean>): void {
    const into = this.features.get(m) ?? {};
    for (const [k, v] of Object.entries(values)) into[k] = typeof v === "boolean" ? +v : round(v);
    this.features.set(m, into);
  }

  choose(m: ItemMatch | null, composed: string, path: AnswerTrace["path"] = "items"): void {
    this.chosen = m;
    this.composed = composed;
    this.path = path;
    this.reason = null;
    this.detail = null;
  }

  /** The path that answered without an item (the site's pages, the directories, a schedule…). */
  answeredBy(path: AnswerTrace["path"]): void {
    this.path = path;
    this.reason = null;
  }

  /** The confidence model's features and score for the item the answer is read from. */
  confide(c: { features: Record<string, number>; score: number | null; threshold: number | null }): void {
    this.confidence = {
      features: Object.fromEntries(Object.entries(c.features).map(([k, v]) => [k, round(v)])),
      score: c.score === null ? null : round(c.score),
      threshold: c.threshold === null ? null : round(c.threshold),
    };
  }

  decline(reason: DeclineReason, detail?: string | null): void {
    this.path = "declined";
    this.reason = reason;
    this.detail = detail ?? null;
  }

  toJSON(): AnswerTrace {
    const listed = this.order.slice(0, TRACE_CANDIDATES);
    if (this.chosen && !listed.includes(this.chosen)) listed.push(this.chosen);
    const candidates: TraceCandidate[] = listed.map((m) => ({
      documentId: m.item.documentId,
      title: m.item.title,
      meetingDate: m.item.meetingDate,
      itemTitle: m.item.itemTitle,
      pageFrom: m.item.pageFrom,
      pageTo: m.item.pageTo,
      features: this.features.get(m) ?? {},
    }));
    const { a } = this;
    return {
      path: this.path,
      analysis: {
        kind: a.kind,
        vote: a.vote,
        spans: a.spans,
        order: a.order,
        topic: a.topic,
        nouns: a.nouns,
        body: a.body,
        when: { from: a.when.from ?? undefined, to: a.when.to ?? undefined },
      },
      terms: this.terms,
      candidates,
      chosen: this.chosen ? listed.indexOf(this.chosen) : null,
      composed: this.composed,
      declineReason: this.reason,
      declineDetail: this.detail,
      confidence: this.confidence,
    };
  }
}
