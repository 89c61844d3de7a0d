import type { DeclineReason } from "@common/answer-trace";
import { documentPageUrl, type Evidence } from "../citations";
import type { ItemContext } from "../types";

export type ItemComposition = { text: string; evidence: Evidence[] };

/**
 * How an answer's lead was written: the vote as recorded, the motion as printed, the continuance,
 * the sentence that best answers, or one line per meeting (a history, a chain of continuances).
 */
export type LeadKind = "vote" | "motion" | "continuance" | "sentence" | "timeline" | "continuances";

/** Why an item does not answer the question, and what the reason names, if anything. */
export type Declined = { declined: DeclineReason; detail?: string };
export const declined = (reason: DeclineReason, detail?: string): Declined => ({ declined: reason, detail });

/** A page of an item's document as evidence an answer cites. */
export const pageEvidence = (item: ItemContext, page: number): Evidence => ({
  documentId: item.documentId,
  title: item.title,
  meetingDate: item.meetingDate,
  page,
  url: documentPageUrl(item.documentId, page),
});

/** The pages an answer cites (added to `evidence`), each numbered once, in the order first cited. */
export function pageCitations(evidence: Evidence[] = []) {
  const cite = (item: ItemContext, page: number) => {
    let i = evidence.findIndex((e) => e.documentId === item.documentId && e.page === page);
    if (i < 0) i = evidence.push(pageEvidence(item, page)) - 1;
    return i + 1;
  };
  return { evidence, cite };
}
