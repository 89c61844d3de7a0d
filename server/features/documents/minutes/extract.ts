import { captionLike, FILE_NUMBER, parseHeading, titleOf, type Heading } from "./headings";
import { BULLET, dateRunsOn, documentLines, paragraphs, type Line } from "./lines";
import { cleanName, findMotions, nameList, type Sentence } from "./motions";
import type { AgendaItem, Attendance, Election, MinutesStructure } from "./types";
import { continuedTo } from "./continuance";

/** Sentences of a paragraph: split after . ! ? before a capital, a digit or an opening mark. */
const SENTENCE_END = /(?<=[.!?]["'”’)\]]?)\s+(?=["'“‘([]?[A-Z0-9])/;
const ABBREVIATION =
  /\b(?:Mr|Ms|Mrs|Dr|St|Ave|Blvd|No|Nos|Inc|Co|Corp|Jr|Sr|vs|approx|Vol|p|pp|a\.m|p\.m|U\.S|e\.g|i\.e|Commr|Hon|Rd)\.$/i;

export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  for (const piece of paragraph.split(SENTENCE_END)) {
    const prev = out[out.length - 1];
    // "Mr. Smith", "p.m. Staff", "Feb. 29": an abbreviation does not end a sentence.
    if (prev && (ABBREVIATION.test(prev) || /\b[A-Z]\.$/.test(prev) || dateRunsOn(prev, piece)))
      out[out.length - 1] = `${prev} ${piece}`;
    else out.push(piece);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** A heading chosen as an item's; `resumed` when it takes up an earlier item again ("Item 7A (continued)"). */
type Found = { line: number; heading: Heading; resumed?: boolean };

/**
 * Chooses which heading-shaped lines are the agenda's items. A numbered line counts when it is a
 * caption (capitals or Title Case, or a code followed by its caption on the next line) and its
 * number moves the agenda forward; a list inside an item restarts at 1 or reads as prose, so it
 * stays in its item.
 */
/** How many of a document's first lines can be its letterhead. */
const LETTERHEAD_LINES = 6;

/** What follows an item's code when the item is taken up again: "(continued)", "cont'd". */
const RESUMED = /^\(?\s*(?:continued|cont(?:['’]d|\.))\s*\)?\.?$/i;

function chooseHeadings(lines: Line[]): Found[] {
  const found: Found[] = [];
  let top = 0; // the last item number accepted
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const h = parseHeading(line.text);
    if (!h) continue;
    const next = lines[i + 1]?.text ?? "";
    const rest = h.rest.replace(FILE_NUMBER, "").trim();
    const lead = rest.split(/\s[–—-]\s|:\s|\.\s/)[0]!;
    const caption = rest ? captionLike(lead) : captionLike(next);
    const shortLine = line.text.length <= 70;
    if (h.kind === "section") {
      // Capitals alone on a line, at a paragraph's start: "CONSENT ITEMS:", "ADJOURNMENT".
      if (!line.para && !/:\s*$/.test(line.text) && !/^[A-Z &/'-]+:/.test(line.text)) continue;
      if (/^(?:PAGE|DRAFT|MINUTES OF|REGULAR MEETING|SPECIAL MEETING|CITY OF)\b/.test(line.text)) continue;
      // Capitals in a document's first lines are its letterhead ("RAMONA COMMUNITY PLANNING GROUP").
      if (i < LETTERHEAD_LINES && line.page === 1) continue;
      found.push({ line: i, heading: h });
      continue;
    }
    // "Item 7A (continued)": an item taken up again later in the meeting, under its earlier code.
    if (RESUMED.test(rest) && found.some((f) => f.heading.code === h.code && f.heading.kind === h.kind)) {
      found.push({ line: i, heading: h, resumed: true });
      continue;
    }
    // "7-A 2017-4393" alone on its line: a code and the item's file number, its caption below in
    // whatever case the clerk wrote it.
    const codeAndFileNumber = !rest && FILE_NUMBER.test(h.rest) && shortLine;
    if (!caption && !codeAndFileNumber) continue;
    if (h.kind === "lettered") {
      if (!line.para || line.text.length > 90) continue;
      // "a. Monitoring of Oak Street …" under "6. OLD BUSINESS" is item 6A.
      const sub = /^[a-h]$/.test(h.code!) && top > 0;
      found.push({ line: i, heading: sub ? { ...h, code: `${top}${h.code!.toUpperCase()}`, number: top } : h });
      continue;
    }
    const n = h.number!;
    const lettered = /[A-Z]$/.test(h.code ?? "");
    // Numbers move forward (a skipped number or two is fine); a lettered code may repeat its number.
    const forward = n > top && n <= top + 4 + (top === 0 ? 6 : 0);
    const same = lettered && n === top;
    if (!forward && !same) continue;
    // A numbered line in the middle of a paragraph is prose unless it is in capitals or stands alone.
    if (!line.para && !/^[^a-z]*$/.test(rest) && !shortLine) continue;
    found.push({ line: i, heading: h });
    top = n;
  }
  return found;
}

function segmentsOf(lines: Line[]): AgendaItem["segments"] {
  const segs: AgendaItem["segments"] = [];
  for (const p of paragraphs(lines)) {
    const last = segs[segs.length - 1];
    if (last && last.page === p.page) last.text += `\n\n${p.text}`;
    else segs.push({ page: p.page, text: p.text });
  }
  return segs;
}

/**
 * A paragraph that stops mid-sentence: no stop at its end, and a word no sentence ends with (in
 * lower case: "Exhibit A" and "Plan A" end captions), or a title before the name it goes with.
 */
const RUNS_ON = /(?:\b(?:the|a|an|of|to|by|and|or|for|with|from|[Mm]ember|Commissioner)|,)\s*$/;

/**
 * The paragraphs of a page, with a sentence broken over a paragraph gap joined again: minutes
 * printed double-spaced read as one paragraph a line ("… asked Board member Hoffman to make a motion
 * to approve the" / "resolution choosing option 4A."). The next one goes on the same sentence when
 * it starts in lower case, or when this one ends on a word no sentence ends with.
 */
function joinedParagraphs(text: string): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n\n+/)) {
    const prev = out[out.length - 1];
    const next = para.trimStart();
    if (
      prev &&
      !/[.!?:;]["'”’)\]]?\s*$/.test(prev) &&
      !BULLET.test(next.slice(0, 2)) &&
      (/^\p{Ll}/u.test(next) || (RUNS_ON.test(prev) && /^\p{Lu}/u.test(next)))
    )
      out[out.length - 1] = `${prev.trimEnd()} ${next}`;
    else out.push(para);
  }
  return out;
}

export function itemSentences(item: Pick<AgendaItem, "segments">): Sentence[] {
  return item.segments.flatMap((seg) =>
    joinedParagraphs(seg.text)
      // A bulleted point starts a sentence of its own, whether or not the one before ends with a stop.
      .flatMap((para) => para.split(BULLET))
      .flatMap((para) => splitSentences(para).map((text) => ({ page: seg.page, text }))),
  );
}

const OFFICE = String.raw`(Vice[- ]Chair(?:person|man|woman)?|Chair(?:person|man|woman)?|Vice[- ]President|President|Secretary|Treasurer|Co-Chair)`;
const PERSON = String.raw`((?:(?:Commissioner|Board\s*Member|Member|Director|Mr\.|Ms\.|Mrs\.|Dr\.)\s+)?[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]+){0,2})`;
const ELECTION_PATTERNS: Array<{ re: RegExp; name: number; office: number }> = [
  {
    re: new RegExp(
      String.raw`${PERSON}\s+(?:was|were)\s+(?:unanimously\s+)?(?:re-?)?elected\s+(?:as\s+)?(?:the\s+)?(?:new\s+)?${OFFICE}`,
      "gu",
    ),
    name: 1,
    office: 2,
  },
  {
    re: new RegExp(
      String.raw`\b(?:re-?)?elect(?:ed|ing)?\s+${PERSON}\s+(?:as\s+|to\s+be\s+|to\s+serve\s+as\s+)(?:the\s+)?(?:new\s+)?${OFFICE}`,
      "gu",
    ),
    name: 1,
    office: 2,
  },
  {
    re: new RegExp(String.raw`\bnominated\s+${PERSON}\s+(?:as|to\s+be|for)\s+(?:the\s+)?${OFFICE}`, "gu"),
    name: 1,
    office: 2,
  },
  { re: new RegExp(String.raw`\b${OFFICE}\s*[:–—-]\s*${PERSON}`, "gu"), name: 2, office: 1 },
];

function findElections(sentences: Sentence[]): Election[] {
  const out: Election[] = [];
  for (const s of sentences) {
    if (!/\belect|\bnominat|\bofficers?\b/i.test(s.text)) continue;
    for (const p of ELECTION_PATTERNS) {
      for (const m of s.text.matchAll(p.re)) {
        const name = cleanName(m[p.name]!);
        const office = m[p.office]!.replace(/-/g, " ").replace(/\s+/g, " ");
        if (!name || out.some((e) => e.name === name && e.office.toLowerCase() === office.toLowerCase())) continue;
        out.push({ office: office[0]!.toUpperCase() + office.slice(1).toLowerCase(), name, page: s.page });
      }
    }
  }
  return out;
}

function findAttendance(lines: Line[]): Attendance | null {
  const head = lines.filter((l) => l.page <= 2).slice(0, 80);
  const take = (label: RegExp): { names: string[]; page: number } | null => {
    const i = head.findIndex((l) => label.test(l.text));
    if (i < 0) return null;
    const first = head[i]!.text.replace(label, "");
    let text = first;
    // A list on the following lines ("Members Present:" then one name a line).
    for (let j = i + 1; j < head.length && j <= i + 12; j++) {
      const l = head[j]!.text;
      if (/^(?:absent|staff|also|members?\s+absent|excused)\b|:\s*$|^\d+[.)]/i.test(l) || l.length > 60) break;
      if (!/^[A-Z]/.test(l) || head[j]!.para) break;
      text += `, ${l}`;
    }
    const names = nameList(text.replace(/\([^)]*\)/g, "").split(/\.\s/)[0]!);
    return names.length ? { names, page: head[i]!.page } : null;
  };
  const present = take(
    /^(?:(?:board\s+|commission\s+)?members?\s+present|present|commissioners\s+present)\s*[:–-]?\s*/i,
  );
  const absent = take(/^(?:(?:board\s+|commission\s+)?members?\s+absent|absent)\s*[:–-]?\s*/i);
  if (!present && !absent) return null;
  return { present: present?.names ?? [], absent: absent?.names ?? [], page: present?.page ?? absent!.page };
}

/**
 * The structure of a meeting's minutes from its page texts. `meetingDate` (YYYY-MM-DD) completes
 * dates printed without a year ("continued to the May 28 meeting").
 */
export function extractMinutes(pages: string[], meetingDate: string | null = null): MinutesStructure {
  const lines = documentLines(pages);
  const found = chooseHeadings(lines);
  const items: AgendaItem[] = [];
  found.forEach((f, k) => {
    const end = found[k + 1]?.line ?? lines.length;
    const body = lines.slice(f.line, end);
    if (!body.length) return;
    // A part taken up again reads as its item's caption, marked as the continuation.
    const resumed = f.resumed ? items.find((i) => i.code === f.heading.code) : undefined;
    const title = resumed
      ? `${resumed.title.slice(0, 186)} (continued)`
      : titleOf(
          f.heading.rest,
          body.slice(1, 4).map((l) => l.text),
        );
    const segments = segmentsOf(body);
    const sentences = itemSentences({ segments });
    const item: AgendaItem = {
      ordinal: items.length + 1,
      code: f.heading.code,
      title: title || f.heading.rest.slice(0, 200),
      pageFrom: body[0]!.page,
      pageTo: body[body.length - 1]!.page,
      segments,
      motions: findMotions(sentences),
      continuedTo: continuedTo(sentences, meetingDate),
    };
    // A section caption directly followed by an item ("CONSENT ITEMS:" then "7-A. …") adds nothing.
    if (f.heading.kind === "section" && body.length <= 1) return;
    items.push(item);
  });
  const numbered = items.filter((i) => i.code !== null).length;
  const recognised = numbered >= 2 || items.length >= 3;
  const allSentences = recognised
    ? items.flatMap((i) => itemSentences(i))
    : itemSentences({ segments: segmentsOf(lines) });
  return {
    recognised,
    items: recognised ? items : [],
    preamble: recognised && found[0] ? segmentsOf(lines.slice(0, found[0].line)) : [],
    looseMotions: recognised ? [] : findMotions(allSentences),
    elections: findElections(allSentences),
    attendance: findAttendance(lines),
  };
}
