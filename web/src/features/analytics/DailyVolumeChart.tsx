import { useId, useState } from "react";
import { Button } from "@web/ui/kit";
import { formatDay, formatShortDay } from "./format";

type Day = { date: string; count: number };

/** A round top for the axis: 1, 2, 5, 10, 20, 50 ... at or above the busiest day. */
export function axisMax(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/**
 * The daily query volume as an SVG bar chart. The picture is summarised for screen readers, and
 * the same numbers are available as a table (a toggle that shows it on screen too).
 */
export function DailyVolumeChart({ days }: { days: Day[] }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const total = days.reduce((s, d) => s + d.count, 0);
  const busiest = days.reduce<Day | null>((best, d) => (d.count > (best?.count ?? 0) ? d : best), null);
  const top = axisMax(busiest?.count ?? 0);
  const ticks = [top, top / 2, 0];
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `Bar chart of queries per day from ${formatDay(first.date)} to ${formatDay(last.date)}: ${total} in all` +
        (busiest ? `, busiest day ${formatDay(busiest.date)} with ${busiest.count}.` : ", none on any day.")
      : "No days to show.";
  const slot = 100 / Math.max(days.length, 1);
  const labelEvery = Math.ceil(days.length / 6);

  return (
    <div>
      <figure className="m-0">
        <div className="flex gap-2">
          <div
            className="flex h-48 flex-col justify-between py-0 text-right text-xs text-stone-600 tabular-nums"
            aria-hidden="true"
          >
            {ticks.map((t) => (
              <span key={t} className="-my-2 leading-4">
                {Number.isInteger(t) ? t : t.toFixed(1)}
              </span>
            ))}
          </div>
          <div className="min-w-0 flex-1">
            <svg
              role="img"
              aria-label={summary}
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="block h-48 w-full overflow-visible"
            >
              {ticks.map((t) => (
                <line
                  key={t}
                  x1="0"
                  x2="100"
                  y1={100 - (t / top) * 100}
                  y2={100 - (t / top) * 100}
                  className={t === 0 ? "stroke-stone-500" : "stroke-stone-200"}
                  strokeWidth="1"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {days.map((d, i) => {
                const h = (d.count / top) * 100;
                return (
                  <rect
                    key={d.date}
                    x={i * slot + slot * 0.15}
                    width={slot * 0.7}
                    y={100 - h}
                    height={h}
                    className="fill-brand-600"
                  >
                    <title>{`${formatDay(d.date)}: ${d.count} ${d.count === 1 ? "query" : "queries"}`}</title>
                  </rect>
                );
              })}
            </svg>
            <div className="relative mt-1 h-5 text-xs text-stone-600" aria-hidden="true">
              {days.map((d, i) => {
                const last = i === days.length - 1;
                if (!last && i % labelEvery !== 0) return null;
                // Every other label on a phone; the first and last hug the edges.
                const hideOnPhone = !last && i !== 0 && (i / labelEvery) % 2 === 1;
                const shift = i === 0 ? "" : last ? "-translate-x-full" : "-translate-x-1/2";
                return (
                  <span
                    key={d.date}
                    className={`absolute whitespace-nowrap ${shift} ${hideOnPhone ? "hidden sm:inline" : ""}`}
                    style={{ left: i === 0 ? "0" : last ? "100%" : `${(i + 0.5) * slot}%` }}
                  >
                    {last ? "Today" : formatShortDay(d.date)}
                  </span>
                );
              })}
            </div>
          </div>
        </div>
        <figcaption className="mt-3 text-sm text-stone-700">
          {total === 0
            ? "No queries in the last 30 days."
            : `${total} ${total === 1 ? "query" : "queries"} in the last 30 days.`}
        </figcaption>
      </figure>
      <Button
        variant="ghost"
        className="mt-2 -ml-4"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((v) => !v)}
      >
        {showTable ? "Hide data table" : "Show data table"}
      </Button>
      <div
        id={tableId}
        className={showTable ? "mt-2 max-h-96 overflow-y-auto rounded-lg border border-stone-200" : "sr-only"}
        // When shown, the table scrolls: keyboard users can focus it to scroll.
        {...(showTable ? { tabIndex: 0, role: "region", "aria-label": "Queries per day table" } : {})}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Queries per day, last 30 days</caption>
          <thead className="sticky top-0 bg-stone-100">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Queries
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t border-stone-200">
                <td className="px-3 py-1.5">{formatDay(d.date)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
