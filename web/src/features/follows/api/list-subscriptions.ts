import { useQuery } from "@tanstack/react-query";
import { listSubscriptions } from "@common/follows.api";
import { callApi, callKey } from "@web/lib/api-client";
import { authHeaders } from "@web/lib/auth";

/** Every list of a resident's subscriptions, whoever is signed in. */
export const SUBSCRIPTIONS_KEY = callKey(listSubscriptions);

/** GET /api/users/me/subscriptions: the signed-in resident's e-mail subscriptions, newest first. */
export const subscriptionsQuery = (sessionId: string | null) => ({
  queryKey: [...SUBSCRIPTIONS_KEY, sessionId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(listSubscriptions, { headers: authHeaders(sessionId), signal }),
});

/** Asked again each time the list is shown: a subscription may have been confirmed in another tab. */
export const useSubscriptions = (sessionId: string | null) =>
  useQuery({ ...subscriptionsQuery(sessionId), enabled: sessionId !== null, refetchOnMount: "always" });
