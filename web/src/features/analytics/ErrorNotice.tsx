import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/ui/kit";
import type { AnalyticsFetchError } from "./api";

/** A failed load: a heading, the error and its server reason, a hint, and Try Again. */
export function ErrorNotice({
  title,
  error,
  hint,
  onRetry,
  level = 2,
}: {
  level?: 2 | 3;
  title: string;
  error: AnalyticsFetchError;
  hint?: ReactNode;
  onRetry: () => void;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <Heading className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {title}
      </Heading>
      <p className="mt-2 font-medium">{error.message}</p>
      {error.detail && <p className="mt-1 text-sm break-words">{error.detail}</p>}
      {hint && <p className="mt-2 text-sm">{hint}</p>}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
