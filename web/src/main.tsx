import "./lib/zod-in-browser";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/AppRoutes";
import { loadPage } from "./app/page-cache";
import { Providers } from "./app/Providers";
import { routeFor } from "./routes";

/**
 * Loads the current page's code before hydrating, so the first render matches the prerendered
 * markup. Hydration runs as a transition: React yields to the browser every few milliseconds
 * instead of holding the main thread for the whole page, so a tap during it is not kept waiting.
 */
async function start() {
  await loadPage(routeFor(window.location.pathname));
  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById("root")!;
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
