import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubscriptionInput } from "@common/follows";
import { createSubscription } from "@common/follows.api";
import { callApi } from "@web/lib/api-client";
import { authHeaders } from "@web/lib/auth";
import { SUBSCRIPTIONS_KEY } from "./list-subscriptions";

/**
 * POST /api/users/me/subscriptions: subscribes the signed-in resident by e-mail (pending until the
 * mailed link is followed). A failure is a toast with the server's reason (the limit, no e-mail).
 */
export function useCreateSubscription(sessionId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorTitle: "Subscription failed", errorFallback: "Please try again." },
    mutationFn: (body: SubscriptionInput) => callApi(createSubscription, { body, headers: authHeaders(sessionId) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}
