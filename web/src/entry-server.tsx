import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "./app/Providers";
import type { RouteHandle } from "./app/route-handle";
import { createQueryClient } from "./lib/queryClient";
import { NOT_FOUND_HANDLE, pageRoutes, routes } from "./routes";

export { pageRoutes };

/** Renders one path to HTML at build time; the client hydrates it. */
export async function render(url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const handle = (context.matches.at(-1)?.route.handle as RouteHandle | undefined) ?? NOT_FOUND_HANDLE;
  return { html, handle };
}
