import type { AiAnalytics } from "@common/analytics";
import type { AnalyticsFetchError } from "./api";
import { ErrorNotice } from "./ErrorNotice";
import { formatNumber, formatPercent } from "./format";

type Props = {
  data: AiAnalytics | undefined;
  error: AnalyticsFetchError | null;
  loading: boolean;
  onRetry: () => void;
};

/** The most referenced documents, ranked, with their share of all queries. */
export function DocumentUsageTab({ data, error, loading, onRetry }: Props) {
  if (error) return <ErrorNotice title="Document usage unavailable" error={error} onRetry={onRetry} />;
  if (loading || !data) return <p className="text-stone-700">Loading document usage...</p>;
  const docs = data.topDocuments;
  return (
    <section className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="p-5 pb-3">
        <h2 className="text-xl font-semibold text-brand-800">Most Referenced Documents</h2>
        <p className="mt-1 text-sm text-stone-700">
          How many answers used each document, and the share of all {formatNumber(data.totalQueries)} queries.
        </p>
      </div>
      {docs.length === 0 ? (
        <p className="px-5 pb-5 text-stone-700">No documents have been referenced yet.</p>
      ) : (
        <ol className="divide-y divide-stone-200 border-t border-stone-200">
          {docs.map((d, i) => {
            const share = formatPercent(d.count, data.totalQueries);
            return (
              <li key={d.docId} className="flex items-start gap-3 px-4 py-3 sm:px-5">
                <span
                  className="mt-0.5 w-7 shrink-0 text-right font-bold text-stone-600 tabular-nums"
                  aria-hidden="true"
                >
                  {i + 1}.
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-stone-900">
                      <span className="sr-only">Rank {i + 1}: </span>
                      {d.title}
                    </p>
                    <p className="text-sm text-stone-700">Document ID {d.docId}</p>
                    <div className="mt-2 h-2 rounded-full bg-stone-100" aria-hidden="true">
                      <div
                        className="h-2 rounded-full bg-brand-600"
                        style={{ width: `${Math.min(100, (d.count / Math.max(data.totalQueries, 1)) * 100)}%` }}
                      />
                    </div>
                  </div>
                  <div className="shrink-0 sm:text-right">
                    <p className="font-semibold text-stone-900 tabular-nums">
                      {formatNumber(d.count)}{" "}
                      <span className="text-sm font-normal text-stone-700">{d.count === 1 ? "use" : "uses"}</span>
                    </p>
                    <p className="text-sm text-stone-700 tabular-nums">{share} of queries</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
