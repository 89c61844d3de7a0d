import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "@web/lib/queryClient";

let shared: QueryClient | null = null;

/** The site's one data client (documented defaults), shared by every page that reads the API. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (shared ??= createQueryClient());
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
