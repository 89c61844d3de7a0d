import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Subscription } from "@common/follows";
import { deleteSubscription } from "@common/follows.api";
import { callApi } from "@web/lib/api-client";
import { authHeaders } from "@web/lib/auth";
import { SUBSCRIPTIONS_KEY } from "./list-subscriptions";

/**
 * DELETE /api/users/me/subscriptions/:id. On success the subscription leaves every cached list at
 * once, and the lists are asked again.
 */
export function useDeleteSubscription(sessionId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorTitle: "The subscription was not deleted", errorFallback: "Please try again." },
    mutationFn: (s: Subscription) =>
      callApi(deleteSubscription, { params: { id: s.id }, headers: authHeaders(sessionId) }),
    onSuccess: async (_r, s) => {
      qc.setQueriesData<Subscription[]>({ queryKey: SUBSCRIPTIONS_KEY }, (list) => list?.filter((x) => x.id !== s.id));
      await qc.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
    },
  });
}
