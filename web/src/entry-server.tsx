import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/AppRoutes";
import { loadPage } from "./app/page-cache";
import { Providers } from "./app/Providers";
import { pageRoutes, routeFor } from "./routes";

export { pageRoutes };

/** Renders one path to HTML at build time; the client hydrates it. */
export async function render(url: string) {
  const route = routeFor(new URL(url, "http://localhost").pathname);
  await loadPage(route);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return { html, handle: route.handle };
}
