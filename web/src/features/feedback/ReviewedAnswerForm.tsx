import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent, type RefObject } from "react";
import { ASSISTANT_LABELS } from "@common/analytics";
import { ASSISTANTS, MAX_QUESTION_LENGTH, type AnswerSource, type AssistantName } from "@common/assistants";
import { MAX_REVIEWED_ANSWER, MAX_REVIEWED_SOURCES, type ReviewedSourceInput } from "@common/feedback";
import { DialogFrame } from "@web/ui/DialogFrame";
import { controlClass, Field, Select, SelectField, TextField } from "@web/ui/form";
import { Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { createReviewed, FEEDBACK_KEY, REVIEWED_KEY, updateReviewed, type ReviewedBody } from "./api";
import { grouped } from "@web/lib/numbers";

type SourceDraft = {
  key: number;
  kind: "document" | "address";
  title: string;
  documentId: string;
  page: string;
  url: string;
};

/** What the form edits: a new reviewed answer (maybe from a rated one) or an existing one. */
export type ReviewedDraft = {
  /** The reviewed answer being edited; absent for a new one. */
  id?: number;
  /** The rated answer it is written from (resolved when it is saved). */
  feedbackId?: number;
  question: string;
  answer: string;
  assistant: AssistantName | "";
  sources: AnswerSource[];
};

let nextKey = 1;
const sourceDraft = (s?: AnswerSource): SourceDraft => ({
  key: nextKey++,
  kind: s && s.documentId === undefined ? "address" : "document",
  title: s?.title ?? "",
  documentId: s?.documentId !== undefined ? String(s.documentId) : "",
  page: s?.page ? String(s.page) : "",
  url: s && s.documentId === undefined ? s.url : "",
});

function toBody(d: ReviewedDraft, sources: SourceDraft[]): ReviewedBody {
  return {
    question: d.question,
    answer: d.answer,
    assistant: d.assistant || null,
    sources: sources.map((s): ReviewedSourceInput =>
      s.kind === "document"
        ? { title: s.title, documentId: Number(s.documentId), ...(s.page ? { page: Number(s.page) } : {}) }
        : { title: s.title, url: s.url },
    ),
    ...(d.feedbackId !== undefined ? { feedbackId: d.feedbackId } : {}),
  };
}

/**
 * The reviewed answer form, in a dialog: the question it answers, a short text citing its sources
 * as [1], [2]…, each source a document (at a page) or a page of this site or the web, and which
 * assistant it answers for.
 */
export function ReviewedAnswerDialog({
  draft,
  onClose,
  returnFocusTo,
}: {
  draft: ReviewedDraft | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <DialogFrame
      open={draft !== null}
      onOpenChange={(o) => !o && onClose()}
      returnFocusTo={returnFocusTo}
      className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(96vw,46rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
    >
      {draft && (
        <ReviewedAnswerForm key={draft.id ?? `new-${draft.feedbackId ?? ""}`} draft={draft} onClose={onClose} />
      )}
    </DialogFrame>
  );
}

function ReviewedAnswerForm({ draft, onClose }: { draft: ReviewedDraft; onClose: () => void }) {
  const qc = useQueryClient();
  const [d, setD] = useState(draft);
  const [sources, setSources] = useState<SourceDraft[]>(() =>
    draft.sources.slice(0, MAX_REVIEWED_SOURCES).map(sourceDraft),
  );
  const save = useMutation({
    meta: { errorTitle: "The reviewed answer was not saved", errorFallback: "Please try again." },
    mutationFn: (body: ReviewedBody) => (d.id !== undefined ? updateReviewed(d.id, body) : createReviewed(body)),
    onSuccess: async (saved) => {
      toast({
        title: d.id !== undefined ? "Reviewed answer updated" : "Reviewed answer saved",
        description: saved.question,
        variant: "success",
      });
      await Promise.all([
        qc.invalidateQueries({ queryKey: REVIEWED_KEY }),
        qc.invalidateQueries({ queryKey: FEEDBACK_KEY }),
      ]);
      onClose();
    },
  });
  const setSource = (key: number, change: Partial<SourceDraft>) =>
    setSources((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(toBody(d, sources));
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Dialog.Title className="text-xl font-semibold text-brand-800">
        {d.id !== undefined ? "Edit reviewed answer" : "Write a reviewed answer"}
      </Dialog.Title>
      <Dialog.Description className="text-sm text-stone-700">
        Later questions that mean the same are answered with this text, marked “Reviewed by the site's editors” with
        today's date and its sources.
      </Dialog.Description>
      <TextField
        label="Question it answers"
        required
        maxLength={MAX_QUESTION_LENGTH}
        value={d.question}
        onChange={(e) => setD({ ...d, question: e.target.value })}
      />
      <Field
        label="Reviewed answer"
        hint={`Cite a source by its number in brackets, e.g. [1]. ${grouped(d.answer.length)} of ${grouped(MAX_REVIEWED_ANSWER)} characters.`}
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            required
            rows={6}
            value={d.answer}
            onChange={(e) => setD({ ...d, answer: e.target.value })}
            className={`${controlClass} w-full text-base sm:text-sm`}
          />
        )}
      </Field>
      <SelectField
        label="Answers for"
        value={d.assistant}
        onChange={(e) => setD({ ...d, assistant: e.target.value as AssistantName | "" })}
      >
        <option value="">All three assistants</option>
        {ASSISTANTS.map((a) => (
          <option key={a} value={a}>
            {ASSISTANT_LABELS[a]} only
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-stone-900">Sources</legend>
        {sources.length === 0 && <p className="text-sm text-stone-700">No sources yet.</p>}
        <ol className="grid gap-3">
          {sources.map((s, i) => (
            <li key={s.key} className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-6">
              <p className="font-semibold text-stone-800 sm:col-span-6">Source [{i + 1}]</p>
              <Field label="Kind" className="sm:col-span-2">
                {(id) => (
                  <Select
                    id={id}
                    value={s.kind}
                    className="w-full"
                    onChange={(e) => setSource(s.key, { kind: e.target.value as SourceDraft["kind"] })}
                  >
                    <option value="document">A document</option>
                    <option value="address">A page or web address</option>
                  </Select>
                )}
              </Field>
              <TextField
                label="Title"
                className="sm:col-span-4"
                required
                maxLength={300}
                value={s.title}
                onChange={(e) => setSource(s.key, { title: e.target.value })}
              />
              {s.kind === "document" ? (
                <>
                  <TextField
                    label="Document id"
                    className="sm:col-span-2"
                    required
                    inputMode="numeric"
                    pattern="[0-9]+"
                    value={s.documentId}
                    onChange={(e) => setSource(s.key, { documentId: e.target.value })}
                  />
                  <TextField
                    label="Page (optional)"
                    className="sm:col-span-2"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    value={s.page}
                    onChange={(e) => setSource(s.key, { page: e.target.value })}
                  />
                </>
              ) : (
                <TextField
                  label="Address"
                  hint="A page of this site (/adu) or an https:// address"
                  className="sm:col-span-4"
                  required
                  value={s.url}
                  onChange={(e) => setSource(s.key, { url: e.target.value })}
                />
              )}
              <div className="flex items-end sm:col-span-2">
                <Button
                  variant="ghost"
                  className="min-h-9 px-2 py-1"
                  onClick={() => setSources((all) => all.filter((x) => x.key !== s.key))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Remove source [{i + 1}]
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {sources.length < MAX_REVIEWED_SOURCES && (
          <div>
            <Button
              variant="secondary"
              className="min-h-9 px-3 py-1"
              onClick={() => setSources((all) => [...all, sourceDraft()])}
            >
              <Plus className="h-4 w-4" aria-hidden />
              Add a source
            </Button>
          </div>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : d.id !== undefined ? "Save changes" : "Save reviewed answer"}
        </Button>
      </div>
    </form>
  );
}
