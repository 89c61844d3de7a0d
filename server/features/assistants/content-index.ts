import { queryTerms, stem, words, isStopWord } from "./text";
import type { ContentPassage } from "./types";

export type ContentHit = ContentPassage & { score: number; coverage: number };

/**
 * A small in-memory BM25 index over the site's own pages (a few hundred passages), with corpus-wide
 * term rarity so that "Ramona" or "meeting" weigh less than "septic" or "signage".
 */
export class ContentIndex {
  private docs: Array<{ p: ContentPassage; tf: Map<string, number>; len: number; titleTerms: Set<string> }> = [];
  private df = new Map<string, number>();
  private avgLen = 1;

  constructor(passages: ContentPassage[]) {
    for (const p of passages) {
      const tf = new Map<string, number>();
      const toks = words(`${p.title} ${p.text} ${(p.keywords ?? []).join(" ")}`)
        .filter((w) => !isStopWord(w))
        .map(stem);
      for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
      const titleTerms = new Set(
        words(p.title)
          .filter((w) => !isStopWord(w))
          .map(stem),
      );
      this.docs.push({ p, tf, len: toks.length, titleTerms });
      for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
    this.avgLen = this.docs.reduce((s, d) => s + d.len, 0) / Math.max(this.docs.length, 1) || 1;
  }

  idf(term: string): number {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  search(question: string, limit = 5): ContentHit[] {
    const terms = queryTerms(question);
    if (!terms.length) return [];
    const weights = terms.map((t) => ({ t, w: this.idf(t) }));
    const total = weights.reduce((s, x) => s + x.w, 0) || 1;
    const k1 = 1.2;
    const b = 0.75;
    const hits: ContentHit[] = [];
    for (const d of this.docs) {
      let score = 0;
      let covered = 0;
      for (const { t, w } of weights) {
        const f = d.tf.get(t) ?? 0;
        if (!f) continue;
        covered += w;
        score += (w * (f * (k1 + 1))) / (f + k1 * (1 - b + (b * d.len) / this.avgLen));
        if (d.titleTerms.has(t)) score += w * 0.5;
      }
      if (score > 0) hits.push({ ...d.p, score, coverage: covered / total });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
