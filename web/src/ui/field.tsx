import { clsx } from "clsx";
import { useId, type ComponentPropsWithoutRef } from "react";

/** A labelled text input with an optional hint, as every account form uses. */
export function TextField({
  label,
  hint,
  className,
  ...input
}: ComponentPropsWithoutRef<"input"> & { label: string; hint?: string }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx("grid gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hintId}
        className={clsx(
          "min-h-10 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 sm:text-sm",
          "focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none",
          "read-only:border-stone-200 read-only:bg-stone-50",
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
