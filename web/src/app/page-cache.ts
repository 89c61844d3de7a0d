import type { LoadedPage, PageRoute } from "../routes";

type Entry = { page?: LoadedPage; pending?: Promise<LoadedPage> };
const cache = new Map<string, Entry>();

/** Starts (once) loading a route's page code; resolves with what renders it. */
export function loadPage(route: PageRoute): Promise<LoadedPage> {
  let entry = cache.get(route.path);
  if (!entry) cache.set(route.path, (entry = {}));
  if (entry.page) return Promise.resolve(entry.page);
  const e = entry;
  return (e.pending ??= route.lazy().then((p) => (e.page = p)));
}

/** The route's page if its code has loaded, else undefined. */
export function loadedPage(route: PageRoute): LoadedPage | undefined {
  return cache.get(route.path)?.page;
}
