import { ASSISTANT_LABELS, type ContentGap } from "@common/analytics";
import { Badge } from "@web/ui/kit";
import type { AnalyticsFetchError } from "./api";
import { ErrorNotice } from "./ErrorNotice";
import { formatNumber, formatTime } from "./format";

type Props = {
  data: ContentGap[] | undefined;
  error: AnalyticsFetchError | null;
  loading: boolean;
  onRetry: () => void;
};

/**
 * The questions the assistants declined over the last 30 days, those that mean the same counted
 * together, most asked first: the documents or pages the site is missing.
 */
export function ContentGapsTab({ data, error, loading, onRetry }: Props) {
  if (error) return <ErrorNotice title="Content gaps unavailable" error={error} onRetry={onRetry} />;
  if (loading || !data) return <p className="text-stone-700">Loading content gaps...</p>;
  return (
    <section aria-labelledby="gaps-heading" className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="p-5 pb-3">
        <h2 id="gaps-heading" className="text-xl font-semibold text-brand-800">
          Content Gaps
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Questions the assistants declined in the last 30 days because no document or page covered them, alike
          questions counted together, most asked first.
        </p>
      </div>
      {data.length === 0 ? (
        <p className="px-5 pb-5 text-stone-700">No declined questions in the last 30 days.</p>
      ) : (
        <ol className="divide-y divide-stone-200 border-t border-stone-200">
          {data.map((g, i) => (
            <li
              key={`${g.question}-${i}`}
              className="flex items-start gap-3 px-4 py-3 sm:px-5"
              data-testid="content-gap"
            >
              <span className="mt-0.5 w-7 shrink-0 text-right font-bold text-stone-600 tabular-nums" aria-hidden="true">
                {i + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-stone-900">{g.question}</p>
                {g.variants.length > 0 && (
                  <p className="mt-1 text-sm break-words text-stone-700">
                    Also asked as: {g.variants.map((v) => `“${v}”`).join(", ")}
                  </p>
                )}
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-stone-700">
                  {g.assistants.map((a) => (
                    <Badge key={a}>{ASSISTANT_LABELS[a]}</Badge>
                  ))}
                  <span>
                    Last asked <time dateTime={g.lastAskedAt}>{formatTime(g.lastAskedAt)}</time>
                  </span>
                </p>
              </div>
              <p className="shrink-0 text-right font-semibold text-stone-900 tabular-nums">
                {formatNumber(g.count)}{" "}
                <span className="text-sm font-normal text-stone-700">{g.count === 1 ? "time" : "times"}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
