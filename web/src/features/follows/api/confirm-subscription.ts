import { useMutation } from "@tanstack/react-query";
import { confirmSubscription } from "@common/follows.api";
import { callApi } from "@web/lib/api-client";

/**
 * POST /api/subscriptions/confirm/:token, from the link of a confirmation mail (no sign-in). Its
 * failure is shown on the page itself, not as a toast.
 */
export const useConfirmSubscription = () =>
  useMutation({ mutationFn: (token: string) => callApi(confirmSubscription, { params: { token } }) });
