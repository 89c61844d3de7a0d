import { lazy } from "react";

/**
 * The site's data client, loaded on first use: for what opens over a page that does not read the
 * API (the follow dialog on /government, the account dialog's subscriptions).
 */
export const LazyDataClient = lazy(() => import("./QueryProvider").then((m) => ({ default: m.QueryProvider })));
