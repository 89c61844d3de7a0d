import type { DocumentKind } from "@common/document-basics";
import type { AgendaItem, MinutesStructure } from "./types";

/**
 * What the item reader adds for an agenda: whether a document reads as an agenda, minutes or
 * another paper, whether each item is for action or information, and the project and parcel
 * numbers it prints. The items themselves are read by `extractMinutes`, as for minutes.
 */

/** How many of the first page's lines its heading can take ("RAMONA COMMUNITY PLANNING GROUP", "AGENDA"). */
const HEAD_LINES = 8;

const MINUTES_HEAD = /\bminutes\b/i;
const AGENDA_HEAD = /\bAGENDA\b|^\s*agenda\b|\bnotice\s+of\s+(?:(?:a|the|regular|special|public)\s+)*meeting\b/i;
/** Words that say a vote was taken: an agenda announces motions, it never prints their tallies. */
const DECIDED =
  /\b(?:seconded|motion\s+(?:carried|passed|failed)|ayes?\s*[:–-]|noes?\s*[:–-]|\d{1,2}-\d{1,2}-\d{1,2}\b)/i;
const MEETING_WORDS = /\b(?:call\s+to\s+order|adjourn(?:ment)?|roll\s+call|public\s+comment|oral\s+communications?)\b/i;

/**
 * The kind the text suggests: an agenda when its heading says so ("AGENDA", "NOTICE OF MEETING")
 * and not "Minutes", or when it lists a meeting's items without a single motion or tally; minutes
 * when it records motions or calls itself minutes; another paper (a staff report, a plan, a
 * guideline) when it is neither dated nor reads as a meeting.
 */
export function suggestKind(pages: string[], structure: MinutesStructure, meetingDate: string | null): DocumentKind {
  const head = (pages[0] ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, HEAD_LINES);
  // The heading ends where the items begin ("3. APPROVAL OF MINUTES" is an item, not the title).
  const first = head.findIndex((l) => /^(?:\(?\d{1,2}[-.)A-Z]|[IVX]{1,4}\.\s)/.test(l));
  if (first >= 0) head.length = first;
  // A title is a short line: "three minutes" in a paragraph about speaking says nothing.
  const titles = head.filter((l) => l.length <= 90);
  const calledMinutes = titles.some((l) => MINUTES_HEAD.test(l));
  const calledAgenda = titles.some((l) => AGENDA_HEAD.test(l));
  const text = pages.join("\n");
  const motions = structure.items.reduce((n, i) => n + i.motions.length, 0) + structure.looseMotions.length;
  if (calledAgenda && !calledMinutes && motions === 0) return "agenda";
  if (calledMinutes || motions > 0 || DECIDED.test(text)) return "minutes";
  const meeting = MEETING_WORDS.test(text);
  if (structure.recognised && structure.items.length >= 3 && meeting && meetingDate) return "agenda";
  if (!meetingDate && !meeting) return "other";
  return "minutes";
}

const ACTION =
  /\b(?:action\s+item|for\s+(?:possible\s+)?action|possible\s+action|(?:recommended|requested)\s+action|public\s+hearing|vote\s+on|to\s+(?:recommend|approve|adopt|deny))\b|\baction\s*:|\(action\)/i;
const INFORMATION =
  /\b(?:information(?:al)?\s+(?:only|item)|for\s+information|presentation\s+only|no\s+action\s+(?:will\s+be\s+|to\s+be\s+|is\s+)?taken|study\s+session)\b|\binformation\s*:|\(information\)/i;

/** Whether an item is for action or for information, when its caption or text says so. */
export function itemAction(item: Pick<AgendaItem, "title" | "segments">): "action" | "information" | null {
  const text = `${item.title}\n${item.segments.map((s) => s.text).join("\n")}`;
  const info = INFORMATION.exec(text);
  const action = ACTION.exec(text);
  if (info && (!action || info.index <= action.index)) return "information";
  return action ? "action" : null;
}

/** A project, permit or parcel number as printed: "PDS2018-MUP-18-022", "280-150-11-00", "PLN22-0345". */
const CODE =
  /\b(?:\d{3}-\d{3}-\d{2}(?:-\d{2})?|[A-Z]{2,6}\d{2,4}(?:-[A-Z0-9]{1,6}){1,4}|\d{3}-\d{3}-\d{2}(?:-\d{2})?|[A-Z]{2,4}\s\d{2}-\d{4,6}|\d{4}-\d{4})\b/g;

/** The project and parcel numbers an item prints (its title first), as printed, each once. */
export function itemRefs(item: Pick<AgendaItem, "title" | "segments">): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const text of [item.title, ...item.segments.map((s) => s.text)]) {
    for (const m of text.matchAll(CODE)) {
      const raw = m[0];
      if (/^(?:19|20)\d{2}-(?:19|20)\d{2}$/.test(raw)) continue; // a span of years
      const key = refKey(raw);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(raw);
      if (out.length >= 8) return out;
    }
  }
  return out;
}

/** A number without its punctuation and case, so that "PDS2018-MUP-18-022" and "pds 2018 mup 18 022" meet. */
export const refKey = (ref: string) => ref.toLowerCase().replace(/[^a-z0-9]/g, "");
