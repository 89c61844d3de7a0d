import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { AssistantName } from "@common/assistants";
import {
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  FEEDBACK_THANKS,
  MAX_FEEDBACK_COMMENT,
  type FeedbackReason,
  type Rating,
} from "@common/feedback-basics";
import { Button } from "@web/ui/kit";
import { sendRating } from "./api";

/**
 * The stored answer rated, by its id; `sessionId` is the page visit it was asked in, which shows
 * that it is the visitor's. The server keeps the stored question and text with the rating.
 */
export type RatedAnswer = {
  assistant: AssistantName;
  messageId: number;
  sessionId?: string;
};

const SENT_FAILED = "Your rating could not be sent. Please try again.";
const toggleClass =
  "inline-flex min-h-9 items-center gap-1.5 rounded-lg border px-3 py-1 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800 aria-pressed:hover:text-white border-stone-400 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800";

/**
 * "Helpful" and "Not helpful" under an answer: toggle buttons (aria-pressed) that send the rating at
 * once; "Not helpful" then asks why (optional). What happened is said in place, in a live region.
 */
export function RateAnswer({ answer }: { answer: RatedAnswer }) {
  const id = useId();
  const [rating, setRating] = useState<Rating | null>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<FeedbackReason | "">("");
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  const send = async (next: Rating, why?: { reason?: FeedbackReason; comment?: string }) => {
    setBusy(true);
    try {
      await sendRating({ ...answer, rating: next, ...why });
      return true;
    } catch {
      setStatus(SENT_FAILED);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const rate = async (next: Rating) => {
    if (busy) return;
    if (next === rating) {
      // "Not helpful" again: the reason can still be given or changed.
      if (next === "down" && !asking) setAsking(true);
      return;
    }
    const before = rating;
    setRating(next);
    setStatus("");
    if (!(await send(next))) return setRating(before);
    setAsking(next === "down");
    setStatus(next === "down" ? "Thank you. What was wrong with it? (optional)" : FEEDBACK_THANKS);
  };

  const submitReason = async (e: FormEvent) => {
    e.preventDefault();
    const text = comment.trim();
    if (!reason && !text) return finish();
    if (await send("down", { ...(reason ? { reason } : {}), ...(text ? { comment: text } : {}) })) finish();
  };
  const finish = () => {
    setAsking(false);
    setStatus(FEEDBACK_THANKS);
  };

  return (
    <div className="mt-3 border-t border-stone-200 pt-2" data-testid="rate-answer">
      <div role="group" aria-labelledby={`${id}-prompt`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-prompt`} className="text-sm text-stone-700">
          Was this answer helpful?
        </span>
        <button
          type="button"
          className={toggleClass}
          aria-pressed={rating === "up"}
          disabled={busy}
          onClick={() => void rate("up")}
        >
          <ThumbsUp className="h-4 w-4" aria-hidden />
          Helpful
        </button>
        <button
          type="button"
          className={toggleClass}
          aria-pressed={rating === "down"}
          aria-expanded={rating === "down" ? asking : undefined}
          aria-controls={asking ? `${id}-why` : undefined}
          disabled={busy}
          onClick={() => void rate("down")}
        >
          <ThumbsDown className="h-4 w-4" aria-hidden />
          Not helpful
        </button>
      </div>
      <p role="status" className="mt-1 text-sm text-stone-800">
        {status}
      </p>
      {asking && (
        <form
          id={`${id}-why`}
          onSubmit={(e) => void submitReason(e)}
          className="mt-2 grid gap-2 rounded-lg bg-stone-50 p-3"
        >
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">What was wrong? (optional)</legend>
            <div className="mt-1 grid gap-1 sm:grid-cols-2">
              {FEEDBACK_REASONS.map((r) => (
                <label key={r} className="flex min-h-9 items-center gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {FEEDBACK_REASON_LABELS[r]}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${id}-comment`} className="text-sm font-medium text-stone-800">
            {reason === "other" ? "What was wrong?" : "Anything else? (optional)"}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={MAX_FEEDBACK_COMMENT}
            rows={2}
            aria-describedby={`${id}-comment-hint`}
            className="w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm"
          />
          <p id={`${id}-comment-hint`} className="text-xs text-stone-700">
            Up to {MAX_FEEDBACK_COMMENT} characters. Please leave out personal details.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="min-h-9 px-3 py-1" disabled={busy}>
              Send
            </Button>
            <Button variant="ghost" className="min-h-9 px-3 py-1" disabled={busy} onClick={finish}>
              Skip
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
