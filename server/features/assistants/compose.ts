import { documentPageUrl, type Evidence } from "./citations";
import { analyzeQuestion, type QuestionAnalysis } from "./question";
import { clip, formatDate, PUT_OFF, queryTerms, sentences, stemSet, words } from "./text";
import type { ContentPassage, Passage } from "./types";
import { RANKING } from "./rank/weights";

/** What a question asks for beyond its topic. */
export type Intent = { vote: boolean; when: boolean; spans: boolean; quantity: boolean };

/**
 * What a question asks for beyond its topic, read from its one analysis (made once per text): a
 * vote or a decision, a date, an amount, or every meeting of its subject.
 */
export function detectIntent(question: string): Intent {
  const a = analyzeQuestion(question);
  return {
    vote: a.vote,
    when: a.kind === "date" || a.kind === "continuance",
    quantity: a.kind === "quantity",
    spans: a.spans,
  };
}

const VOTE_RE =
  /\b(carried|failed|motion|moved|seconded|ayes?|noes?|nays?|abstain\w*|unanimous\w*)\b|(?<![\d-])\d{1,2}-\d{1,2}(?:-\d{1,2})?(?![\d-])/i;
/** A vote outcome: "carried 9-4-1", "Ayes: 7", "unanimous". A tally is never part of a longer code (APN 281-390-27-00). */
const TALLY_RE =
  /\b(carried|failed|passed|unanimous\w*|ayes?|noes?|nays?)\b|(?<![\d-])\d{1,2}-\d{1,2}(?:-\d{1,2})?(?![\d-])/i;
/** Sentences after the item count a little nearer than those before it. */
const distance = (i: number, from: number) => (i > from ? i - from : (from - i) * 1.5);
const DATE_RE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/;

const DECISIONS: Array<[RegExp, RegExp]> = [
  [/\b(den(y|ying|ied|ial)|reject\w*|oppos\w*|against|turn(ed)? down)\b/i, /\b(denial|deny|denied)\b/i],
  // "Back" is support, but "pushed back" and "set back" put an item off.
  [
    /\b(approv\w*|support\w*|in favou?r|endors\w*|(?<!\b(?:pushed|push|put|set|held|moved)\s+)back(ed)?)\b/i,
    /\b(approval|approve[ds]?)\b/i,
  ],
  [/\b(postpon\w*|delay\w*|defer\w*|continu\w*|tabled?|put\s+off|pushed\s+back|held\s+over)\b/i, PUT_OFF],
];

/** How far below the best passage's coverage a passage may be and still be lifted for its decision. */
const DECISION_NEAR = 0.3;
/** Passages whose coverage is this close to the best one's hold the subject as well: the rest never come before them. */
const PASSAGE_TIE = 0.05;

/**
 * Re-ranks retrieved passages for what the question asks beyond its subject: the decision it names
 * (denial, approval, continuance), a vote tally for a vote question, and the first or the latest
 * meeting for "first" / "last" questions. Passages that cover the subject less are never promoted
 * above those that cover it well, and a decision is read only in a passage about the subject
 * (within DECISION_NEAR of the best): "continue to work with …" in a passage about something else
 * does not put it before the ones about the subject.
 */
export function rerank<T extends { text: string; score: number; coverage: number; meetingDate: string | null }>(
  question: string,
  passages: T[],
  order: QuestionAnalysis["order"],
): T[] {
  if (passages.length < 2) return passages;
  const intent = detectIntent(question);
  const decision = DECISIONS.find(([asked]) => asked.test(question))?.[1];
  const best = Math.max(...passages.map((p) => p.coverage));
  const boosted = passages.map((p, i) => ({
    p,
    i,
    decided: decision ? p.coverage >= best - DECISION_NEAR && decision.test(p.text) : false,
    tallied: intent.vote && TALLY_RE.test(p.text),
    top: p.coverage >= best - PASSAGE_TIE,
  }));
  const first = order === "first";
  const last = order === "last" || (/\brecently\b/i.test(question) && !first);
  boosted.sort((a, b) => {
    if (a.top !== b.top) return a.top ? -1 : 1;
    if (a.decided !== b.decided) return a.decided ? -1 : 1;
    if ((first || last) && a.p.meetingDate && b.p.meetingDate && a.p.meetingDate !== b.p.meetingDate) {
      return first ? a.p.meetingDate.localeCompare(b.p.meetingDate) : b.p.meetingDate.localeCompare(a.p.meetingDate);
    }
    if (a.tallied !== b.tallied) return a.tallied ? -1 : 1;
    return b.p.score - a.p.score || a.i - b.i;
  });
  return boosted.map((b) => b.p);
}

export type Weighted = { term: string; weight: number };

/**
 * Weighs the question's topic terms by how rare they are among the retrieved texts, with a boost for
 * names and numbers (what the resident typed with a capital or a digit).
 */
export function weighTerms(question: string, texts: string[]): Weighted[] {
  const terms = queryTerms(question);
  const sets = texts.map((t) => stemSet(t));
  const n = Math.max(sets.length, 1);
  const capitalised = new Set((question.match(/\b[A-Z][a-zA-Z]+|\b\S*\d\S*/g) ?? []).flatMap((w) => queryTerms(w)));
  return terms.map((term) => {
    const df = sets.filter((s) => s.has(term)).length;
    let weight = 1 + Math.log((n + 1) / (df + 0.5));
    if (capitalised.has(term)) weight *= RANKING.term.name;
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

function scoreSentences(
  passage: Passage | ContentPassage,
  pIndex: number,
  weighted: Weighted[],
  intent: Intent,
): Scored[] {
  return sentences(passage.text).map((text, index) => {
    const set = stemSet(text);
    const termScore = weighted.reduce((s, w) => s + (set.has(w.term) ? w.weight : 0), 0);
    let score = termScore;
    const w = RANKING.passage;
    if (intent.vote && VOTE_RE.test(text)) score += termScore > 0 ? w.voteAbout : w.vote;
    if (intent.when && DATE_RE.test(text)) score += termScore > 0 ? w.dateAbout : w.date;
    if (intent.quantity && termScore > 0 && /\d/.test(text)) score += w.numberAbout;
    if (words(text).length < 4) score *= w.shortLine;
    // An agenda caption ("5. Dye Road Solar Facility (PDS2018-…)") names the subject but says nothing about it.
    else if (!/[.!?]["”)]?$/.test(text)) score *= w.brokenLine;
    return { text, score, termScore, passage: pIndex, index };
  });
}

/** A sentence with its marker before the final full stop: "… 1,200 square feet [1]." */
export function withCite(sentence: string, n: number): string {
  const m = /^(.*?)([.!?]+["”)]?)$/.exec(sentence);
  return m ? `${m[1]} [${n}]${m[2]}` : `${sentence} [${n}]`;
}

/** A cited sentence of the composed answer; `cite` is a 1-based index into the evidence list. */
export type Claim = { text: string; cite: number };

export type Composition = { lead: Claim[]; facts: Claim[]; evidence: Evidence[] };

export function passageEvidence(p: Passage): Evidence {
  return {
    documentId: p.documentId,
    title: p.title,
    meetingDate: p.meetingDate,
    page: p.page,
    url: documentPageUrl(p.documentId, p.page),
  };
}

/**
 * Picks the sentences that answer the question from the top passages: the best one (and, for a vote
 * or date question, the motion or date that goes with it) as the direct answer, then supporting
 * sentences from the next passages. Each claim cites the passage it was taken from.
 */
export function selectClaims(
  question: string,
  passages: Passage[],
  opts: { maxPassages?: number; minCoverage?: number } = {},
): Composition {
  const intent = detectIntent(question);
  const maxPassages = opts.maxPassages ?? (intent.spans ? 5 : 3);
  const minCoverage = opts.minCoverage ?? 0;
  const weighted = weighTerms(
    question,
    passages.map((p) => p.text),
  );
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

  // A vote or date question wants the motion, tally or date that goes with the item it is about.
  if (intent.vote && !TALLY_RE.test(best.text)) {
    const tally = first
      .filter((s) => s.index !== best.index && TALLY_RE.test(s.text))
      .sort((a, b) => distance(a.index, best.index) - distance(b.index, best.index) || b.score - a.score)[0];
    if (tally) {
      const motion = first.find(
        (s) => s.index === tally.index - 1 && s.index !== best.index && /\b(motion|moved)\b/i.test(s.text),
      );
      for (const s of motion ? [motion, tally] : [tally]) {
        lead.push({ text: s.text, cite: cite(p0) });
        used.add(`0:${s.index}`);
      }
    } else {
      // The motion may sit in the next passage of the same meeting (a passage ends mid-item).
      for (const p of passages.filter((x) => x !== p0 && x.documentId === p0.documentId)) {
        const ss = sentences(p.text);
        const i = ss.findIndex((t) => /\b(carried|failed|passed)\b/i.test(t) && TALLY_RE.test(t));
        if (i < 0) continue;
        const motion = i > 0 && /\b(motion|moved)\b/i.test(ss[i - 1]!) ? ss[i - 1] : undefined;
        for (const t of motion ? [motion, ss[i]!] : [ss[i]!]) lead.push({ text: t, cite: cite(p) });
        break;
      }
    }
  } else if (intent.when && !DATE_RE.test(best.text) && !p0.meetingDate) {
    const dated = first
      .filter((s) => s.index !== best.index && DATE_RE.test(s.text))
      .sort((a, b) => distance(a.index, best.index) - distance(b.index, best.index))[0];
    if (dated) {
      lead.push({ text: dated.text, cite: cite(p0) });
      used.add(`0:${dated.index}`);
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
export function renderDocumentAnswer(
  question: string,
  passages: Passage[],
  opts: { minCoverage?: number } = {},
): { text: string; evidence: Evidence[] } {
  const intent = detectIntent(question);
  const { lead, facts, evidence } = selectClaims(question, passages, opts);
  const p0 = passages[0];
  if (!p0 || !lead.length) return { text: "", evidence };
  const date = formatDate(p0.meetingDate);
  const where = `**${p0.title}**${date ? ` (${date}${p0.page ? `, page ${p0.page}` : ""})` : p0.page ? ` (page ${p0.page})` : ""}`;
  const lines: string[] = [`According to ${where}: ${lead.map((c) => withCite(clip(c.text), c.cite)).join(" ")}`];
  if (facts.length) {
    lines.push("", intent.spans ? "## Across the meetings" : "## Supporting facts");
    const factLines = facts.map((c) => {
      const e = evidence[c.cite - 1];
      const d = formatDate(e?.meetingDate);
      return `- ${d ? `**${d}:** ` : ""}${withCite(clip(c.text), c.cite)}`;
    });
    lines.push(...factLines);
  }
  return { text: lines.join("\n"), evidence };
}

/** A composed answer from the site's own pages (the town assistant's content search). */
export function renderContentAnswer(question: string, pages: ContentPassage[]): { text: string; evidence: Evidence[] } {
  const intent = detectIntent(question);
  const weighted = weighTerms(
    question,
    pages.map((p) => p.text),
  );
  const top = pages[0];
  if (!top) return { text: "", evidence: [] };
  const evidence: Evidence[] = [{ title: top.title, meetingDate: null, page: null, url: top.url }];
  const titleStems = stemSet(top.title);
  const broad = weighted.length > 0 && weighted.every((w) => titleStems.has(w.term)) && !intent.quantity;
  const topScored = scoreSentences(top, 0, weighted, intent);
  let claims: Claim[];
  if (broad) {
    // "What are the ADU requirements?": the page is the answer; give its opening points in order.
    claims = topScored
      .filter((s) => words(s.text).length >= 4)
      .slice(0, 5)
      .map((s) => ({ text: s.text, cite: 1 }));
  } else {
    // The best sentences of the best pages, wherever they are: "How big can a junior ADU be?" is
    // answered by the requirements page even when the page on ADU types ranks first.
    const candidates = pages
      .slice(0, 3)
      .flatMap((p, i) => (i === 0 ? topScored : scoreSentences(p, i, weighted, intent)).map((sc) => ({ sc, p })))
      .filter((x) => x.sc.termScore > 0)
      .sort((a, b) => b.sc.score - a.sc.score || a.sc.passage - b.sc.passage);
    const best = candidates[0]?.sc.score ?? 0;
    evidence.length = 0;
    claims = [];
    for (const { sc, p } of candidates) {
      if (claims.length >= 3 || sc.score < best * 0.5) break;
      if (claims.some((c) => c.text === sc.text)) continue;
      let n = evidence.findIndex((e) => e.url === p.url && e.title === p.title) + 1;
      if (!n) {
        evidence.push({ title: p.title, meetingDate: null, page: null, url: p.url });
        n = evidence.length;
      }
      claims.push({ text: sc.text, cite: n });
    }
  }
  if (!claims.length) return { text: "", evidence };
  const [first, ...rest] = claims;
  const lines = [withCite(clip(first!.text), first!.cite)];
  if (rest.length)
    lines.push(
      "",
      broad ? `## ${top.title}` : "## More details",
      ...rest.map((c) => `- ${withCite(clip(c.text), c.cite)}`),
    );
  return { text: lines.join("\n"), evidence };
}
