import { useRef, useState } from "react";
import type { FeedbackItem } from "@common/feedback";
import { Tabs, viewTabTriggerClass } from "@web/ui/tabs";
import { RatedAnswers } from "./RatedAnswers";
import { ReviewedAnswerDialog, type ReviewedDraft } from "./ReviewedAnswerForm";
import { ReviewedAnswers } from "./ReviewedAnswers";

/**
 * The admin panel's Answer Review tab: the answers residents rated (to resolve, to correct with a
 * reviewed answer, or to trace to a misleading document) and the list of reviewed answers.
 */
export function AnswerReviewTab() {
  const [draft, setDraft] = useState<ReviewedDraft | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (d: ReviewedDraft, from: HTMLButtonElement) => {
    opener.current = from;
    setDraft(d);
  };
  const fromRated = (item: FeedbackItem, from: HTMLButtonElement) =>
    open(
      { feedbackId: item.id, question: item.question, answer: item.answer, assistant: "", sources: item.sources },
      from,
    );

  return (
    <section aria-labelledby="answer-review-heading" className="grid gap-4">
      <div>
        <h2 id="answer-review-heading" className="text-xl font-semibold text-brand-800">
          Answer Review
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Answers residents rated, “Not helpful” first. Resolve them, write a reviewed answer that later questions
          meaning the same will get, or deactivate a misleading document.
        </p>
      </div>
      <Tabs.Root defaultValue="rated">
        <Tabs.List aria-label="Answer review views" className="flex gap-1 rounded-lg bg-stone-200 p-1 sm:inline-flex">
          <Tabs.Trigger value="rated" className={viewTabTriggerClass}>
            Rated answers
          </Tabs.Trigger>
          <Tabs.Trigger value="reviewed" className={viewTabTriggerClass}>
            Reviewed answers
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rated" className="mt-4 focus-visible:outline-2">
          <RatedAnswers onWriteReviewed={fromRated} />
        </Tabs.Content>
        <Tabs.Content value="reviewed" className="mt-4 focus-visible:outline-2">
          <ReviewedAnswers onEdit={open} />
        </Tabs.Content>
      </Tabs.Root>
      <ReviewedAnswerDialog draft={draft} onClose={() => setDraft(null)} returnFocusTo={opener} />
    </section>
  );
}
