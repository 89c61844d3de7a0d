import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { AlertBanner } from "@web/shell/AlertBanner";
import { Footer } from "@web/shell/Footer";
import { NavBar } from "@web/shell/NavBar";
import { Toaster } from "@web/ui/Toaster";
import type { RouteHandle } from "./route-handle";
import { pageTitle } from "./title";

/** Keeps the document title in step with the page on client-side navigation. */
function useDocumentTitle() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  useEffect(() => {
    if (handle?.title) document.title = pageTitle(handle.title);
  }, [handle?.title]);
}

export function Root() {
  useDocumentTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <AlertBanner />
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
