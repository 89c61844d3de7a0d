import { useMutation } from "@tanstack/react-query";
import { unsubscribe } from "@common/follows.api";
import { callApi } from "@web/lib/api-client";

/**
 * POST /api/subscriptions/unsubscribe/:token, from the link in every alert (no sign-in). Its
 * failure is shown on the page itself, not as a toast.
 */
export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => callApi(unsubscribe, { params: { token } }) });
