/**
 * Matching a meeting's agenda items to the items of its minutes: the minutes take up an agenda's
 * items in their own words and numbering (an item moved, one added, one dropped), so an item is
 * matched by the project or parcel number both print, else by the words of its title, else by its
 * number when the titles agree at least a little. Each item is matched once, best pairs first.
 */

export type MatchableItem = { code: string | null; title: string; refs: string[] };
export type MatchedBy = "number" | "project" | "title";
export type Pairing<A, M> = { agenda: A | null; minutes: M | null; by: MatchedBy | null };

const STOP = new Set(
  "the a an of and or to for at on in by with from item items report reports review discussion possible action information only update status regarding re"
    .split(" ")
    .filter(Boolean),
);

/** The words of a title that say what it is about: lower case, without numbers in parentheses and small words. */
export function titleWords(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .replace(/\([^)]*\d[^)]*\)/g, " ")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w) && !/^\d+$/.test(w))
    .map((w) => (w.length > 4 ? w.replace(/(?:ies|es|s)$/, "") : w));
  return new Set(words);
}

/** Dice's coefficient of two word sets. */
export function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return (2 * shared) / (a.size + b.size);
}

const refKey = (ref: string) => ref.toLowerCase().replace(/[^a-z0-9]/g, "");
/** "7-A", "7A", "7a." and "VII-A" compare as printed without punctuation and case. */
const codeKey = (code: string | null) => (code ? code.toLowerCase().replace(/[^a-z0-9]/g, "") : null);

const TITLE_MATCH = 0.5;
const NUMBER_TITLE_MATCH = 0.2;

function pairScore(a: MatchableItem, m: MatchableItem): { score: number; by: MatchedBy } | null {
  const refs = new Set(a.refs.map(refKey));
  const sharesRef = m.refs.some((r) => refs.has(refKey(r)));
  const words = dice(titleWords(a.title), titleWords(m.title));
  const sameCode = codeKey(a.code) !== null && codeKey(a.code) === codeKey(m.code);
  const score = (sharesRef ? 3 : 0) + 2 * words + (sameCode ? 1 : 0);
  if (sharesRef) return { score, by: "project" };
  if (words >= TITLE_MATCH) return { score, by: sameCode ? "number" : "title" };
  if (sameCode && words >= NUMBER_TITLE_MATCH) return { score, by: "number" };
  return null;
}

/**
 * Each agenda item beside the minutes' item that took it up (null when the minutes do not tell of
 * it), in the agenda's order, followed by the minutes' items no agenda item matched (added).
 */
export function matchAgenda<A extends MatchableItem, M extends MatchableItem>(
  agenda: A[],
  minutes: M[],
): Pairing<A, M>[] {
  const candidates: Array<{ a: number; m: number; score: number; by: MatchedBy }> = [];
  agenda.forEach((a, i) =>
    minutes.forEach((m, j) => {
      const p = pairScore(a, m);
      if (p) candidates.push({ a: i, m: j, ...p });
    }),
  );
  // Best pairs first; on a tie the one whose places in the two lists are nearer.
  candidates.sort((x, y) => y.score - x.score || Math.abs(x.a - x.m) - Math.abs(y.a - y.m));
  const ofAgenda = new Map<number, { m: number; by: MatchedBy }>();
  const taken = new Set<number>();
  for (const c of candidates) {
    if (ofAgenda.has(c.a) || taken.has(c.m)) continue;
    ofAgenda.set(c.a, { m: c.m, by: c.by });
    taken.add(c.m);
  }
  const out: Pairing<A, M>[] = agenda.map((a, i) => {
    const hit = ofAgenda.get(i);
    return { agenda: a, minutes: hit ? minutes[hit.m]! : null, by: hit?.by ?? null };
  });
  minutes.forEach((m, j) => {
    if (!taken.has(j)) out.push({ agenda: null, minutes: m, by: null });
  });
  return out;
}
