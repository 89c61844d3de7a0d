import { Check, FileX, PenLine } from "lucide-react";
import type { MouseEvent } from "react";
import { ASSISTANT_LABELS } from "@common/analytics";
import { FEEDBACK_REASON_LABELS, RATING_LABELS, type FeedbackItem } from "@common/feedback";
import { formatDateTime } from "@web/lib/dates";
import { AnswerText, SourceList } from "@web/ui/answer-text";
import { AnswerTraceDetails } from "./AnswerTraceDetails";
import { Badge, Button } from "@web/ui/kit";

export type RatedAnswerActions = {
  busy: boolean;
  onResolve: (item: FeedbackItem) => void;
  onWriteReviewed: (item: FeedbackItem, opener: HTMLButtonElement) => void;
  onDeactivate: (doc: { id: number; title: string }) => void;
};

/** The documents an answer cited, once each. */
function citedDocuments(item: FeedbackItem) {
  const seen = new Set<number>();
  return item.sources.flatMap((s) =>
    s.documentId !== undefined && !seen.has(s.documentId) && seen.add(s.documentId)
      ? [{ id: s.documentId, title: s.title }]
      : [],
  );
}

/**
 * One rated answer: the rating, why, the resident's words, the question, the answer with its sources
 * (each linked to its record and page), and what an admin can do about it.
 */
export function RatedAnswerCard({ item, actions }: { item: FeedbackItem; actions: RatedAnswerActions }) {
  const headingId = `rated-${item.id}-q`;
  const down = item.rating === "down";
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="rated-answer"
    >
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-stone-700">
        <Badge tone={down ? "bad" : "good"}>{RATING_LABELS[item.rating]}</Badge>
        {item.reason && <Badge tone="warn">{FEEDBACK_REASON_LABELS[item.reason]}</Badge>}
        <Badge>{ASSISTANT_LABELS[item.assistant]}</Badge>
        {item.status === "resolved" ? <Badge tone="good">Resolved</Badge> : <Badge>Open</Badge>}
        {item.answeredByReviewId !== null && <Badge>Reviewed answer #{item.answeredByReviewId}</Badge>}
        <span>
          Rated <time dateTime={item.ratedAt}>{formatDateTime(item.ratedAt)}</time>
        </span>
      </div>
      <h4 id={headingId} className="font-semibold break-words text-stone-900">
        <span className="sr-only">Question: </span>
        {item.question}
      </h4>
      {item.comment && (
        <blockquote className="border-l-4 border-sun-300 pl-3 text-sm break-words whitespace-pre-wrap text-stone-800">
          <span className="sr-only">The resident's comment: </span>
          {item.comment}
        </blockquote>
      )}
      <div
        role="region"
        aria-label={`Answer to: ${item.question.slice(0, 80)}`}
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm break-words text-stone-900"
      >
        <AnswerText text={item.answer} sources={item.sources} idPrefix={`rated-${item.id}-source`} />
      </div>
      {item.sources.length > 0 && (
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-stone-700 uppercase">Sources</p>
          <SourceList sources={item.sources} idPrefix={`rated-${item.id}-source`} />
        </div>
      )}
      {item.messageId !== null && <AnswerTraceDetails messageId={item.messageId} declineReason={item.declineReason} />}
      {item.resolvedAt && (
        <p className="text-xs text-stone-700">
          Resolved by {item.resolvedBy ?? "an admin"} on{" "}
          <time dateTime={item.resolvedAt}>{formatDateTime(item.resolvedAt)}</time>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {item.status === "open" && (
          <Button
            className="min-h-9 px-3 py-1"
            disabled={actions.busy}
            onClick={() => actions.onResolve(item)}
            aria-label={`Mark resolved: ${item.question}`}
          >
            <Check className="h-4 w-4" aria-hidden />
            Mark resolved
          </Button>
        )}
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1"
          onClick={(e: MouseEvent<HTMLButtonElement>) => actions.onWriteReviewed(item, e.currentTarget)}
          aria-label={`Write a reviewed answer: ${item.question}`}
        >
          <PenLine className="h-4 w-4" aria-hidden />
          Write reviewed answer
        </Button>
        {citedDocuments(item).map((doc) => (
          <Button
            key={doc.id}
            variant="ghost"
            className="min-h-9 px-3 py-1 text-left"
            onClick={() => actions.onDeactivate(doc)}
          >
            <FileX className="h-4 w-4" aria-hidden />
            Deactivate “{doc.title}”
          </Button>
        ))}
      </div>
    </article>
  );
}
