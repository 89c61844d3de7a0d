import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  DOCUMENT_KINDS,
  KIND_LABELS,
  MAX_TITLE_LENGTH,
  type AdminDocument,
  type DocumentKind,
} from "@common/documents";
import { Field, Input, Select } from "@web/ui/form";
import { Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { ADMIN_DOCUMENTS_KEY, adminDocumentQuery, patchDocument } from "./admin-api";

/** A document's title, meeting date and kind, corrected after its upload (the PATCH call). */
export function EditDocumentForm({ doc, name, onDone }: { doc: AdminDocument; name: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(doc.title);
  const [meetingDate, setMeetingDate] = useState(doc.meetingDate ?? "");
  const [kind, setKind] = useState<DocumentKind>(doc.kind);
  const save = useMutation({
    meta: { errorTitle: "Failed to update document" },
    mutationFn: () =>
      patchDocument(doc.id, {
        ...(title.trim() !== doc.title ? { title: title.trim() } : {}),
        ...((meetingDate || null) !== doc.meetingDate ? { meetingDate: meetingDate || null } : {}),
        ...(kind !== doc.kind ? { kind } : {}),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(adminDocumentQuery(doc.id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
      toast({ title: "Document updated", description: next.title, variant: "success" });
      onDone();
    },
  });
  const unchanged = title.trim() === doc.title && (meetingDate || null) === doc.meetingDate && kind === doc.kind;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (unchanged) onDone();
    else if (title.trim()) save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid items-start gap-3 sm:grid-cols-[1fr_12rem]">
      <Field
        label={
          <>
            Title<span className="sr-only"> of {name}</span>
          </>
        }
        error={title.trim() ? undefined : "The title must not be empty"}
      >
        {(id, describedBy) => (
          <Input
            id={id}
            value={title}
            required
            maxLength={MAX_TITLE_LENGTH}
            aria-describedby={describedBy}
            aria-invalid={title.trim() ? undefined : true}
            onChange={(e) => setTitle(e.target.value)}
            className="w-full text-base sm:text-sm"
          />
        )}
      </Field>
      <Field
        label={
          <>
            Meeting date<span className="sr-only"> of {name}</span>
          </>
        }
      >
        {(id) => (
          <Input
            id={id}
            type="date"
            value={meetingDate}
            onChange={(e) => setMeetingDate(e.target.value)}
            className="w-full text-base sm:text-sm"
          />
        )}
      </Field>
      <Field
        label={
          <>
            Kind<span className="sr-only"> of {name}</span>
          </>
        }
        hint={doc.kindSource === "read" ? "Read from the text; change it if it is wrong." : undefined}
      >
        {(id, describedBy) => (
          <Select
            id={id}
            value={kind}
            aria-describedby={describedBy}
            onChange={(e) => setKind(e.target.value as DocumentKind)}
            className="w-full text-base sm:text-sm"
          >
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" className="min-h-9 px-3" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        <Button variant="secondary" className="min-h-9 px-3" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
