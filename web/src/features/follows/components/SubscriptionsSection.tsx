import { Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { EMAIL_UNAVAILABLE_MESSAGE, type Subscription } from "@common/follows";
import { useAuth } from "@web/lib/auth";
import { formatDate } from "@web/lib/dates";
import { ConfirmDialog } from "@web/ui/confirm-dialog";
import { Badge, Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { useDeleteSubscription } from "../api/delete-subscription";
import { useFollowOptions } from "../api/follow-options";
import { useSubscriptions } from "../api/list-subscriptions";
import { FREQUENCY_LABELS } from "../labels";
import { FEEDS } from "./FeedLinks";

const link = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700";

function SubscriptionItem({ s, onDelete }: { s: Subscription; onDelete: (s: Subscription) => void }) {
  return (
    <li className="grid gap-2 rounded-lg border border-stone-200 p-3" data-testid="subscription">
      <p className="font-semibold break-words text-stone-900">{s.label}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <Badge tone="good">{FREQUENCY_LABELS[s.frequency]}</Badge>
        {s.state === "pending" && <Badge tone="warn">Waiting for confirmation</Badge>}
        <span>
          since <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
        </span>
      </p>
      {s.state === "pending" && (
        <p className="text-sm text-stone-700">Follow the link we e-mailed you to start the alerts.</p>
      )}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700">
        <span>Private links:</span>
        {FEEDS.map((f) => (
          <a
            key={f.key}
            href={s[f.key]}
            className={link}
            {...(f.open === "newTab" ? { target: "_blank", rel: "noopener" } : {})}
          >
            {f.short}
            <span className="sr-only">
              {`${f.rest} of ${s.label}${f.open === "newTab" ? " (opens in a new tab)" : ""}`}
            </span>
          </a>
        ))}
      </p>
      <div>
        <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={() => onDelete(s)}>
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete <span className="sr-only">the subscription to {s.label}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The account dialog's Subscriptions: the signed-in resident's e-mail subscriptions, each with its
 * frequency, whether it waits for confirmation, its private feed links, and Delete (after asking).
 */
export function SubscriptionsSection() {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { sessionId } = useAuth();
  const list = useSubscriptions(sessionId);
  const options = useFollowOptions();
  const remove = useDeleteSubscription(sessionId);
  const [deleting, setDeleting] = useState<Subscription | null>(null);

  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: (_r, s) => {
        setDeleting(null);
        toast({ title: "Subscription deleted", description: s.label, variant: "success" });
        // Its Delete button is gone: the list's heading takes the focus.
        requestAnimationFrame(() => heading.current?.focus());
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-3 border-t border-stone-200 pt-4">
      <h3
        id={`${id}-h`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-brand-800 focus:outline-none"
      >
        Subscriptions
      </h3>
      {options.data?.emailAlerts === false && <p className="text-sm text-stone-700">{EMAIL_UNAVAILABLE_MESSAGE}</p>}
      {list.isPending ? (
        <p role="status" className="text-sm text-stone-700">
          Loading your subscriptions…
        </p>
      ) : list.error ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p className="text-red-800">Your subscriptions could not be loaded.</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-stone-700">
          You have no e-mail subscriptions. Use Follow next to a history search, a meeting's agenda item, or a body on
          the Government and Meetings pages.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Your subscriptions">
          {list.data.map((s) => (
            <SubscriptionItem key={s.id} s={s} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this subscription?"
        confirmLabel={remove.isPending ? "Deleting…" : "Delete subscription"}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setDeleting(null)}
      >
        You will get no more e-mail about {deleting?.label}.
      </ConfirmDialog>
    </section>
  );
}
