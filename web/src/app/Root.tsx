import { Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { AccountButton } from "@web/features/accounts/AccountButton";
import { AlertBanner } from "@web/shell/AlertBanner";
import { Footer } from "@web/shell/Footer";
import { NavBar } from "@web/shell/NavBar";
import { ToasterHost } from "@web/ui/ToasterHost";
import { onDocumentTitle } from "@web/lib/title";
import { routeFor } from "../routes";
import { AccountSections } from "./account/AccountSections";
import { pageTitle } from "./title";

/**
 * Keeps the document title in step with the page (unless the page names itself), and starts a new
 * page at its top (or its #anchor).
 */
function usePageChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const { title, ownTitle } = routeFor(pathname).handle;
  useEffect(() => {
    if (!ownTitle) document.title = pageTitle(title);
  }, [title, ownTitle]);
  useEffect(() => {
    onDocumentTitle((own) => (document.title = pageTitle(own)));
    return () => onDocumentTitle(null);
  }, []);
  useEffect(() => {
    if (navigationType === "POP") return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

function PageLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 text-stone-700 sm:px-6" role="status">
      Loading…
    </div>
  );
}

export function Root() {
  usePageChange();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <AlertBanner />
      <NavBar account={<AccountButton sections={<AccountSections />} />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToasterHost />
    </div>
  );
}
