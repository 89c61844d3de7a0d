import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./request";

/** The data client with the documented defaults: no refetching, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
