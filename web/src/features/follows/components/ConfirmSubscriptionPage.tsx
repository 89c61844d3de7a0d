import { ApiError } from "@web/lib/request";
import { useConfirmSubscription } from "../api/confirm-subscription";
import { linkFailure, MailLinkPage } from "./MailLinkPage";

export const EXPIRED_MESSAGE = "This confirmation link has expired. Subscribe again from the site.";

/** /subscriptions/confirm/:token: the link of a confirmation mail makes the subscription active. */
export default function ConfirmSubscriptionPage() {
  const action = useConfirmSubscription();
  return (
    <MailLinkPage
      title="Confirm your subscription"
      working="Confirming your subscription…"
      action={action}
      failed="Your subscription was not confirmed"
      done={(label) => ({
        heading: `Subscription confirmed: ${label}`,
        text: "We will e-mail you when new minutes match. Every message has a link to unsubscribe.",
      })}
      failure={(err) => (err instanceof ApiError && err.status === 410 ? EXPIRED_MESSAGE : linkFailure(err))}
    />
  );
}
