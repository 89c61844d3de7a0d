import type { ComponentType } from "react";
import type { PageRoute } from "../routes";

type Entry = { component?: ComponentType; pending?: Promise<ComponentType> };
const cache = new Map<string, Entry>();

/** Starts (once) loading a route's page code; resolves with its component. */
export function loadPage(route: PageRoute): Promise<ComponentType> {
  let entry = cache.get(route.path);
  if (!entry) cache.set(route.path, (entry = {}));
  if (entry.component) return Promise.resolve(entry.component);
  const e = entry;
  return (e.pending ??= route.lazy().then((c) => (e.component = c)));
}

/** The route's component if its code has loaded, else undefined. */
export function loadedPage(route: PageRoute): ComponentType | undefined {
  return cache.get(route.path)?.component;
}
