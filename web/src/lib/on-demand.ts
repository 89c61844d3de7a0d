import type { QueryClient } from "@tanstack/react-query";
import type { CallSender } from "./api-client";

/** Where a page is: its path parameters and its query string. */
export type PageAt = { params: Readonly<Record<string, string | undefined>>; search: URLSearchParams };

/** A page's title and description (its <head>), and the HTTP status of the response. */
export type PageHead = { title: string; description: string; status?: number };

export type PageQuery = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
};

/**
 * A page the server renders on demand, with its data, so that its content is readable before any
 * script runs and its head describes it (a meeting record, a history): the queries its first render
 * reads, sent through `send` (the server's own API), and its head from their answers. The browser
 * takes the same answers over with the markup, so it does not ask again.
 */
export type OnDemandPage = {
  queries: (at: PageAt, send: CallSender) => PageQuery[];
  /** The head from the answers; the route's own title and description when absent. */
  head?: (at: PageAt, client: QueryClient) => PageHead;
};
