import { BadgeCheck } from "lucide-react";
import { REVIEWED_MARK } from "@common/feedback-basics";
import { formatDate } from "@web/lib/dates";

/** The mark of a reviewed answer: written by the site's editors, with the date of their review. */
export function ReviewedMark({ at }: { at: string | null }) {
  return (
    <p
      className="mb-2 inline-flex flex-wrap items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
      data-testid="reviewed-mark"
    >
      <BadgeCheck className="h-4 w-4" aria-hidden />
      {REVIEWED_MARK}
      {at && (
        <>
          {" · "}
          <time dateTime={at}>{formatDate(at)}</time>
        </>
      )}
    </p>
  );
}
