import { MailCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  CONFIRMATION_HOURS,
  EMAIL_UNAVAILABLE_MESSAGE,
  FREQUENCIES,
  type FollowTargetInput,
  type CreatedSubscription,
  type Frequency,
} from "@common/follows";
import { useAuth } from "@web/lib/auth";
import { Button } from "@web/ui/kit";
import { useCreateSubscription } from "../api/create-subscription";
import { useFollowOptions } from "../api/follow-options";
import { FREQUENCY_LABELS } from "../labels";

const note = "text-sm text-stone-700";

const minutes = (n: number) => (n === 1 ? "1 minute" : `${n} minutes`);

/**
 * What the resident is told once subscribed (confirm by e-mail, a link was already sent recently,
 * or it was already active); it takes the focus from the form it replaces.
 */
function Subscribed({ subscription, email }: { subscription: CreatedSubscription; email: string }) {
  const box = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  useEffect(() => box.current?.focus(), []);
  if (subscription.state === "active") {
    return (
      <p ref={box} tabIndex={-1} className="text-sm text-stone-800 focus:outline-none">
        You already get e-mail alerts for {subscription.label} ({FREQUENCY_LABELS[subscription.frequency].toLowerCase()}
        ). Manage them from your account.
      </p>
    );
  }
  const notice = subscription.confirmation;
  const withheld = notice?.mail === "recently-sent";
  const wait = notice?.retryAfterMinutes ? minutes(notice.retryAfterMinutes) : "a few minutes";
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-stone-800 focus:outline-none"
    >
      <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      {withheld ? (
        <div>
          <p className="font-semibold text-brand-800">A link was already sent recently.</p>
          {notice.earlierLink ? (
            <p>
              We e-mailed {email} a link for these alerts earlier: follow it to confirm (also look in your spam folder).
              To protect your inbox, a new link can be sent in {wait}.
            </p>
          ) : (
            <p>
              We e-mailed {email} a short while ago, so to protect your inbox no new link was sent now. Follow this
              again in {wait} to get the link for these alerts.
            </p>
          )}
        </div>
      ) : (
        <div>
          <p className="font-semibold text-brand-800">Check your e-mail to confirm.</p>
          <p>
            We sent a link to {email}. Alerts start once you follow it (within {CONFIRMATION_HOURS} hours). You can
            manage your subscriptions from your account.
          </p>
        </div>
      )}
    </div>
  );
}

/** The choice of frequency and "E-mail me", for a signed-in resident. */
function SubscribeForm({ target, email, sessionId }: { target: FollowTargetInput; email: string; sessionId: string }) {
  const id = useId();
  const [frequency, setFrequency] = useState<Frequency>("immediate");
  const subscribe = useCreateSubscription(sessionId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!subscribe.isPending) subscribe.mutate({ target, frequency });
  };

  return (
    <>
      {!subscribe.data && (
        <form onSubmit={submit} aria-label="E-mail alerts" className="grid gap-3">
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">How often should we e-mail {email}?</legend>
            <div className="mt-1 grid gap-1">
              {FREQUENCIES.map((f) => (
                <label key={f} className="flex min-h-10 items-center gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    value={f}
                    checked={frequency === f}
                    onChange={() => setFrequency(f)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {FREQUENCY_LABELS[f]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? "Subscribing…" : "E-mail me"}
            </Button>
          </div>
        </form>
      )}
      {subscribe.data && <Subscribed subscription={subscribe.data} email={email} />}
    </>
  );
}

/**
 * E-mail alerts for a target: offered to a signed-in resident when the site can send e-mail; a
 * visitor is offered to log in or register (`signIn`, which shows nothing once signed in); without
 * e-mail the site says to use the feed.
 */
export function EmailAlerts({ target, signIn }: { target: FollowTargetInput; signIn?: ReactNode }) {
  const id = useId();
  const options = useFollowOptions();
  const { user, isLoggedIn, isLoading, sessionId } = useAuth();

  let body: ReactNode;
  if (options.isPending || (options.data?.emailAlerts && isLoading)) {
    body = (
      <p role="status" className={note}>
        Checking e-mail alerts…
      </p>
    );
  } else if (!options.data?.emailAlerts) {
    // A failed check reads as no e-mail: the feed and calendar still work.
    body = <p className={note}>{EMAIL_UNAVAILABLE_MESSAGE}</p>;
  } else if (!isLoggedIn || !user || !sessionId) {
    body = (
      <p className={note}>
        Log in or register a free resident account to get an e-mail each time new minutes match, or a weekly digest.
      </p>
    );
  } else {
    body = <SubscribeForm target={target} email={user.email} sessionId={sessionId} />;
  }

  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-2 border-t border-stone-200 pt-4">
      <h3 id={`${id}-h`} className="text-base font-semibold text-stone-900">
        E-mail alerts
      </h3>
      {body}
      {/* Kept in place once signed in: the account dialog it opened then closes as dialogs do. */}
      {options.data?.emailAlerts && !isLoading && signIn && <div className="empty:hidden">{signIn}</div>}
    </section>
  );
}
