import { useParams } from "react-router";
import { isMailToken } from "@common/follow-basics";
import { useSubscriptionToUnsubscribe, useUnsubscribe } from "../api/unsubscribe";
import { linkFailure, MailLinkPage } from "./MailLinkPage";

/**
 * /unsubscribe/:token: the link in every alert shows which subscription it would end, and the
 * "Unsubscribe" button ends it, without signing in (opening the link alone, as mail scanners do,
 * ends nothing).
 */
export default function UnsubscribePage() {
  const token = useParams().token ?? "";
  const read = useSubscriptionToUnsubscribe(token, isMailToken(token));
  const action = useUnsubscribe();
  return (
    <MailLinkPage
      title="Unsubscribe"
      working={action.isPending ? "Unsubscribing…" : "Reading your unsubscribe link…"}
      action={action}
      failed="You were not unsubscribed"
      done={(label) => ({
        heading: `You are unsubscribed from ${label}`,
        text: "You will get no more e-mail about it. You can follow it again at any time.",
      })}
      failure={linkFailure}
      askFirst={{
        read,
        button: "Unsubscribe",
        show: (s) => (
          <>
            <h2 className="text-xl font-semibold text-brand-800">Stop e-mail alerts about {s.label}?</h2>
            <p className="mt-2">
              You get {s.frequency === "weekly" ? "a weekly digest" : "a message for each new meeting record"} by
              e-mail. Press Unsubscribe to stop them; you can follow it again at any time.
            </p>
          </>
        ),
      }}
    />
  );
}
