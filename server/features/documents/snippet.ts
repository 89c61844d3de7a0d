/** Start and stop markers ts_headline puts around matches (control characters never found in text). */
export const MARK_START = "\u0002";
export const MARK_STOP = "\u0003";

/** Turns marked text into plain text plus the [start, end) ranges to highlight. */
export function parseMarked(marked: string): { text: string; highlights: Array<[number, number]> } {
  let text = "";
  const highlights: Array<[number, number]> = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === MARK_START) {
      open = text.length;
    } else if (ch === MARK_STOP) {
      if (open >= 0 && text.length > open) {
        const last = highlights[highlights.length - 1];
        // Adjacent matches separated by one space read as one highlight.
        if (last && open - last[1] <= 1 && text.slice(last[1], open).trim() === "") last[1] = text.length;
        else highlights.push([open, text.length]);
      }
      open = -1;
    } else if (/\s/.test(ch)) {
      if (text.length > 0 && !text.endsWith(" ")) text += " "; // whitespace collapsed to one space
    } else {
      text += ch;
    }
  }
  const trimmed = text.trimEnd();
  return {
    text: trimmed,
    highlights: highlights
      .map(([s, e]): [number, number] => [s, Math.min(e, trimmed.length)])
      .filter(([s, e]) => s < e),
  };
}
