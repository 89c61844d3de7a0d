import { lazy, Suspense } from "react";
import { LazyDataClient } from "../data-client";

const SubscriptionsSection = lazy(() =>
  import("@web/features/follows/components/SubscriptionsSection").then((m) => ({ default: m.SubscriptionsSection })),
);

/**
 * What the app adds to the logged-in account dialog: the resident's subscriptions, whose code (and
 * the data client's) loads when the dialog shows them.
 */
export function AccountSections() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-stone-700">
          Loading your subscriptions…
        </p>
      }
    >
      <LazyDataClient>
        <SubscriptionsSection />
      </LazyDataClient>
    </Suspense>
  );
}
