import { clsx } from "clsx";
import { useId, type ComponentPropsWithoutRef, type ReactNode } from "react";

/** Form controls of the site: one look for every input and select, one way to label them. */

/** The one style of text inputs and selects (bulletproof-react's `components/ui/form`). */
export const controlClass = clsx(
  "min-h-10 rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-600",
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none",
  "read-only:border-stone-200 read-only:bg-stone-50 aria-[invalid=true]:border-red-700",
);

export function Input({ className, ...p }: ComponentPropsWithoutRef<"input">) {
  return <input className={clsx(controlClass, className)} {...p} />;
}

export function Select({ className, ...p }: ComponentPropsWithoutRef<"select">) {
  return <select className={clsx(controlClass, className)} {...p} />;
}

/**
 * A label above its control, with an optional hint and error below, wired with ids: the control
 * is rendered by `children(id, describedBy)`.
 */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("grid gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with an optional hint, as every account form uses. */
export function TextField({
  label,
  hint,
  className,
  ...input
}: ComponentPropsWithoutRef<"input"> & { label: string; hint?: string }) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(id, describedBy) => <Input id={id} aria-describedby={describedBy} className="w-full text-base sm:text-sm" {...input} />}
    </Field>
  );
}

/** A labelled select. */
export function SelectField({
  label,
  hint,
  className,
  ...select
}: ComponentPropsWithoutRef<"select"> & { label: string; hint?: string }) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(id, describedBy) => <Select id={id} aria-describedby={describedBy} {...select} />}
    </Field>
  );
}
