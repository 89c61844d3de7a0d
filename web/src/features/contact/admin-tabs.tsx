import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Mail, RotateCcw } from "lucide-react";
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  type ContactCategory,
  type ContactMessage,
  type MessageStatus,
} from "@common/contact";
import { errorMessage } from "@web/lib/request";
import { Badge, Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { INBOX_KEY, inboxQuery, setMessageStatus } from "./admin-api";
import { TOWN_TIME_ZONE } from "@common/opening-hours";
import { formatDateTime } from "@web/lib/dates";
import { controlClass } from "@web/ui/form";

/** Tabs this feature adds to the admin panel. */


/** Contact messages, newest first, by category and status; mark handled or back to new. */
export function InboxTab() {
  const [category, setCategory] = useState<"" | ContactCategory>("");
  const [status, setStatus] = useState<"" | MessageStatus>("");
  const id = useId();
  const qc = useQueryClient();
  const list = useQuery(inboxQuery({ category, status }));
  const mark = useMutation({
    meta: { errorTitle: "Change failed", errorFallback: "Please try again." },
    mutationFn: ({ m, to }: { m: ContactMessage; to: MessageStatus }) => setMessageStatus(m.id, to),
    onSuccess: async (_r, { m, to }) => {
      toast({ title: to === "handled" ? "Marked as handled" : "Marked as new", description: m.subject, variant: "success" });
      await qc.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-800">
          Messages {list.data && <span className="text-base font-normal text-stone-700">({list.data.length})</span>}
        </h2>
        <div className="flex flex-wrap gap-3">
          <div>
            <label htmlFor={`${id}-cat`} className="mb-1 block text-sm font-medium text-stone-800">
              Category
            </label>
            <select id={`${id}-cat`} value={category} onChange={(e) => setCategory(e.target.value as "" | ContactCategory)} className={controlClass}>
              <option value="">All categories</option>
              {CONTACT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CONTACT_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-stone-800">
              Status
            </label>
            <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as "" | MessageStatus)} className={controlClass}>
              <option value="">All</option>
              <option value="new">New</option>
              <option value="handled">Handled</option>
            </select>
          </div>
        </div>
      </div>
      {list.isLoading && <p role="status">Loading messages…</p>}
      {list.error && (
        <p role="alert" className="text-red-800">
          Could not load the messages: {errorMessage(list.error, "unknown error")}
        </p>
      )}
      {list.data && list.data.length === 0 && <p className="text-stone-700">No messages here.</p>}
      <ul className="flex flex-col gap-3">
        {list.data?.map((m) => (
          <li key={m.id}>
            <article aria-labelledby={`${id}-m-${m.id}`} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 id={`${id}-m-${m.id}`} className="font-semibold break-words text-stone-900">
                    {m.subject}
                  </h3>
                  <p className="text-sm break-words text-stone-700">
                    From {m.name} ·{" "}
                    <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="text-brand-700 underline">
                      {m.email}
                    </a>
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-stone-700">
                    <Badge>{CONTACT_CATEGORY_LABELS[m.category] ?? m.category}</Badge>
                    {m.status === "new" ? <Badge tone="warn">New</Badge> : <Badge tone="good">Handled</Badge>}
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, TOWN_TIME_ZONE)}</time>
                  </p>
                </div>
                <div className="flex gap-2">
                  <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50" aria-label={`Reply to ${m.name}`}>
                    <Mail className="h-4 w-4" aria-hidden />
                    Reply
                  </a>
                  {m.status === "new" ? (
                    <Button className="min-h-9 px-3" disabled={mark.isPending} onClick={() => mark.mutate({ m, to: "handled" })} aria-label={`Mark "${m.subject}" as handled`}>
                      <Check className="h-4 w-4" aria-hidden />
                      Mark handled
                    </Button>
                  ) : (
                    <Button variant="secondary" className="min-h-9 px-3" disabled={mark.isPending} onClick={() => mark.mutate({ m, to: "new" })} aria-label={`Mark "${m.subject}" as new`}>
                      <RotateCcw className="h-4 w-4" aria-hidden />
                      Mark as new
                    </Button>
                  )}
                </div>
              </div>
              <p className="mt-3 text-sm whitespace-pre-wrap break-words text-stone-800">{m.message}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
