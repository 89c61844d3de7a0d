import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, Pencil, Plus } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { ASSISTANT_LABELS } from "@common/analytics";
import type { ReviewedAnswer } from "@common/feedback";
import { formatDate } from "@web/lib/dates";
import { AnswerText, SourceList } from "@web/ui/answer-text";
import { ConfirmDialog } from "@web/ui/confirm-dialog";
import { SelectField } from "@web/ui/form";
import { Badge, Button } from "@web/ui/kit";
import { EmptyState, QueryStatus } from "@web/ui/query-status";
import { toast } from "@web/ui/use-toast";
import { retireReviewed, REVIEWED_KEY, reviewedQuery, type ReviewedFilter } from "./api";
import type { ReviewedDraft } from "./ReviewedAnswerForm";

/** The reviewed answers the assistants give: written, edited and retired here. */
export function ReviewedAnswers({ onEdit }: { onEdit: (draft: ReviewedDraft, opener: HTMLButtonElement) => void }) {
  const qc = useQueryClient();
  const [status, setStatus] = useState<ReviewedFilter>("active");
  const [retiring, setRetiring] = useState<ReviewedAnswer | null>(null);
  const list = useQuery(reviewedQuery(status));
  const retire = useMutation({
    meta: { errorTitle: "The reviewed answer was not retired", errorFallback: "Please try again." },
    mutationFn: (r: ReviewedAnswer) => retireReviewed(r.id),
    onSuccess: async (r) => {
      setRetiring(null);
      toast({ title: "Reviewed answer retired", description: r.question, variant: "success" });
      await qc.invalidateQueries({ queryKey: REVIEWED_KEY });
    },
  });
  const edit = (r: ReviewedAnswer) => (e: MouseEvent<HTMLButtonElement>) =>
    onEdit(
      { id: r.id, question: r.question, answer: r.answer, assistant: r.assistant ?? "", sources: r.sources },
      e.currentTarget,
    );

  return (
    <section aria-labelledby="reviewed-answers-heading" className="grid gap-4">
      <h3 id="reviewed-answers-heading" className="sr-only">
        Reviewed answers
      </h3>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField label="Show" value={status} onChange={(e) => setStatus(e.target.value as ReviewedFilter)}>
          <option value="active">In use</option>
          <option value="retired">Retired</option>
          <option value="">All</option>
        </SelectField>
        <Button
          onClick={(e: MouseEvent<HTMLButtonElement>) =>
            onEdit({ question: "", answer: "", assistant: "", sources: [] }, e.currentTarget)
          }
        >
          <Plus className="h-4 w-4" aria-hidden />
          New reviewed answer
        </Button>
      </div>
      <QueryStatus
        isLoading={list.isPending}
        error={list.error}
        what="reviewed answers"
        onRetry={() => void list.refetch()}
      />
      {list.data?.length === 0 && (
        <EmptyState title="No reviewed answers here">
          <p className="mt-1 text-sm text-stone-700">Write one from a rated answer, or with New reviewed answer.</p>
        </EmptyState>
      )}
      <ul className="grid gap-3">
        {list.data?.map((r) => (
          <li key={r.id}>
            <article
              aria-labelledby={`reviewed-${r.id}-q`}
              className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
              data-testid="reviewed-answer"
            >
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-stone-700">
                <Badge>{r.assistant ? ASSISTANT_LABELS[r.assistant] : "All assistants"}</Badge>
                {r.retiredAt ? <Badge tone="warn">Retired</Badge> : <Badge tone="good">In use</Badge>}
                <span>
                  Reviewed by {r.reviewedBy} on <time dateTime={r.reviewedAt}>{formatDate(r.reviewedAt)}</time> ·
                  answered {r.uses} {r.uses === 1 ? "question" : "questions"}
                </span>
              </div>
              <h4 id={`reviewed-${r.id}-q`} className="font-semibold break-words text-stone-900">
                <span className="sr-only">Question: </span>
                {r.question}
              </h4>
              <div className="text-sm break-words text-stone-900">
                <AnswerText text={r.answer} sources={r.sources} idPrefix={`reviewed-${r.id}-source`} />
              </div>
              {r.sources.length > 0 && <SourceList sources={r.sources} idPrefix={`reviewed-${r.id}-source`} />}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  onClick={edit(r)}
                  aria-label={`Edit: ${r.question}`}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                  Edit
                </Button>
                {!r.retiredAt && (
                  <Button
                    variant="ghost"
                    className="min-h-9 px-3 py-1"
                    onClick={() => setRetiring(r)}
                    aria-label={`Retire: ${r.question}`}
                  >
                    <Archive className="h-4 w-4" aria-hidden />
                    Retire
                  </Button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={retiring !== null}
        title="Retire this reviewed answer?"
        confirmLabel={retire.isPending ? "Retiring…" : "Retire"}
        busy={retire.isPending}
        onConfirm={() => retiring && retire.mutate(retiring)}
        onCancel={() => setRetiring(null)}
      >
        The assistants stop giving it: questions like “{retiring?.question}” are answered from the documents and pages
        again. It stays in this list, marked retired.
      </ConfirmDialog>
    </section>
  );
}
