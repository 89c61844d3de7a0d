import type { Sentence } from "./motions";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/**
 * "continued to the meeting of May 28, 2008", "continue the item to June 13", "to a date certain of
 * 5/28/08", "requests a continuance to the January 5, 2012 Meeting".
 */
const CONTINUED = new RegExp(
  String.raw`\b(?:continu(?:ed|e|ing|ance)|postpon(?:ed|e|ement)|defer(?:red|ral)?|carried\s+over)\b(?:(?!\bfrom\b)[^.;]){0,80}?\b(?:to|until|till)\b(?:(?!\bfrom\b)[^.;]){0,50}?(?:\b${MONTH}\.?\s+(\d{1,2})(?![\d,.]\d)(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?|\b(\d{1,2})/(\d{1,2})/(\d{2,4}))`,
  "i",
);

function iso(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1950 || y > 2100 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** The date a continuance names, as YYYY-MM-DD; a date without a year is the next one after the meeting. */
export function parseContinuance(text: string, meetingDate: string | null): string | null {
  const m = CONTINUED.exec(text);
  if (!m) return null;
  const base = meetingDate ? new Date(`${meetingDate}T00:00:00Z`) : null;
  let y: number;
  let mo: number;
  let d: number;
  if (m[1]) {
    mo = MONTHS.indexOf(m[1].toLowerCase().slice(0, 3)) + 1;
    d = Number(m[2]);
    if (m[3]) y = Number(m[3]);
    else {
      if (!base) return null;
      y = base.getUTCFullYear();
      const candidate = iso(y, mo, d);
      if (candidate && meetingDate && candidate <= meetingDate) y += 1;
    }
  } else {
    mo = Number(m[4]);
    d = Number(m[5]);
    y = Number(m[6]);
    if (y < 100) y += 2000;
  }
  const out = iso(y, mo, d);
  // A continuance goes forward: a date before the meeting is something else ("continued from").
  if (out && meetingDate && out <= meetingDate) return null;
  return out;
}

/** The first continuance an item's sentences record. */
export function continuedTo(sentences: Sentence[], meetingDate: string | null): string | null {
  for (const s of sentences) {
    const d = parseContinuance(s.text, meetingDate);
    if (d) return d;
  }
  return null;
}
