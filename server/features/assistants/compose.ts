import { documentPageUrl, type Evidence } from "./citations";
import { clip, formatDate, queryTerms, sentences, stemSet, words } from "./text";
import type { ContentPassage, Passage } from "./types";

/** What a question asks for beyond its topic. */
export type Intent = { vote: boolean; when: boolean; spans: boolean };

export function detectIntent(question: string): Intent {
  const q = question.toLowerCase();
  return {
    vote: /\b(vote[ds]?|voting|tally|motion|approv\w*|den(y|ied)|reject\w*|pass(ed)?|unanimous\w*|decid\w*|decision|recommend\w*|support(ed)?|oppos\w*)\b/.test(q),
    when: /\b(when|which meeting|what meeting|what date|which date|what year|which year|how long ago)\b/.test(q),
    spans: /\b(over the years|over time|history of|each time|every time|all (the )?meetings|how many times|how often|several meetings|across|timeline|evolv\w*|changed)\b/.test(q),
  };
}

const VOTE_RE = /\b(carried|failed|motion|moved|seconded|ayes?|noes?|nays?|abstain\w*|unanimous\w*|\d{1,2}\s*-\s*\d{1,2}(?:\s*-\s*\d{1,2})?\b)/i;
const DATE_RE = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/;

export type Weighted = { term: string; weight: number };

/**
 * Weighs the question's topic terms by how rare they are among the retrieved texts, with a boost for
 * names and numbers (what the resident typed with a capital or a digit).
 */
export function weighTerms(question: string, texts: string[]): Weighted[] {
  const terms = queryTerms(question);
  const sets = texts.map((t) => stemSet(t));
  const n = Math.max(sets.length, 1);
  const capitalised = new Set(
    (question.match(/\b[A-Z][a-zA-Z]+|\b\S*\d\S*/g) ?? []).flatMap((w) => queryTerms(w)),
  );
  return terms.map((term) => {
    const df = sets.filter((s) => s.has(term)).length;
    let weight = 1 + Math.log((n + 1) / (df + 0.5));
    if (capitalised.has(term)) weight *= 1.5;
    return { term, weight };
  });
}

/** Share of the weighted terms a text contains. */
export function termCoverage(text: string, weighted: Weighted[]): number {
  const total = weighted.reduce((s, w) => s + w.weight, 0);
  if (!total) return 0;
  const set = stemSet(text);
  return weighted.reduce((s, w) => s + (set.has(w.term) ? w.weight : 0), 0) / total;
}

type Scored = { text: string; score: number; termScore: number; passage: number; index: number };

function scoreSentences(passage: Passage | ContentPassage, pIndex: number, weighted: Weighted[], intent: Intent): Scored[] {
  return sentences(passage.text).map((text, index) => {
    const set = stemSet(text);
    const termScore = weighted.reduce((s, w) => s + (set.has(w.term) ? w.weight : 0), 0);
    let score = termScore;
    if (intent.vote && VOTE_RE.test(text)) score += termScore > 0 ? 2.5 : 1;
    if (intent.when && DATE_RE.test(text)) score += termScore > 0 ? 1.5 : 0.5;
    if (words(text).length < 4) score *= 0.3;
    return { text, score, termScore, passage: pIndex, index };
  });
}

/** A cited sentence of the composed answer; `cite` is a 1-based index into the evidence list. */
export type Claim = { text: string; cite: number };

export type Composition = { lead: Claim[]; facts: Claim[]; evidence: Evidence[] };

export function passageEvidence(p: Passage): Evidence {
  return { documentId: p.documentId, title: p.title, meetingDate: p.meetingDate, page: p.page, url: documentPageUrl(p.documentId, p.page) };
}

/**
 * Picks the sentences that answer the question from the top passages: the best one (and, for a vote
 * or date question, the motion or date that goes with it) as the direct answer, then supporting
 * sentences from the next passages. Each claim cites the passage it was taken from.
 */
export function selectClaims(question: string, passages: Passage[], opts: { maxPassages?: number; minCoverage?: number } = {}): Composition {
  const intent = detectIntent(question);
  const maxPassages = opts.maxPassages ?? (intent.spans ? 5 : 3);
  const minCoverage = opts.minCoverage ?? 0;
  const weighted = weighTerms(question, passages.map((p) => p.text));
  const top = passages.slice(0, Math.max(maxPassages, 1));
  const evidence: Evidence[] = [];
  const evidenceIndex = new Map<string, number>();
  const cite = (p: Passage) => {
    const key = `${p.documentId}:${p.page}`;
    let i = evidenceIndex.get(key);
    if (i === undefined) {
      evidence.push(passageEvidence(p));
      i = evidence.length;
      evidenceIndex.set(key, i);
    }
    return i;
  };

  const perPassage = top.map((p, i) => scoreSentences(p, i, weighted, intent));
  const first = perPassage[0] ?? [];
  const best = [...first].sort((a, b) => b.score - a.score)[0];
  if (!best || !top[0]) return { lead: [], facts: [], evidence };
  const p0 = top[0];
  const lead: Claim[] = [{ text: best.text, cite: cite(p0) }];
  const used = new Set([`0:${best.index}`]);

  // A vote or date question wants the motion/tally or date that follows the item it is about.
  if ((intent.vote && !VOTE_RE.test(best.text)) || (intent.when && !DATE_RE.test(best.text) && !p0.meetingDate)) {
    const pattern = intent.vote ? VOTE_RE : DATE_RE;
    const follow = first.filter((s) => s.index !== best.index && pattern.test(s.text)).sort((a, b) => Math.abs(a.index - best.index) - Math.abs(b.index - best.index) || b.score - a.score)[0];
    if (follow) {
      lead.push({ text: follow.text, cite: cite(p0) });
      used.add(`0:${follow.index}`);
    }
  }

  const facts: Claim[] = [];
  const second = first.filter((s) => !used.has(`0:${s.index}`) && s.termScore > 0).sort((a, b) => b.score - a.score)[0];
  if (second && second.score >= best.score * 0.5) facts.push({ text: second.text, cite: cite(p0) });

  for (let i = 1; i < top.length; i++) {
    const p = top[i]!;
    if (p.coverage < minCoverage) continue;
    if (!intent.spans && facts.length >= 3) break;
    const s = [...perPassage[i]!].sort((a, b) => b.score - a.score)[0];
    if (!s || s.termScore <= 0 || s.score < best.score * (intent.spans ? 0.35 : 0.5)) continue;
    if ([...lead, ...facts].some((c) => c.text === s.text)) continue;
    facts.push({ text: s.text, cite: cite(p) });
  }
  return { lead, facts, evidence };
}

/** How a composed document answer reads: the direct answer first, then supporting facts. */
export function renderDocumentAnswer(question: string, passages: Passage[], opts: { minCoverage?: number } = {}): { text: string; evidence: Evidence[] } {
  const intent = detectIntent(question);
  const { lead, facts, evidence } = selectClaims(question, passages, opts);
  const p0 = passages[0];
  if (!p0 || !lead.length) return { text: "", evidence };
  const date = formatDate(p0.meetingDate);
  const where = `**${p0.title}**${date ? ` (${date}${p0.page ? `, page ${p0.page}` : ""})` : p0.page ? ` (page ${p0.page})` : ""}`;
  const lines: string[] = [`According to ${where}: ${lead.map((c) => `${clip(c.text)} [${c.cite}]`).join(" ")}`];
  if (facts.length) {
    lines.push("", intent.spans ? "## Across the meetings" : "## Supporting facts");
    const factLines = facts.map((c) => {
      const e = evidence[c.cite - 1];
      const d = formatDate(e?.meetingDate);
      return `- ${d ? `**${d}:** ` : ""}${clip(c.text)} [${c.cite}]`;
    });
    lines.push(...factLines);
  }
  return { text: lines.join("\n"), evidence };
}

/** A composed answer from the site's own pages (the town assistant's content search). */
export function renderContentAnswer(question: string, pages: ContentPassage[]): { text: string; evidence: Evidence[] } {
  const intent = detectIntent(question);
  const weighted = weighTerms(question, pages.map((p) => p.text));
  const evidence: Evidence[] = [];
  const claims: Claim[] = [];
  pages.slice(0, 3).forEach((p, i) => {
    const scored = scoreSentences(p, i, weighted, intent).sort((a, b) => b.score - a.score);
    const take = i === 0 ? scored.slice(0, 2) : scored.slice(0, 1);
    for (const s of take) {
      if (s.termScore <= 0) continue;
      if (!evidence.some((e) => e.url === p.url && e.title === p.title)) evidence.push({ title: p.title, meetingDate: null, page: null, url: p.url });
      const idx = evidence.findIndex((e) => e.url === p.url && e.title === p.title) + 1;
      claims.push({ text: s.text, cite: idx });
    }
  });
  if (!claims.length) return { text: "", evidence };
  const [first, ...rest] = claims;
  const lines = [`${clip(first!.text)} [${first!.cite}]`];
  if (rest.length) lines.push("", "## More details", ...rest.map((c) => `- ${clip(c.text)} [${c.cite}]`));
  return { text: lines.join("\n"), evidence };
}
