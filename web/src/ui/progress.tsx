import { clsx } from "clsx";

/**
 * A progress bar with an accessible name: `value` from 0 to 1, or null while the amount is not
 * known (an indeterminate bar, still named).
 */
export function ProgressBar({
  label,
  value,
  valueText,
  className,
}: {
  label: string;
  value: number | null;
  valueText?: string;
  className?: string;
}) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={percent === null ? undefined : 0}
      aria-valuemax={percent === null ? undefined : 100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText}
      className={clsx("h-2 w-full overflow-hidden rounded-full bg-stone-200", className)}
    >
      <div
        className={clsx(
          "h-full rounded-full bg-brand-700",
          percent === null ? "w-1/3 animate-pulse motion-reduce:animate-none" : "transition-[width]",
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
