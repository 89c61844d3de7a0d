import { useEffect, useId, useRef, useState } from "react";
import type { FollowLinks, FollowTargetInput } from "@common/follows";
import { Button } from "@web/ui/kit";
import { useFollowLinks } from "../api/create-follow";
import { CopyRow } from "./CopyRow";

/** The three links of a follow, each with its words (`short` and `rest` in a list of links: “RSS| feed”). */
export const FEEDS = [
  { key: "feedUrl", label: "RSS feed", short: "RSS", rest: " feed", open: "newTab" },
  { key: "atomUrl", label: "Atom feed", short: "Atom", rest: " feed", open: "newTab" },
  { key: "calendarUrl", label: "Calendar (iCalendar)", short: "Calendar", rest: "", open: "calendarApp" },
] as const satisfies ReadonlyArray<{
  key: keyof FollowLinks;
  label: string;
  short: string;
  rest: string;
  open: "newTab" | "calendarApp";
}>;

/** Says "Copied …" in a live region, once per copy, and clears it after a while. */
function useCopiedStatus() {
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const say = (text: string) => {
    clearTimeout(timer.current);
    // Emptied first, so that the same words said twice are announced twice.
    setStatus("");
    timer.current = setTimeout(() => {
      setStatus(text);
      timer.current = setTimeout(() => setStatus(""), 5000);
    }, 50);
  };
  return [status, say] as const;
}

/**
 * The public feed and calendar links of a target (POST /api/follows), each with Copy and Open:
 * nothing to sign up for.
 */
export function FeedLinks({ target }: { target: FollowTargetInput }) {
  const id = useId();
  const links = useFollowLinks(target);
  const [status, say] = useCopiedStatus();

  return (
    <section aria-labelledby={`${id}-h`} aria-busy={links.isPending} className="grid gap-3">
      <h3 id={`${id}-h`} className="text-base font-semibold text-stone-900">
        Feed and calendar
      </h3>
      {links.data ? (
        <>
          <p className="text-sm text-stone-700">
            Links for {links.data.label}. Paste a feed into your feed reader, or subscribe to the calendar; no account
            is needed.
          </p>
          {FEEDS.map((f) => (
            <CopyRow
              key={f.key}
              label={f.label}
              url={links.data[f.key]}
              open={f.open}
              onCopied={(ok) =>
                say(ok ? `Copied the ${f.label} link.` : `Copy failed: select the ${f.label} link and copy it.`)
              }
            />
          ))}
        </>
      ) : links.error ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm"
        >
          <p className="font-semibold text-red-800">The feed links could not be made.</p>
          <p className="text-stone-800">{links.error.message}</p>
          <Button variant="secondary" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-stone-700">
          Making the feed links…
        </p>
      )}
      <p role="status" className="min-h-5 text-sm font-semibold text-brand-800">
        {status}
      </p>
    </section>
  );
}
