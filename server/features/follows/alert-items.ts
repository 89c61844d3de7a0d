import type { DocumentBody } from "@common/documents";
import type { DocumentRecord, HistoryEntry, MotionOutcome } from "@common/document-records";

/**
 * One line of an alert or a feed entry: an agenda item of a meeting record with the outcome of its
 * deciding motion, or (`ordinal` null) a record whose items were not recognised.
 */
export type AlertItem = {
  documentId: number;
  documentTitle: string;
  meetingDate: string | null;
  body: DocumentBody;
  ordinal: number | null;
  code: string | null;
  title: string;
  outcome: MotionOutcome | null;
  tallyText: string | null;
  page: number;
  /**
   * "agenda": an item of a posted agenda, before its meeting; "decision": what the minutes say was
   * decided on an agenda item the subscriber was alerted to (`alertedOn`, the day of that alert).
   * Absent for an item of minutes.
   */
  stage?: "agenda" | "decision";
  alertedOn?: string;
  motion?: string | null;
};

export const fromHistory = (e: HistoryEntry): AlertItem => ({
  documentId: e.documentId,
  documentTitle: e.documentTitle,
  meetingDate: e.meetingDate,
  body: e.body,
  ordinal: e.itemOrdinal,
  code: e.itemCode,
  title: e.itemTitle,
  outcome: e.outcome,
  tallyText: e.tallyText,
  page: e.page,
});

/** Every item of a record (a follow of its body matches them all), or the record itself. */
export function fromRecord(r: DocumentRecord): AlertItem[] {
  const doc = {
    documentId: r.document.id,
    documentTitle: r.document.title,
    meetingDate: r.document.meetingDate,
    body: r.document.body,
  };
  if (!r.items.length)
    return [{ ...doc, ordinal: null, code: null, title: r.document.title, outcome: null, tallyText: null, page: 1 }];
  return r.items.map((it) => {
    const decided = it.motions.filter((m) => m.outcome).at(-1) ?? it.motions.at(-1);
    return {
      ...doc,
      ordinal: it.ordinal,
      code: it.code,
      title: it.title,
      outcome: decided?.outcome ?? (it.continuedTo ? "continued" : null),
      tallyText: decided?.tallyText ?? null,
      page: it.pageFrom,
    };
  });
}

const OUTCOME_WORDS: Record<MotionOutcome, string> = {
  carried: "Carried",
  failed: "Failed",
  continued: "Continued",
  withdrawn: "Withdrawn",
  "no action": "No action",
};

/** "Carried 5-0", "Continued", or "" when no outcome is printed. */
export function outcomeText(item: Pick<AlertItem, "outcome" | "tallyText">): string {
  const word = item.outcome ? OUTCOME_WORDS[item.outcome] : "";
  return [word, item.tallyText ?? ""].filter(Boolean).join(" ");
}

/** "5. Quartz Hill Storage" */
export const itemHeading = (item: Pick<AlertItem, "code" | "title">) =>
  item.code ? `${item.code}. ${item.title}` : item.title;
