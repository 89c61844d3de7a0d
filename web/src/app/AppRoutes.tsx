import { use } from "react";
import { Route, Routes } from "react-router";
import { NOT_FOUND_ROUTE, pageRoutes, type PageRoute } from "../routes";
import { loadedPage, loadPage } from "./page-cache";
import { Root } from "./Root";

/**
 * Renders a route's page. Code that has already loaded (always the case for the first page:
 * it is loaded before hydration, and before prerendering) renders synchronously, so the
 * markup matches; otherwise the page suspends while its chunk loads.
 */
function RoutePage({ route }: { route: PageRoute }) {
  const { Component } = loadedPage(route) ?? use(loadPage(route));
  return <Component />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        {pageRoutes.map((r) =>
          r.path === "/" ? (
            <Route key={r.path} index element={<RoutePage route={r} />} />
          ) : (
            <Route key={r.path} path={r.path} element={<RoutePage route={r} />} />
          ),
        )}
        <Route path="*" element={<RoutePage route={NOT_FOUND_ROUTE} />} />
      </Route>
    </Routes>
  );
}
