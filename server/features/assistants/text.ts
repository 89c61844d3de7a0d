/** Small text tools of the answering engine: words, stems, sentences. Pure functions. */

const STOP = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers him his how i if in " +
    "into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should " +
    "so some such than that the their theirs them then there these they this those through to too under until up very was we were " +
    "what when where which while who whom why will with would you your yours ever also get got tell know let lets please thanks " +
    "thank hi hello anything something someone anyone us may might must shall its it's i'm i'd whats what's ramona ramona's town"
  ).split(" "),
);

/** Words that carry no topic in a resident's question ("how did they vote" is intent, not topic). */
const QUESTION_NOISE = new Set(
  (
    "vote voted votes voting decide decided decision decisions happen happened say said says discuss discussed " +
    "approve approved approval meeting meetings meet met minutes group planning board design review rcpg drb " +
    "community item items agenda think need want like find look looking best good info information latest recent recently " +
    "year years time date day month which when last first next kind much many"
  ).split(" "),
);

export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** Splits text into lowercase word tokens; keeps numbers and codes such as 7-0 or PLN20-0123 whole. */
export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+(?:[-.'][a-z0-9]+)*/g) ?? [];
}

/** A light English stemmer: enough to match "restaurants"/"restaurant", "votes"/"voted"/"voting". */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "");
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("es") && /(ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

export function isStopWord(word: string): boolean {
  return STOP.has(word);
}

/** The topic terms of a question (stemmed, de-duplicated, in order). */
export function queryTerms(question: string): string[] {
  const out: string[] = [];
  for (const w of words(question)) {
    if (STOP.has(w) || QUESTION_NOISE.has(w) || w.length < 2) continue;
    const s = stem(w);
    if (QUESTION_NOISE.has(s)) continue;
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** Stemmed word set of a text, for overlap tests. */
export function stemSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const w of words(text)) if (!STOP.has(w)) set.add(stem(w));
  return set;
}

/** Splits a passage into sentences, keeping abbreviations and decimals together. */
export function sentences(text: string): string[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return [];
  const parts = clean.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/);
  const merged: string[] = [];
  for (const p of parts) {
    const prev = merged[merged.length - 1];
    if (prev && /\b(?:Mr|Mrs|Ms|Dr|St|Ave|Rd|No|Inc|Co|vs|approx|Jr|Sr|Blvd|Hwy|U\.S|a\.m|p\.m)\.$/i.test(prev)) {
      merged[merged.length - 1] = `${prev} ${p}`;
    } else merged.push(p);
  }
  return merged.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Shortens a sentence to at most `max` characters at a word boundary. */
export function clip(text: string, max = 320): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const at = cut.lastIndexOf(" ");
  return `${cut.slice(0, at > max * 0.6 ? at : max).replace(/[,;:]$/, "")}…`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2019-03-07" → "March 7, 2019"; anything else is returned as given. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : iso;
}
