import type { AiAnalytics } from "@common/analytics";
import { Card } from "@web/ui/kit";
import type { AnalyticsFetchError } from "./api";
import { DailyVolumeChart } from "./DailyVolumeChart";
import { ErrorNotice } from "./ErrorNotice";
import { formatNumber } from "./format";

type Props = {
  data: AiAnalytics | undefined;
  error: AnalyticsFetchError | null;
  loading: boolean;
  onRetry: () => void;
};

/** The four summary cards and the daily volume chart. */
export function OverviewTab({ data, error, loading, onRetry }: Props) {
  if (error) return <ErrorNotice title="Analytics unavailable" error={error} onRetry={onRetry} />;
  if (loading || !data) return <p className="text-stone-700">Loading analytics...</p>;
  const cards: Array<[string, number]> = [
    ["Total Queries", data.totalQueries],
    ["Avg Response Time (ms)", data.avgResponseTime],
    ["Avg Question Length", data.avgQuestionLength],
    ["Avg Answer Length", data.avgAnswerLength],
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <Card key={label} className="flex flex-col-reverse justify-end p-4 sm:p-5">
            <dt className="mt-1 text-sm font-medium text-stone-700">{label}</dt>
            <dd className="text-2xl font-bold text-brand-800 tabular-nums sm:text-3xl">{formatNumber(value)}</dd>
          </Card>
        ))}
      </dl>
      <Card>
        <h2 className="mb-4 text-xl font-semibold text-brand-800">Daily Query Volume</h2>
        <DailyVolumeChart days={data.queriesPerDay} />
      </Card>
    </div>
  );
}
