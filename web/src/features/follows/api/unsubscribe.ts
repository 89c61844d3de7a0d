import { useMutation } from "@tanstack/react-query";
import { followRoutes } from "@common/follow-basics";
import { callByRoute } from "@web/lib/api-client";

/**
 * POST /api/subscriptions/unsubscribe/:token, from the link in every alert (no sign-in). The
 * request leaves at once while its contract loads, so the page hydrates without the schemas. Its
 * failure is shown on the page itself, not as a toast.
 */
export const unsubscribeByLink = (token: string) =>
  callByRoute(followRoutes.unsubscribe, () => import("@common/follows.api").then((c) => c.unsubscribe), {
    params: { token },
  });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribeByLink });
