import { clsx } from "clsx";
import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Download } from "lucide-react";
import { useId } from "react";
import { ASSISTANT_LABELS, QUERY_LOG_LIMITS, type AiQueryLogEntry, type QueryLogLimit } from "@common/analytics";
import { Badge, Button, Card } from "@web/ui/kit";
import type { AnalyticsFetchError } from "./api";
import { csvFileName, downloadCsv, queryLogCsv } from "./csv";
import { ErrorNotice } from "./ErrorNotice";
import { formatNumber, formatTime } from "./format";
import { controlClass } from "@web/ui/form";

type Props = {
  entries: AiQueryLogEntry[] | undefined;
  error: AnalyticsFetchError | null;
  loading: boolean;
  limit: QueryLogLimit;
  onLimitChange: (limit: QueryLogLimit) => void;
  onRetry: () => void;
};

/** The latest questions, 25/50/100 at a time, with their sources and an export. */
export function QueryLogTab({ entries, error, loading, limit, onLimitChange, onRetry }: Props) {
  const selectId = useId();
  const canExport = !!entries && entries.length > 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="w-full text-xl font-semibold text-brand-800">Recent Questions</h2>
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
            Show
          </label>
          <select
            id={selectId}
            value={limit}
            onChange={(e) => onLimitChange(Number(e.target.value) as QueryLogLimit)}
            className={clsx(controlClass, "mt-1 text-sm")}
          >
            {QUERY_LOG_LIMITS.map((n) => (
              <option key={n} value={n}>
                Last {n}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={!canExport}
          onClick={() => entries && downloadCsv(queryLogCsv(entries), csvFileName(new Date()))}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      {error ? (
        <ErrorNotice
          level={3}
          title="Unable to Load Query Log"
          error={error}
          hint="Please ensure you're logged in as an admin to view query data."
          onRetry={onRetry}
        />
      ) : loading || !entries ? (
        <p className="text-stone-700">Loading queries...</p>
      ) : entries.length === 0 ? (
        <Card>
          <p className="text-stone-700">No questions have been asked yet.</p>
        </Card>
      ) : (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            Showing the {entries.length} most recent {entries.length === 1 ? "question" : "questions"}.
          </p>
          <ol className="space-y-3">
            {entries.map((e) => (
              <QueryLogItem key={e.id} entry={e} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function QueryLogItem({ entry: e }: { entry: AiQueryLogEntry }) {
  const docs = e.relevantDocuments.length;
  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 flex-1 font-semibold break-words whitespace-pre-wrap text-stone-900">{e.question}</h3>
          <Badge tone="good">{ASSISTANT_LABELS[e.assistant]}</Badge>
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
          <div className="flex gap-1">
            <dt className="sr-only">Asked</dt>
            <dd>
              <time dateTime={e.createdAt}>{formatTime(e.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Response time</dt>
            <dd>{formatNumber(e.responseTimeMs)} ms</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Documents used</dt>
            <dd>
              {docs} {docs === 1 ? "document" : "documents"}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Characters</dt>
            <dd>
              {formatNumber(e.questionLength)} chars in · {formatNumber(e.answerLength)} chars out
            </dd>
          </div>
        </dl>
        {docs > 0 && (
          <Collapsible.Root className="mt-3">
            <Collapsible.Trigger className="group inline-flex min-h-10 items-center gap-1 rounded-lg px-2 -ml-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
              Sources ({docs})
            </Collapsible.Trigger>
            <Collapsible.Content>
              <ol className="mt-1 list-decimal space-y-1 pl-6 text-sm text-stone-800">
                {e.documentTitles.map((title, i) => (
                  <li key={`${e.relevantDocuments[i]}-${i}`} className="break-words">
                    {title} <span className="text-stone-600">(ID {e.relevantDocuments[i]})</span>
                  </li>
                ))}
              </ol>
            </Collapsible.Content>
          </Collapsible.Root>
        )}
      </Card>
    </li>
  );
}
