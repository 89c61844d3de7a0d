import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import { createQueryClient } from "@web/lib/queryClient";
import { takePageData } from "./page-data";

let shared: QueryClient | null = null;

/** The site's one data client (documented defaults), shared by every page that reads the API. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  if (!shared) {
    shared = createQueryClient();
    // A page rendered on demand brings the answers it was rendered with.
    const data = takePageData();
    if (data) hydrate(shared, data as DehydratedState);
  }
  return shared;
}

/** On the server, the client that holds the answers a page rendered on demand is rendered with. */
export const ServerQueryClient = createContext<QueryClient | null>(null);

export function QueryProvider({ children }: { children: ReactNode }) {
  const seeded = useContext(ServerQueryClient);
  return <QueryClientProvider client={seeded ?? getQueryClient()}>{children}</QueryClientProvider>;
}
