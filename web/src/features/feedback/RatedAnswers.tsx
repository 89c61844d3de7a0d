import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ASSISTANT_LABELS } from "@common/analytics";
import { ASSISTANTS, type AssistantName } from "@common/assistants";
import { listAdminDocuments } from "@common/documents.api";
import {
  FEEDBACK_PAGE_SIZES,
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  type FeedbackItem,
  type FeedbackReason,
  type FeedbackStatus,
  type Rating,
} from "@common/feedback";
import { callKey } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/ui/confirm-dialog";
import { Field, Select } from "@web/ui/form";
import { PagingBar, rangeText } from "@web/ui/pager";
import { EmptyState, QueryStatus } from "@web/ui/query-status";
import { toast } from "@web/ui/use-toast";
import { deactivateDocument, FEEDBACK_KEY, feedbackQuery, resolve } from "./api";
import { RatedAnswerCard } from "./RatedAnswerCard";

/** A filter's select, as wide as its column. */
function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="w-full">
          {children}
        </Select>
      )}
    </Field>
  );
}

type Filter = {
  assistant: AssistantName | "";
  reason: FeedbackReason | "";
  status: FeedbackStatus | "";
  rating: Rating | "";
};

/**
 * The rated answers, "Not helpful" first and newest first, filtered by assistant, reason, rating and
 * state (open by default), a page at a time.
 */
export function RatedAnswers({
  onWriteReviewed,
}: {
  onWriteReviewed: (item: FeedbackItem, opener: HTMLButtonElement) => void;
}) {
  const qc = useQueryClient();
  const [filter, setFilter] = useState<Filter>({ assistant: "", reason: "", status: "open", rating: "" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(FEEDBACK_PAGE_SIZES[0]);
  const [deactivating, setDeactivating] = useState<{ id: number; title: string } | null>(null);
  const list = useQuery({
    ...feedbackQuery({ ...filter, limit: String(pageSize), offset: String((page - 1) * pageSize) }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<Filter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };

  const resolveOne = useMutation({
    meta: { errorTitle: "Could not mark it resolved", errorFallback: "Please try again." },
    mutationFn: (item: FeedbackItem) => resolve(item.id),
    onSuccess: async (item) => {
      toast({ title: "Marked resolved", description: item.question, variant: "success" });
      await qc.invalidateQueries({ queryKey: FEEDBACK_KEY });
    },
  });
  const deactivate = useMutation({
    meta: { errorTitle: "The document was not deactivated", errorFallback: "Please try again." },
    mutationFn: (doc: { id: number; title: string }) => deactivateDocument(doc.id),
    onSuccess: async (doc) => {
      setDeactivating(null);
      toast({
        title: "Document deactivated",
        description: `${doc.title} is no longer shown or used by the assistants. The Documents tab can turn it back on.`,
        variant: "success",
      });
      await qc.invalidateQueries({ queryKey: callKey(listAdminDocuments) });
    },
  });

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby="rated-answers-heading" className="grid gap-4">
      <h3 id="rated-answers-heading" className="sr-only">
        Rated answers
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label="Assistant"
          value={filter.assistant}
          onChange={(v) => change({ assistant: v as Filter["assistant"] })}
        >
          <option value="">All assistants</option>
          {ASSISTANTS.map((a) => (
            <option key={a} value={a}>
              {ASSISTANT_LABELS[a]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Rating" value={filter.rating} onChange={(v) => change({ rating: v as Filter["rating"] })}>
          <option value="">All ratings</option>
          <option value="down">Not helpful</option>
          <option value="up">Helpful</option>
        </FilterSelect>
        <FilterSelect label="Reason" value={filter.reason} onChange={(v) => change({ reason: v as Filter["reason"] })}>
          <option value="">All reasons</option>
          {FEEDBACK_REASONS.map((r) => (
            <option key={r} value={r}>
              {FEEDBACK_REASON_LABELS[r]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="State" value={filter.status} onChange={(v) => change({ status: v as Filter["status"] })}>
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="">All</option>
        </FilterSelect>
      </div>
      <QueryStatus
        isLoading={list.isPending}
        error={list.error}
        what="rated answers"
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <p className="text-sm text-stone-700" role="status">
          {rangeText((page - 1) * pageSize, items.length, total)}
        </p>
      )}
      {list.data && items.length === 0 && (
        <EmptyState title="No rated answers here">
          <p className="mt-1 text-sm text-stone-700">Ratings appear here when residents mark an answer.</p>
        </EmptyState>
      )}
      <ul className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
        {items.map((item) => (
          <li key={item.id}>
            <RatedAnswerCard
              item={item}
              actions={{
                busy: resolveOne.isPending,
                onResolve: (i) => resolveOne.mutate(i),
                onWriteReviewed,
                onDeactivate: setDeactivating,
              }}
            />
          </li>
        ))}
      </ul>
      <PagingBar
        page={page}
        pageSize={pageSize}
        total={total}
        sizes={FEEDBACK_PAGE_SIZES}
        onPage={setPage}
        onPageSize={(s) => {
          setPageSize(s);
          setPage(1);
        }}
        label="Rated answer pages"
      />
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate this document?"
        confirmLabel={deactivate.isPending ? "Deactivating…" : "Deactivate document"}
        busy={deactivate.isPending}
        onConfirm={() => deactivating && deactivate.mutate(deactivating)}
        onCancel={() => setDeactivating(null)}
      >
        “{deactivating?.title}” will no longer be shown in the library or used by the assistants. It stays stored, and
        the Documents tab can turn it back on.
      </ConfirmDialog>
    </section>
  );
}
