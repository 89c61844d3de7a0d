import { ASSISTANT_LABELS, type FeedbackSummary } from "@common/analytics";
import { FEEDBACK_REASON_LABELS } from "@common/feedback";
import { Card } from "@web/ui/kit";
import type { AnalyticsFetchError } from "./api";
import { ErrorNotice } from "./ErrorNotice";
import { formatNumber, formatPercent } from "./format";

type Props = {
  data: FeedbackSummary | undefined;
  error: AnalyticsFetchError | null;
  loading: boolean;
  onRetry: () => void;
};

const reasonLabel = (r: FeedbackSummary["assistants"][number]["reasons"][number]["reason"]) =>
  r === "none" ? "No reason given" : FEEDBACK_REASON_LABELS[r];

/** Per assistant, over the last 30 days: the share of rated answers marked not helpful, and why. */
export function RatingsTab({ data, error, loading, onRetry }: Props) {
  if (error) return <ErrorNotice title="Ratings unavailable" error={error} onRetry={onRetry} />;
  if (loading || !data) return <p className="text-stone-700">Loading ratings...</p>;
  return (
    <section aria-labelledby="ratings-heading" className="space-y-4">
      <div>
        <h2 id="ratings-heading" className="text-xl font-semibold text-brand-800">
          Answer Ratings
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Answers residents rated over the last {data.days} days, and the share they marked not helpful. The Answer
          Review tab of the admin panel lists them.
        </p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {data.assistants.map((a) => (
          <li key={a.assistant}>
            <Card className="h-full" data-testid="ratings-card">
              <h3 className="font-semibold text-stone-900">{ASSISTANT_LABELS[a.assistant]}</h3>
              {a.rated === 0 ? (
                <p className="mt-2 text-stone-700">No answers rated in these {data.days} days.</p>
              ) : (
                <>
                  <p className="mt-2 text-3xl font-bold text-brand-800 tabular-nums">
                    {formatPercent(a.notHelpful, a.rated)}
                    <span className="ml-2 text-sm font-normal text-stone-700">not helpful</span>
                  </p>
                  <p className="text-sm text-stone-700 tabular-nums">
                    {formatNumber(a.notHelpful)} of {formatNumber(a.rated)} rated {a.rated === 1 ? "answer" : "answers"}
                  </p>
                </>
              )}
              {a.reasons.length > 0 ? (
                <>
                  <h4 className="mt-3 text-sm font-semibold text-stone-800">Reasons given</h4>
                  <ul className="mt-1 space-y-1 text-sm">
                    {a.reasons.map((r) => (
                      <li key={r.reason} className="flex justify-between gap-3">
                        <span className="text-stone-800">{reasonLabel(r.reason)}</span>
                        <span className="font-semibold text-stone-900 tabular-nums">{formatNumber(r.count)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                a.rated > 0 && <p className="mt-3 text-sm text-stone-700">No answer marked not helpful.</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
