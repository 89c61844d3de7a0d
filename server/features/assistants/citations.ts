import { documentFileUrl } from "@common/documents";
import type { AnswerSource } from "@common/assistants";

/** One piece of evidence an answer may cite: a document page, a site page or a directory record. */
export type Evidence = {
  documentId?: number;
  title: string;
  meetingDate: string | null;
  page: number | null;
  url: string;
};

const MARKER = /\s?\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

function evidenceKey(e: Evidence): string {
  return e.documentId !== undefined ? `doc:${e.documentId}:${e.page ?? ""}` : `url:${e.url}:${e.title}`;
}

/**
 * Maps the numbered markers of an answer (which point into `evidence`, 1-based) to the sources it
 * really uses: markers pointing to no evidence are removed, the same page cited under two numbers
 * becomes one source, and sources are numbered by how much of the answer they support (most first,
 * then by first use). Returns the rewritten text and the cited sources only.
 */
export function finalizeCitations(text: string, evidence: Evidence[]): { text: string; sources: AnswerSource[] } {
  const keyOf = evidence.map(evidenceKey);
  const support = new Map<string, { count: number; first: number; e: Evidence }>();
  let order = 0;
  for (const m of text.matchAll(MARKER)) {
    for (const raw of m[1]!.split(",")) {
      const i = Number(raw.trim()) - 1;
      const e = evidence[i];
      if (!e) continue;
      const key = keyOf[i]!;
      const s = support.get(key);
      if (s) s.count++;
      else support.set(key, { count: 1, first: order++, e });
    }
  }
  const ranked = [...support.entries()].sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first);
  const numberOf = new Map(ranked.map(([key], i) => [key, i + 1]));

  const rewritten = text.replace(MARKER, (_whole, group: string) => {
    const ns: number[] = [];
    for (const raw of group.split(",")) {
      const i = Number(raw.trim()) - 1;
      const n = evidence[i] ? numberOf.get(keyOf[i]!) : undefined;
      if (n !== undefined && !ns.includes(n)) ns.push(n);
    }
    return ns.length ? ` ${ns.map((n) => `[${n}]`).join("")}` : "";
  });

  const sources: AnswerSource[] = ranked.map(([, { e }], i) => ({
    n: i + 1,
    ...(e.documentId !== undefined ? { documentId: e.documentId } : {}),
    title: e.title,
    meetingDate: e.meetingDate,
    page: e.page,
    url: e.url,
  }));
  return { text: tidy(rewritten), sources };
}

/** Removes the space a dropped marker leaves before punctuation, and trailing spaces. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]+([.,;:!?])/g, "$1")
    .replace(/[ \t]+$/gm, "")
    .trim();
}

/** Every marker number used in a text (for checks: none may point past the sources). */
export function citedNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(MARKER)) for (const raw of m[1]!.split(",")) out.push(Number(raw.trim()));
  return out;
}

/** The URL that opens a document at a page. */
export const documentPageUrl = (documentId: number, page: number | null) =>
  documentFileUrl(documentId, page ?? undefined);
