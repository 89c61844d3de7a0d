import { useMutation } from "@tanstack/react-query";
import { followRoutes } from "@common/follow-basics";
import { callByRoute } from "@web/lib/api-client";

/**
 * POST /api/subscriptions/confirm/:token, from the link of a confirmation mail (no sign-in). The
 * request leaves at once while its contract loads, so the page hydrates without the schemas. Its
 * failure is shown on the page itself, not as a toast.
 */
export const confirmSubscriptionByLink = (token: string) =>
  callByRoute(
    followRoutes.confirmSubscription,
    () => import("@common/follows.api").then((c) => c.confirmSubscription),
    { params: { token } },
  );

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscriptionByLink });
