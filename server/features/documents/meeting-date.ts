/**
 * Reads a meeting's date from the first page of its minutes: "Minutes of the Regular Meeting of
 * January 5, 2023", "Thursday, Jan. 5th, 2023", "1/5/2023", "2023-01-05", "5 January 2023".
 * A date on a line that speaks of minutes, a meeting or an agenda wins over the first date seen;
 * only the first lines of the page are read (footers often carry stale dates).
 */
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

const PATTERNS: Array<{ re: RegExp; parse: (m: RegExpExecArray) => [number, number, number] | null }> = [
  {
    re: new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"),
    parse: (m) => [
      Number(m[3]),
      MONTHS[m[1]!.toLowerCase().slice(0, m[1]!.toLowerCase().startsWith("sept") ? 4 : 3)] ?? 0,
      Number(m[2]),
    ],
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+(\\d{4})\\b`, "gi"),
    parse: (m) => [
      Number(m[3]),
      MONTHS[m[2]!.toLowerCase().slice(0, m[2]!.toLowerCase().startsWith("sept") ? 4 : 3)] ?? 0,
      Number(m[1]),
    ],
  },
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parse: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  {
    re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g,
    parse: (m) => {
      const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
      return [y > new Date().getUTCFullYear() + 1 && m[3]!.length === 2 ? y - 100 : y, Number(m[1]), Number(m[2])];
    },
  },
];

function toIso([y, m, d]: [number, number, number]): string | null {
  if (y < 1950 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

export function findMeetingDate(firstPage: string): string | null {
  const head = firstPage.slice(0, 1500);
  const lines = head
    .split("\n")
    .filter((l) => l.trim())
    .slice(0, 15);
  let first: { iso: string; at: number } | null = null;
  let offset = 0;
  for (const line of lines) {
    const hits: Array<{ iso: string; at: number }> = [];
    for (const { re, parse } of PATTERNS) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(line))) {
        const parts = parse(m);
        const iso = parts && toIso(parts);
        if (iso) hits.push({ iso, at: offset + m.index });
      }
    }
    hits.sort((a, b) => a.at - b.at);
    const best = hits[0];
    if (best) {
      const context = `${lines[lines.indexOf(line) - 1] ?? ""} ${line}`;
      if (/minutes|meeting|agenda|held|session/i.test(context) && !/approv/i.test(line)) return best.iso;
      if (!first) first = best;
    }
    offset += line.length + 1;
  }
  return first?.iso ?? null;
}
