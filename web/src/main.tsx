import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { Providers } from "./app/Providers";
import { createQueryClient } from "./lib/queryClient";
import { routes } from "./routes";
import "./styles.css";

/** Loads the code of the routes matching the current URL before hydrating, so the markup matches. */
async function start() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy === "function") {
        const loaded = await lazy();
        Object.assign(m.route, { ...loaded, lazy: undefined });
      }
    }),
  );
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById("root")!;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
