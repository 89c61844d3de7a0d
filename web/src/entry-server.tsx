import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { escapeHtml } from "@common/html";
import { SITE_NAME } from "@content/site";
import type { CallContract, CallResponse } from "@common/contract";
import { callUrl, type CallArgs, type CallSender } from "./lib/api-client";
import type { OnDemandPage, PageHead } from "./lib/on-demand";
import { createQueryClient } from "./lib/queryClient";
import { throwIfResNotOk } from "./lib/request";
import { AppRoutes } from "./app/AppRoutes";
import { loadPage } from "./app/page-cache";
import { PAGE_DATA_ID, scriptJson } from "./app/page-data";
import { pageTitle } from "./app/title";
import { Providers } from "./app/Providers";
import { matchRoute, NOT_FOUND_ROUTE, pageRoutes } from "./routes";

export { pageRoutes };

/** How the server answers a GET of its own API while rendering (app.inject), as fetch would. */
export type FetchApi = (path: string) => Promise<Response>;

export type RenderResult = {
  /** The app's markup, for the root element. */
  html: string;
  /** Title, description, link-preview tags and the page's data, for <head>. */
  head: string;
  status: number;
  /** Whether the page is rendered per request (with its data) rather than at build time. */
  onDemand: boolean;
};

/** Calls through the server's own API, parsed with the contracts as the browser's calls are. */
function serverSender(fetchApi: FetchApi): CallSender {
  return async <C extends CallContract>(call: C, args: CallArgs<C>) => {
    const res = await fetchApi(callUrl(call, args));
    await throwIfResNotOk(res);
    const text = await res.text();
    return (call.response ? call.response.parse(text ? JSON.parse(text) : undefined) : undefined) as CallResponse<C>;
  };
}

function headHtml(head: PageHead, data: unknown) {
  const title = escapeHtml(pageTitle(head.title));
  const description = escapeHtml(head.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    ...(data ? [`<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`] : []),
  ].join("\n    ");
}

/** Loads what a page rendered on demand reads; on any failure the page renders without it. */
async function loadData(
  page: OnDemandPage,
  url: URL,
  params: Record<string, string | undefined>,
  fetchApi: FetchApi,
  client: QueryClient,
) {
  const at = { params, search: url.searchParams };
  try {
    await Promise.all(page.queries(at, serverSender(fetchApi)).map((q) => client.fetchQuery(q)));
    const data = dehydrate(client);
    return { head: page.head?.(at, client), data: data.queries.length ? data : null };
  } catch {
    // Rendered without its data, the page shows its loading state and the browser asks again.
    client.clear();
    return null;
  }
}

/**
 * Renders one path to HTML: every page at build time, and a page rendered on demand per request,
 * when the server gives `fetchApi`. The client hydrates it.
 */
export async function render(url: string, fetchApi?: FetchApi): Promise<RenderResult> {
  const at = new URL(url, "http://localhost");
  const { route, params } = matchRoute(at.pathname);
  const [page, { ServerQueryClient }] = await Promise.all([loadPage(route), import("./app/QueryProvider")]);
  const client = createQueryClient();
  const loaded = page.onDemand && fetchApi ? await loadData(page.onDemand, at, params, fetchApi, client) : null;
  const head: PageHead = loaded?.head ?? route.handle;
  const html = renderToString(
    <StrictMode>
      <Providers>
        <ServerQueryClient value={client}>
          <StaticRouter location={`${at.pathname}${at.search}`}>
            <AppRoutes />
          </StaticRouter>
        </ServerQueryClient>
      </Providers>
    </StrictMode>,
  );
  return {
    html,
    head: headHtml(head, loaded?.data),
    status: head.status ?? (route === NOT_FOUND_ROUTE ? 404 : 200),
    onDemand: !!page.onDemand,
  };
}
