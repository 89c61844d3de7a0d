import type { Motion } from "../documents/minutes/types";
import { documentPageUrl, type Evidence } from "./citations";
import { withCite } from "./compose";
import type { QuestionAnalysis } from "./question";
import { clip, formatDate, sentences, stem, words, isStopWord } from "./text";
import type { ItemContext, Passage, TermWeights } from "./types";

/** An agenda item (or, where no items were recognised, a lone passage) matched to a question. */
export type ItemMatch = {
  item: ItemContext;
  /** Share (0..1) of the question's rarity-weighted terms found anywhere in the item. */
  coverage: number;
  /** Position of the item's best passage in the search results. */
  rank: number;
};

/** A sentence of an item with the page it is printed on. */
type Line = { page: number; text: string; index: number };

/** A passage outside any recognised item, read as an item of one passage. */
function loneItem(p: Passage): ItemContext {
  return {
    documentId: p.documentId,
    title: p.title,
    body: "",
    meetingDate: p.meetingDate,
    ordinal: -p.passageId,
    code: null,
    itemTitle: "",
    pageFrom: p.page,
    pageTo: p.page,
    continuedTo: null,
    passages: [{ passageId: p.passageId, page: p.page, text: p.text }],
    motions: [],
    lexemes: [],
  };
}

/**
 * The agenda items behind the best passages, each read whole (title, every page, motions) and
 * scored by how much of the question's rarity-weighted terms it holds. An item's coverage is never
 * below that of its best passage.
 */
export async function matchItems(
  load: (keys: Array<{ documentId: number; ordinal: number }>, lexemes: string[]) => Promise<ItemContext[]>,
  weights: TermWeights,
  passages: Passage[],
  limit: number,
): Promise<ItemMatch[]> {
  const keys: Array<{ documentId: number; ordinal: number }> = [];
  const seen = new Set<string>();
  const order: Array<{ key: string; passage: Passage }> = [];
  for (const p of passages) {
    const key = p.itemOrdinal != null ? `${p.documentId}:${p.itemOrdinal}` : `p${p.passageId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    order.push({ key, passage: p });
    if (p.itemOrdinal != null) keys.push({ documentId: p.documentId, ordinal: p.itemOrdinal });
    if (order.length >= limit) break;
  }
  const loaded = await load(
    keys,
    weights.terms.map((t) => t.lexeme),
  );
  const byKey = new Map(loaded.map((it) => [`${it.documentId}:${it.ordinal}`, it]));
  const total = weights.terms.reduce((s, t) => s + t.idf, 0);
  return order.map(({ key, passage }, rank) => {
    const item = byKey.get(key);
    if (!item) return { item: loneItem(passage), coverage: passage.coverage, rank };
    const held = weights.terms.filter((t) => item.lexemes.includes(t.lexeme)).reduce((s, t) => s + t.idf, 0);
    const coverage = total > 0 ? Math.max(passage.coverage, held / total) : passage.coverage;
    return { item, coverage, rank };
  });
}

/** The item's sentences in reading order, each with its page (overlapping passages read once). */
export function itemLines(item: ItemContext): Line[] {
  const out: Line[] = [];
  const seen = new Set<string>();
  for (const p of item.passages) {
    for (const s of sentences(p.text)) {
      const key = s.replace(/\s+/g, " ").trim();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ page: p.page, text: key, index: out.length });
    }
  }
  return out;
}

const DATE =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;
/** A quantity: a number that is not a date, a time, a tally or an item code, ideally with a unit. */
const NUMBER = /(?<![\d/-])\$?\d[\d,]*(?:\.\d+)?(?![\d/])(?:\s*(?:%|percent|feet|foot|ft|inches|miles?|mph|acres?|square|sq|units?|homes?|houses?|lots?|spaces?|stalls?|signatures?|people|residents?|members?|trees?|stories|story|years?|months?|weeks?|days?|hours?|minutes?|dollars|million|thousand|cars?|vehicles?|trips?|seats?|rooms?|beds?|buildings?|parcels?))?/i;
const UNIT = /\$\d|\d\s*(?:%|percent|feet|foot|ft|inches|miles?|mph|acres?|square|sq|units?|homes?|houses?|lots?|spaces?|stalls?|signatures?|people|residents?|trees?|stories|story|dollars|million|thousand|cars?|vehicles?|trips?|seats?|rooms?|buildings?)\b/i;
const WORD_NUMBER = /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/i;
const REASON = /\b(?:because|due\s+to|concern\w*|so\s+that|in\s+order\s+to|reasons?|since|worried|safety|impact\w*|problem\w*|issue\w*|oppos\w*)\b/i;
const VOTE_WORDS = /\b(?:motion|moved|seconded|carried|carries|passed|failed|ayes?|noes|unanimous\w*)\b/i;

/** Question words weighted by their rarity in the corpus (matched on a shared stem). */
function sentenceWeights(question: string, weights: TermWeights): Array<{ stem: string; weight: number }> {
  const out: Array<{ stem: string; weight: number }> = [];
  const maxIdf = Math.max(1, ...weights.terms.map((t) => t.idf));
  for (const w of words(question)) {
    if (isStopWord(w) || w.length < 2) continue;
    const s = stem(w);
    if (out.some((o) => o.stem === s)) continue;
    const lex = weights.terms.find((t) => t.lexeme.startsWith(s.slice(0, 5)) || s.startsWith(t.lexeme.slice(0, 5)));
    if (!lex) continue; // a question word the search does not count (filler, stop word)
    out.push({ stem: s, weight: lex.idf / maxIdf });
  }
  return out;
}

function termScore(text: string, weighted: Array<{ stem: string; weight: number }>): number {
  const set = new Set(words(text).map(stem));
  let score = 0;
  for (const w of weighted) if (set.has(w.stem) || [...set].some((x) => x.length >= 5 && x.startsWith(w.stem) && w.stem.length >= 5)) score += w.weight;
  return score;
}

/** How well a sentence answers the kind of question asked, besides naming its subject. */
function kindBonus(a: QuestionAnalysis, text: string): number {
  switch (a.kind) {
    case "quantity":
      return UNIT.test(text) ? 2 : NUMBER.test(text.replace(DATE, "")) || WORD_NUMBER.test(text) ? 1 : 0;
    case "date":
      return DATE.test(text) ? 1.5 : 0;
    case "continuance":
      return /\bcontinu\w*|postpon\w*|defer\w*/i.test(text) ? (DATE.test(text) ? 3 : 1) : 0;
    case "reason":
      return REASON.test(text) ? 1.2 : 0;
    case "named":
      return /(?:^|\s)(?!The\b|A\b|An\b|He\b|She\b|They\b|It\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+/.test(text.slice(1)) ? 0.6 : 0;
    case "vote":
    case "against":
    case "mover":
      return VOTE_WORDS.test(text) ? 1.5 : 0;
    default:
      return 0;
  }
}

type Scored = Line & { score: number; terms: number };

export function rankLines(a: QuestionAnalysis, weights: TermWeights, lines: Line[], itemTitle: string): Scored[] {
  const weighted = sentenceWeights(a.topic || a.question, weights);
  const titleTerms = termScore(itemTitle, weighted);
  return lines
    .map((l) => {
      const terms = termScore(l.text, weighted);
      // Terms of the item's title are already known to match: the answer is what the item says of them.
      let score = terms + kindBonus(a, l.text) + (titleTerms > 0 ? 0.3 : 0);
      const n = words(l.text).length;
      if (n < 5) score *= 0.3;
      else if (!/[.!?]["”)]?$/.test(l.text)) score *= 0.6; // a caption or a broken line
      if (l.text === itemTitle || itemTitle.startsWith(l.text)) score *= 0.2; // the caption is context, not an answer
      if (/^(?:staff|the\s+staff\s+report)\b.*\b(?:found\s+at|attachments?)\b/i.test(l.text)) score *= 0.3;
      return { ...l, score, terms };
    })
    .sort((x, y) => y.score - x.score || x.index - y.index);
}

const PROCEDURAL =
  /\b(?:extend\s+the\s+meeting|limit\s+(?:the\s+)?speakers?|adjourn|approv\w+\s+(?:of\s+)?the\s+(?:minutes|agenda)|accept\s+the\s+minutes|minutes\s+(?:of|for|from)\s+the\s+meeting|take\s+(?:the\s+)?items?\s+out\s+of\s+order|move\s+item)\b/i;

/** The motion a vote question is about: the item's substantive decision (its last, usually). */
export function pickMotion(a: QuestionAnalysis, item: ItemContext, weights: TermWeights): Motion | null {
  const weighted = sentenceWeights(a.topic || a.question, weights);
  const asksProcedure = PROCEDURAL.test(a.question);
  const scored = item.motions
    .map((m, i) => ({
      m,
      i,
      s:
        termScore(m.text, weighted) +
        (m.outcome ? 1 : 0) +
        (m.tallyText ? 1 : 0) +
        (PROCEDURAL.test(m.text) && !asksProcedure ? -3 : 0) +
        (a.kind === "against" && (m.noNames.length || m.abstainNames.length) ? 1.5 : 0) +
        (a.kind === "mover" && m.movedBy ? 1.5 : 0),
    }))
    .sort((x, y) => y.s - x.s || y.i - x.i);
  return scored[0]?.m ?? null;
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** One plain sentence that states a vote from what its page prints. */
export function voteSentence(m: Motion, kind: QuestionAnalysis["kind"]): string {
  const parts: string[] = [];
  const what = m.text && !/^(?:Motion|The|It)\b/.test(m.text) && /^(?:to|that|for|approval|acceptance)\b/i.test(m.text)
    ? `The motion ${clip(m.text.replace(/[.;:,]+$/, ""), 200)}`
    : "The motion";
  const verb =
    m.outcome === "carried"
      ? "carried"
      : m.outcome === "failed"
        ? "failed"
        : m.outcome === "withdrawn"
          ? "was withdrawn"
          : m.outcome === "continued"
            ? "was continued"
            : m.outcome === "no action"
              ? "ended with no action"
              : "was voted on";
  const tally = m.tallyText
    ? /^unanimous/i.test(m.tallyText)
      ? " unanimously"
      : /^\d/.test(m.tallyText)
        ? ` ${m.tallyText.replace(/\s*\(.*$/, "")}`
        : ` (${m.tallyText})`
    : "";
  parts.push(`${what} ${verb}${tally}`);
  if (m.noNames.length) parts.push(`${joinNames(m.noNames)} voted no`);
  if (m.abstainNames.length) parts.push(`${joinNames(m.abstainNames)} abstained`);
  if (m.absentNames.length && kind === "against") parts.push(`${joinNames(m.absentNames)} ${m.absentNames.length > 1 ? "were" : "was"} absent`);
  let text = parts.join("; ");
  if ((kind === "mover" || kind === "vote" || kind === "against") && (m.movedBy || m.secondedBy)) {
    const by = [m.movedBy ? `moved by ${m.movedBy}` : "", m.secondedBy ? `seconded by ${m.secondedBy}` : ""].filter(Boolean).join(" and ");
    text = kind === "mover" ? `It was ${by}. ${text}` : `${text} (${by})`;
  }
  return `${text}.`;
}

export type ItemComposition = { text: string; evidence: Evidence[] };

/** A cited answer from the best item: the asked fact first, then what supports it. */
export function composeFromItem(a: QuestionAnalysis, match: ItemMatch, weights: TermWeights): ItemComposition | null {
  const { item } = match;
  const evidence: Evidence[] = [];
  const cite = (page: number) => {
    let i = evidence.findIndex((e) => e.page === page);
    if (i < 0) {
      evidence.push({
        documentId: item.documentId,
        title: item.title,
        meetingDate: item.meetingDate,
        page,
        url: documentPageUrl(item.documentId, page),
      });
      i = evidence.length - 1;
    }
    return i + 1;
  };
  const lines = itemLines(item);
  const ranked = rankLines(a, weights, lines, item.itemTitle);
  const lead: string[] = [];
  const used = new Set<number>();
  const quote = (l: Line) => {
    used.add(l.index);
    return withCite(clip(l.text, 420), cite(l.page));
  };

  const wantsVote = a.kind === "vote" || a.kind === "against" || a.kind === "mover" || (a.vote && a.kind !== "quantity" && a.kind !== "named" && a.kind !== "reason");
  const motion = wantsVote ? pickMotion(a, item, weights) : null;
  if (motion && (motion.outcome || motion.tallyText || (a.kind === "mover" && motion.movedBy))) {
    lead.push(withCite(voteSentence(motion, a.kind), cite(motion.page)));
    // The printed vote itself, from the page that holds it.
    const printed = lines.find(
      (l) => l.page === motion.page && motion.tallyText && l.text.includes(motion.tallyText.split(/\s*\(/)[0]!.slice(0, 12)),
    );
    if (printed) used.add(printed.index);
  } else if (a.kind === "continuance" || (a.kind === "date" && item.continuedTo && /\bcontinu|postpon|until/i.test(a.question))) {
    const l = lines.find((x) => /\bcontinu\w*|postpon\w*/i.test(x.text) && DATE.test(x.text) && !/continued\s+from/i.test(x.text));
    if (l) lead.push(quote(l));
  }
  if (!lead.length) {
    const best = ranked.find((l) => l.score > 0 && !used.has(l.index));
    if (!best) return null;
    lead.push(quote(best));
  }

  const date = formatDate(item.meetingDate);
  const where = `**${item.title}**${date ? ` (${date})` : ""}${item.itemTitle ? `, item ${item.code ? `${item.code} ` : ""}“${clip(item.itemTitle, 140)}”` : ""}`;
  const support = ranked
    .filter((l) => !used.has(l.index) && l.terms > 0 && l.score >= (ranked[0]?.score ?? 0) * 0.4)
    .slice(0, a.kind === "fact" || a.kind === "named" || a.kind === "reason" ? 3 : 2)
    .sort((x, y) => x.index - y.index);
  // For a vote, the motion as printed is the first support.
  if (motion) {
    const printed = lines.filter((l) => l.page === motion.page && VOTE_WORDS.test(l.text) && l.text.length > 20).slice(-2);
    for (const l of printed.reverse()) if (!support.includes(l as Scored)) support.unshift(l as Scored);
  }
  const body = [...new Map(support.map((l) => [l.index, l])).values()].slice(0, 4);
  const out = [lead.join(" "), "", `From ${where}:`, ...body.map((l) => `- ${quote(l)}`)];
  if (!body.length) out.splice(1, 2, "", `From ${where}.`);
  return { text: out.join("\n"), evidence };
}

/** One line per meeting for a question over time: date, item, its outcome, each cited. */
export function composeTimeline(a: QuestionAnalysis, matches: ItemMatch[], weights: TermWeights): ItemComposition | null {
  const evidence: Evidence[] = [];
  const cite = (item: ItemContext, page: number) => {
    let i = evidence.findIndex((e) => e.documentId === item.documentId && e.page === page);
    if (i < 0) {
      evidence.push({ documentId: item.documentId, title: item.title, meetingDate: item.meetingDate, page, url: documentPageUrl(item.documentId, page) });
      i = evidence.length - 1;
    }
    return i + 1;
  };
  const byMeeting = new Map<string, ItemMatch>();
  for (const m of matches) {
    const key = `${m.item.documentId}`;
    if (!byMeeting.has(key)) byMeeting.set(key, m);
  }
  const rows = [...byMeeting.values()].sort((x, y) => (x.item.meetingDate ?? "").localeCompare(y.item.meetingDate ?? ""));
  if (rows.length === 0) return null;
  const lines = rows.map(({ item }) => {
    const date = formatDate(item.meetingDate) ?? item.title;
    const motion = pickMotion(a, item, weights);
    const ranked = rankLines(a, weights, itemLines(item), item.itemTitle);
    const best = ranked[0];
    let what: string;
    if (motion && (motion.outcome || motion.tallyText)) what = withCite(voteSentence(motion, "vote"), cite(item, motion.page));
    else if (best) what = withCite(clip(best.text, 300), cite(item, best.page));
    else what = withCite(clip(item.itemTitle || item.title, 200), cite(item, item.pageFrom));
    const continued = item.continuedTo ? ` Continued to ${formatDate(item.continuedTo)}.` : "";
    const title = item.itemTitle ? `${clip(item.itemTitle, 120)}: ` : "";
    return `- **${date}** — ${title}${what}${continued}`;
  });
  const first = rows[0]!.item;
  const last = rows[rows.length - 1]!.item;
  const head =
    rows.length === 1
      ? `I found one meeting on this, on ${formatDate(first.meetingDate) ?? "an undated meeting"}.`
      : `I found ${rows.length} meetings on this, from ${formatDate(first.meetingDate) ?? "?"} to ${formatDate(last.meetingDate) ?? "?"}.`;
  return { text: [head, "", "## Meeting by meeting", ...lines].join("\n"), evidence };
}
