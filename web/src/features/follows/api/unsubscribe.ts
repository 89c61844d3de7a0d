import { useMutation, useQuery } from "@tanstack/react-query";
import { followRoutes } from "@common/follow-basics";
import { callByRoute, routeQuery } from "@web/lib/api-client";

/**
 * The calls of the unsubscribe link in every alert (no sign-in). Each request leaves at once while
 * its contract loads, so the page hydrates without the schemas. Failures are shown on the page
 * itself, not as toasts.
 */

const loadRead = () => import("@common/follows.api").then((c) => c.subscriptionToUnsubscribe);
const loadUnsubscribe = () => import("@common/follows.api").then((c) => c.unsubscribe);

/** GET /api/subscriptions/unsubscribe/:token: what the link would end (reading it ends nothing). */
export const subscriptionToUnsubscribeQuery = (token: string) =>
  routeQuery(followRoutes.subscriptionToUnsubscribe, loadRead, { params: { token } });

export const useSubscriptionToUnsubscribe = (token: string, enabled: boolean) =>
  useQuery({ ...subscriptionToUnsubscribeQuery(token), enabled });

/** POST /api/subscriptions/unsubscribe/:token, from the page's "Unsubscribe" button. */
export const unsubscribeByLink = (token: string) =>
  callByRoute(followRoutes.unsubscribe, loadUnsubscribe, { params: { token } });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribeByLink });
