import { useUnsubscribe } from "../api/unsubscribe";
import { linkFailure, MailLinkPage } from "./MailLinkPage";

/** /unsubscribe/:token: the link in every alert ends its subscription, without signing in. */
export default function UnsubscribePage() {
  const action = useUnsubscribe();
  return (
    <MailLinkPage
      title="Unsubscribe"
      working="Unsubscribing…"
      action={action}
      failed="You were not unsubscribed"
      done={(label) => ({
        heading: `You are unsubscribed from ${label}`,
        text: "You will get no more e-mail about it. You can follow it again at any time.",
      })}
      failure={linkFailure}
    />
  );
}
