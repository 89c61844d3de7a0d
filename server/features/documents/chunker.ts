/**
 * Splits page texts into passages. Passages never cross a page (a citation names the page where
 * the sentence is); within a page they break at paragraphs, then sentences, then words, aiming at
 * 800-1200 characters with a short overlap (the previous passage's last sentence).
 */
export type Passage = { page: number; ordinal: number; caption: string; text: string };

export const PASSAGE_MIN = 800;
export const PASSAGE_MAX = 1200;
const OVERLAP_MAX = 200;
const TAIL_MERGE = 250;

/** Lines joined into paragraphs; words hyphenated across a line break are rejoined. */
export function paragraphsOf(pageText: string): string[] {
  return pageText
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((p) =>
      p
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .reduce(
          (acc, line) =>
            acc === "" ? line : /[a-z]-$/.test(acc) && /^[a-z]/.test(line) ? acc.slice(0, -1) + line : `${acc} ${line}`,
          "",
        ),
    )
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length > 0);
}

/** A short line that names a section: "CALL TO ORDER", "5. Ramona Town Center", "Item 7B: ...". */
export function isCaption(p: string): boolean {
  if (p.length > 100 || p.length < 3) return false;
  if (/[.;,]$/.test(p) && !/^\d+[.)]/.test(p)) return false;
  const letters = p.replace(/[^A-Za-z]/g, "");
  if (letters.length >= 3 && letters === letters.toUpperCase()) return true;
  return (
    /^(item\s+)?\d{1,2}[A-Za-z]?[.):]\s+\S/i.test(p) ||
    /^[A-H][.)]\s+[A-Z]/.test(p) ||
    /^(agenda\s+)?item\s+\d/i.test(p)
  );
}

const SENTENCE_END = /(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Z0-9])/;

export function sentencesOf(paragraph: string): string[] {
  const out: string[] = [];
  for (const s of paragraph.split(SENTENCE_END)) {
    if (s.length <= PASSAGE_MAX) {
      if (s) out.push(s);
      continue;
    }
    // A run-on "sentence" longer than a passage: break at words.
    let cur = "";
    for (const w of s.split(" ")) {
      if (cur && cur.length + 1 + w.length > PASSAGE_MAX) {
        out.push(cur);
        cur = "";
      }
      cur = cur ? `${cur} ${w}` : w.slice(0, PASSAGE_MAX);
    }
    if (cur) out.push(cur);
  }
  return out;
}

function lastSentence(text: string): string {
  const parts = text.split(SENTENCE_END);
  const last = parts[parts.length - 1] ?? "";
  return last.length <= OVERLAP_MAX && parts.length > 1 ? last : "";
}

/** Splits one page into passage texts with the caption in force at each passage's start. */
function splitPage(
  text: string,
  startCaption: string,
): { chunks: Array<{ caption: string; text: string }>; caption: string } {
  const chunks: Array<{ caption: string; text: string }> = [];
  let caption = startCaption;
  let cur = ""; // the passage being built
  let fresh = false; // whether it holds more than the overlap carried from the previous passage
  let curCaption = caption;
  const close = (overlap: boolean) => {
    if (fresh && cur.trim()) chunks.push({ caption: curCaption, text: cur.trim() });
    cur = overlap && fresh ? lastSentence(cur) : "";
    fresh = false;
    curCaption = caption;
  };
  const add = (piece: string) => {
    if (fresh && cur.length + 1 + piece.length > PASSAGE_MAX) close(true);
    if (!fresh) curCaption = caption;
    cur = cur ? `${cur}\n${piece}` : piece;
    fresh = true;
  };
  for (const para of paragraphsOf(text)) {
    if (isCaption(para)) {
      // A new section starts a new passage once the current one is reasonably long.
      if (cur.length >= PASSAGE_MIN * 0.6) close(false);
      caption = para;
    }
    const pieces = para.length + 1 + cur.length <= PASSAGE_MAX ? [para] : sentencesOf(para);
    for (const piece of pieces) add(piece);
    if (cur.length >= PASSAGE_MIN) close(true);
  }
  if (fresh && cur.trim()) {
    const prev = chunks[chunks.length - 1];
    if (prev && cur.length < TAIL_MERGE && prev.text.length + cur.length <= PASSAGE_MAX + TAIL_MERGE) {
      // A short tail joins the previous passage rather than standing alone (without the overlap).
      const overlap = lastSentence(prev.text);
      const tail = overlap && cur.startsWith(overlap) ? cur.slice(overlap.length).trim() : cur.trim();
      if (tail) prev.text = `${prev.text}\n${tail}`;
    } else {
      chunks.push({ caption: curCaption, text: cur.trim() });
    }
  }
  return { chunks, caption };
}

/** Splits the pages of a document (page 1 first) into numbered passages. */
export function splitIntoPassages(pages: string[]): Passage[] {
  const out: Passage[] = [];
  let caption = "";
  pages.forEach((text, i) => {
    const r = splitPage(text, caption);
    caption = r.caption;
    for (const c of r.chunks) out.push({ page: i + 1, ordinal: out.length, caption: c.caption, text: c.text });
  });
  return out;
}

/** Whether the pages hold real text (not just page numbers or stray marks of a scanned file). */
export function hasExtractableText(pages: string[]): boolean {
  const letters = pages.join(" ").replace(/[^\p{L}]/gu, "").length;
  return letters >= Math.min(40, 10 * Math.max(1, pages.length));
}

/**
 * Identifiers written with digits and separators (parcel numbers 282-140-22-00, project numbers
 * PDS2019-STP-19-012, resolutions 2019-04): normalised to lower-case letters and digits so that
 * "282-140-22-00", "282 140 22 00" and "2821402200" all match.
 */
export function extractCodes(text: string): string[] {
  const found = new Set<string>();
  const re =
    /\b[A-Za-z]{0,6}\d[A-Za-z0-9]*(?:[-./][A-Za-z0-9]+)+\b|\b\d{3}[ -]\d{3}[ -]\d{2}(?:[ -]\d{2})?\b|\b[A-Za-z]{2,6}\d{3,}[A-Za-z0-9]*\b/g;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(raw)) continue; // a date
    if (/^\d+(\.\d+)?$/.test(raw)) continue; // a plain number
    const norm = raw.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (norm.length >= 5) found.add(norm);
  }
  return [...found];
}
