import { useParams } from "react-router";
import { isMailToken } from "@common/follow-basics";
import { ApiError } from "@web/lib/request";
import { useConfirmSubscription, useSubscriptionToConfirm } from "../api/confirm-subscription";
import { linkFailure, MailLinkPage } from "./MailLinkPage";

export const EXPIRED_MESSAGE = "This confirmation link has expired. Subscribe again from the site.";

/**
 * /subscriptions/confirm/:token: the link of a confirmation mail shows what it would confirm, and
 * the "Confirm alerts" button confirms it (opening the link alone, as mail scanners do, does not).
 */
export default function ConfirmSubscriptionPage() {
  const token = useParams().token ?? "";
  const read = useSubscriptionToConfirm(token, isMailToken(token));
  const action = useConfirmSubscription();
  return (
    <MailLinkPage
      title="Confirm your subscription"
      working={action.isPending ? "Confirming your subscription…" : "Reading your confirmation link…"}
      action={action}
      failed="Your subscription was not confirmed"
      done={(label) => ({
        heading: `Subscription confirmed: ${label}`,
        text: "We will e-mail you when new minutes match. Every message has a link to unsubscribe.",
      })}
      failure={(err) => (err instanceof ApiError && err.status === 410 ? EXPIRED_MESSAGE : linkFailure(err))}
      askFirst={{
        read,
        button: "Confirm alerts",
        show: (s) => (
          <>
            <h2 className="text-xl font-semibold text-brand-800">Confirm e-mail alerts about {s.label}</h2>
            <p className="mt-2">
              {s.frequency === "weekly" ? "A weekly digest" : "A message for each new meeting record"} will be e-mailed
              to you. If you did not ask for this, close this page: nothing will be sent.
            </p>
          </>
        ),
      }}
    />
  );
}
