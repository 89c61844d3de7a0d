import { useMutation, useQuery } from "@tanstack/react-query";
import { followRoutes } from "@common/follow-basics";
import { callByRoute, routeQuery } from "@web/lib/api-client";

/**
 * The calls of a confirmation mail's link (no sign-in). Each request leaves at once while its
 * contract loads, so the page hydrates without the schemas. Failures are shown on the page itself,
 * not as toasts.
 */

const loadRead = () => import("@common/follows.api").then((c) => c.subscriptionToConfirm);
const loadConfirm = () => import("@common/follows.api").then((c) => c.confirmSubscription);

/** GET /api/subscriptions/confirm/:token: what the link would confirm (reading confirms nothing). */
export const subscriptionToConfirmQuery = (token: string) =>
  routeQuery(followRoutes.subscriptionToConfirm, loadRead, { params: { token } });

export const useSubscriptionToConfirm = (token: string, enabled: boolean) =>
  useQuery({ ...subscriptionToConfirmQuery(token), enabled });

/** POST /api/subscriptions/confirm/:token, from the page's "Confirm alerts" button. */
export const confirmSubscriptionByLink = (token: string) =>
  callByRoute(followRoutes.confirmSubscription, loadConfirm, { params: { token } });

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscriptionByLink });
