import type { ReactNode } from "react";
import { Button } from "./kit";

/** What a page shows while its data loads or when loading failed (with Try again), else nothing. */
export function QueryStatus({ isLoading, error, what, onRetry }: { isLoading: boolean; error: unknown; what: string; onRetry: () => void }) {
  if (isLoading) {
    return (
      <p role="status" className="py-12 text-center text-stone-700">
        Loading {what}…
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">We couldn't load the {what}.</p>
        <p className="mt-1 text-sm text-stone-700">Please check your connection and try again.</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}

/** A friendly empty result: a title and, optionally, what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-stone-800">{title}</p>
      {children}
    </div>
  );
}
