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

const WEEKDAY = /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s*$/i;
/** A line that speaks of the meeting itself. */
const MEETING_WORDS = /minutes|meeting|agenda|held|session|date\s*:/i;
/** An approval of earlier minutes, a staff report's date, a deadline: not the meeting's own date. */
const OTHER_DATE = /\bapprov(?:al|e|ing)\b|\bpending\b|\bdraft\b|\bending\b|\bdated\b|\bthrough\b|\bdue\b/i;
/** Where the business of the meeting begins: dates after it belong to its items. */
const AGENDA_START =
  /^\s*(?:\d{1,2}|[IVX]{1,4}|[A-H])[.)]\s+\S|\broll call\b|\bcall(?:ed)? (?:the \w+ )?to order\b|\bconvene/i;
/** A packet's stamp ("Item 4-A"), printed beside the date the report went to a later meeting. */
const PACKET_STAMP = /^\s*(?:agenda\s+)?item\s+[\w-]+\s*$/i;

type Candidate = { iso: string; line: number; at: number; score: number };

/**
 * The meeting's date among the dates at the head of its first page, each scored: a weekday before
 * it ("Thursday, April 1, 2010") and words about the meeting around it speak for it; a date printed
 * more than once (a running header and the title) more so; a date after the business has begun
 * ("3. Minutes: Meeting of March 4, 2010"), in an approval of earlier minutes or beside a packet's
 * item stamp speaks against it. The best wins, the first of equals; a date that only ever appears
 * against it is not taken. Without one, a date in the file's name ("minutes_2023_08_24.pdf").
 */
export function findMeetingDate(firstPage: string, fileName?: string): string | null {
  const head = firstPage.slice(0, 1500);
  const lines = head
    .split("\n")
    .filter((l) => l.trim())
    .slice(0, 20);
  const found: Candidate[] = [];
  let agendaStarted = false;
  lines.forEach((line, i) => {
    const hits: Array<{ iso: string; at: number; before: string }> = [];
    for (const { re, parse } of PATTERNS) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(line))) {
        const parts = parse(m);
        const iso = parts && toIso(parts);
        if (iso && !hits.some((h) => h.at <= m!.index && m!.index < h.at + 10))
          hits.push({ iso, at: m.index, before: line.slice(0, m.index) });
      }
    }
    const startsAgenda = AGENDA_START.test(line);
    for (const h of hits) {
      const context = `${lines[i - 2] ?? ""} ${lines[i - 1] ?? ""} ${line}`;
      let score = 0;
      if (WEEKDAY.test(h.before)) score += 3;
      if (MEETING_WORDS.test(context)) score += 2;
      if (OTHER_DATE.test(line) && !/^\s*approved\b/i.test(line)) score -= 4;
      if (agendaStarted || startsAgenda) score -= 3;
      if (PACKET_STAMP.test(lines[i + 1] ?? "") || PACKET_STAMP.test(lines[i - 1] ?? "")) score -= 3;
      found.push({ iso: h.iso, line: i, at: i * 1000 + h.at, score });
    }
    if (startsAgenda) agendaStarted = true;
  });
  for (const c of found) {
    const lines = new Set(found.filter((o) => o.iso === c.iso).map((o) => o.line));
    c.score += 2 * (lines.size - 1);
  }
  const best = found.filter((c) => c.score >= 0).sort((a, b) => b.score - a.score || a.at - b.at)[0];
  return best?.iso ?? (fileName ? dateInFileName(fileName) : null);
}

/** A date written in a file's name: "2011-10-06.pdf", "minutes_2023_08_24.pdf", "2023.08.24 minutes.pdf". */
export function dateInFileName(fileName: string): string | null {
  const m = /(?:^|\D)((?:19|20)\d\d)[-_.]?(\d\d)[-_.]?(\d\d)(?:\D|$)/.exec(fileName);
  return m ? toIso([Number(m[1]), Number(m[2]), Number(m[3])]) : null;
}

export type MeetingDateSource = "given" | "read";

/**
 * A document's meeting date when its text is read (again): a date an admin gave is kept, and so is
 * one of unknown source (indexed before the source was kept) unless `rereadUnknown`; any other is
 * read from the first page, or the file's name.
 */
export function meetingDateOf(
  doc: { meetingDate: string | null; meetingDateSource: MeetingDateSource | null; fileName: string },
  firstPage: string,
  rereadUnknown = false,
): { meetingDate: string | null; meetingDateSource: MeetingDateSource | null } {
  const keep =
    doc.meetingDateSource === "given" || (doc.meetingDateSource == null && doc.meetingDate != null && !rereadUnknown);
  return keep
    ? { meetingDate: doc.meetingDate, meetingDateSource: doc.meetingDateSource }
    : { meetingDate: findMeetingDate(firstPage, doc.fileName), meetingDateSource: "read" };
}
