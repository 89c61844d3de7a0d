import { paragraphsOf } from "../chunker";

/**
 * The lines of a document with their page numbers, without the running headers and footers that
 * minutes repeat on every page ("Transportation Commission Page 3 of 15 04/23/08 Minutes").
 */
/** A bullet of a list (●, ○, •, ▪, ■, ◦) where a new point starts, with the space around it. */
export const BULLET = /(?:^|\s+)[●○•▪■◦]\s*/;

/** A month cut short ("Feb.") before its day ("29, 10 a.m."): one date, not the end of a sentence. */
const MONTH_CUT_SHORT = /\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.$/;
export const dateRunsOn = (before: string, after: string) => MONTH_CUT_SHORT.test(before) && /^\d/.test(after);

export type Line = { page: number; text: string; /** a blank line (a new paragraph) precedes it */ para: boolean };

/** A line's shape with its numbers and dates blurred, so that "Page 2 of 15" matches "Page 3 of 15". */
const shape = (s: string) =>
  s
    .toLowerCase()
    .replace(/\d+/g, "#")
    .replace(/\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/g, "@")
    .replace(/\s+/g, " ")
    .trim();

const VOTE_LINE = /\b(?:ayes?|noes?|nays?|abstain\w*|absent|motion|carried|passed|failed|vote[ds]?)\b/i;

/** How many lines at the top and at the foot of a page can be a running header or footer. */
const EDGE = 4;

export function documentLines(pages: string[]): Line[] {
  const perPage = pages.map((p) => {
    const out: Array<{ text: string; para: boolean }> = [];
    let blank = true;
    for (const raw of p.replace(/\r\n?/g, "\n").split("\n")) {
      const text = raw
        .replace(/[\u00a0\t]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (!text) {
        blank = true;
        continue;
      }
      out.push({ text, para: blank });
      blank = false;
    }
    return out;
  });
  // Shapes seen at a page's edge on several pages are running headers or footers.
  const seen = new Map<string, number>();
  for (const lines of perPage) {
    const edge = new Set([...lines.slice(0, EDGE), ...lines.slice(-EDGE)].map((l) => shape(l.text)));
    for (const s of edge) seen.set(s, (seen.get(s) ?? 0) + 1);
  }
  const minRepeats = Math.max(2, Math.ceil(pages.length * 0.3));
  const running = (text: string) => {
    if (/^(page\s*)?#?(\s*of\s*#)?$/i.test(shape(text))) return true; // a bare page number
    // A roll printed at the foot of several pages ("AYES – 7; NOES – 0") is a vote each time, not a footer.
    if (VOTE_LINE.test(text)) return false;
    return pages.length >= 2 && (seen.get(shape(text)) ?? 0) >= minRepeats && text.length < 120;
  };
  const out: Line[] = [];
  perPage.forEach((lines, i) => {
    lines.forEach((l, j) => {
      const atEdge = j < EDGE || j >= lines.length - EDGE;
      if (atEdge && running(l.text)) return;
      out.push({ page: i + 1, text: l.text, para: l.para || j === 0 });
    });
  });
  return out;
}

/**
 * Lines joined into paragraphs (the chunker's rules: hyphenated words rejoined), each with its page;
 * a paragraph never crosses a page.
 */
export function paragraphs(lines: Line[]): Array<{ page: number; text: string }> {
  const pages = new Map<number, string>();
  for (const l of lines) {
    const text = pages.get(l.page);
    pages.set(l.page, text === undefined ? l.text : `${text}${l.para ? "\n\n" : "\n"}${l.text}`);
  }
  return [...pages].flatMap(([page, text]) => paragraphsOf(text).map((p) => ({ page, text: p })));
}
