import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Container } from "@web/ui/kit";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // The page is prerendered once for every unknown path: the path itself is shown after hydration.
  const [shownPath, setShownPath] = useState<string | null>(null);
  useEffect(() => setShownPath(pathname), [pathname]);
  return (
    <Container className="py-20">
      <div className="mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-sun-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-800">Page Not Found</h1>
        <p className="mt-4 text-stone-700">
          We couldn't find{" "}
          {shownPath ? <code className="rounded bg-stone-100 px-1 break-all">{shownPath}</code> : "the page you asked for"}.
        </p>
        <p className="mt-2 text-sm text-stone-600">Did you forget to add the page to the router?</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Back to the home page
        </Link>
      </div>
    </Container>
  );
}
