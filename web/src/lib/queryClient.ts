import { MutationCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@web/ui/use-toast";
import { AdminSessionExpiredError } from "./admin-session-expired";
import { errorMessage, getQueryFn } from "./request";

declare module "@tanstack/react-query" {
  interface Register {
    /** A mutation's failure toast: its title, and the text when the error has none. */
    mutationMeta: { errorTitle?: string; errorFallback?: string };
  }
}

/**
 * The data client with the documented defaults: no refetching, never stale, no retries. A failed
 * mutation shows its `meta.errorTitle` toast with the server's reason, here and nowhere else; a
 * refused admin session has already sent its screen back to the login and shows nothing more.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        const title = mutation.meta?.errorTitle;
        if (!title || err instanceof AdminSessionExpiredError) return;
        toast({ title, description: errorMessage(err, mutation.meta?.errorFallback), variant: "destructive" });
      },
    }),
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
