import { useEffect, useState } from "react";
import { nextMeetings, type Meeting } from "@common/schedule";
import type { BodyId } from "@content/government";

/**
 * The next meetings of every body, computed from the clock after hydration (the prerendered HTML
 * cannot know today's date), and refreshed every minute. The first reckoning (time zone rules read
 * for the first time) runs in a task of its own, not in the one that finishes hydrating the page.
 */
export function useNextMeetings(count = 3) {
  const [data, setData] = useState<ReturnType<typeof nextMeetings> | null>(null);
  useEffect(() => {
    const update = () => setData(nextMeetings(new Date(), count));
    const first = window.setTimeout(update, 0);
    const timer = window.setInterval(update, 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [count]);
  return data;
}

export function meetingText(m: Meeting) {
  return `${m.dateLabel}, ${m.timeLabel}`;
}

/** "Thursday, December 3, 2026, 7:00 PM" for one body, once the page is running. */
export function NextMeetingDate({ body }: { body: BodyId }) {
  const data = useNextMeetings(1);
  const m = data?.find((b) => b.body === body)?.meetings[0];
  return <span data-next-meeting={body}>{m ? meetingText(m) : "see the schedule"}</span>;
}
