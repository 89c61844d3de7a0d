import { useEffect, useId, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { CircleAlert, CircleCheck, FileText, Loader2, Pencil, X } from "lucide-react";
import { MAX_TITLE_LENGTH, type AdminDocument } from "@common/documents";
import { Field, Input } from "@web/ui/form";
import { Button } from "@web/ui/kit";
import { ProgressBar } from "@web/ui/progress";
import { ADMIN_DOCUMENTS_KEY, adminDocumentQuery } from "./admin-api";
import { DocumentFileActions } from "./DocumentFileActions";
import { documentState } from "./document-state";
import { EditDocumentForm } from "./EditDocumentForm";
import { bodyLabel, formatBytes, formatMeetingDate } from "./format";
import type { UploadRow as Row } from "./upload-batch";

/** How often a row asks where its document's processing stands. */
const POLL_MS = 2000;

/** The document a row sent, followed until its processing ends. */
function useSentDocument(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...adminDocumentQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === "processing" ? POLL_MS : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status && status !== "processing") void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
  }, [status, queryClient]);
  return query;
}

type Tone = "busy" | "done" | "failed" | "idle";
const TONE_CLASS: Record<Tone, string> = {
  idle: "text-stone-700",
  busy: "text-stone-800",
  done: "text-brand-800",
  failed: "text-red-800",
};
const TONE_ICON: Record<Tone, ReactNode> = {
  idle: null,
  busy: <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />,
  done: <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />,
  failed: <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />,
};

/** Title and meeting date of a file before it is sent, prefilled from its name. */
function ReadyFields({
  row,
  onEdit,
}: {
  row: Row;
  onEdit: (change: { title?: string; meetingDate?: string }) => void;
}) {
  const name = row.file.name;
  return (
    <div className="grid items-start gap-3 sm:grid-cols-[1fr_12rem]">
      <Field
        label={
          <>
            Title<span className="sr-only"> of {name}</span>
          </>
        }
      >
        {(id) => (
          <Input
            id={id}
            value={row.title}
            maxLength={MAX_TITLE_LENGTH}
            onChange={(e) => onEdit({ title: e.target.value })}
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
        hint={row.meetingDate ? "Read from the file name" : "Optional: else read from the first page"}
      >
        {(id, describedBy) => (
          <Input
            id={id}
            type="date"
            value={row.meetingDate}
            aria-describedby={describedBy}
            onChange={(e) => onEdit({ meetingDate: e.target.value })}
            className="w-full text-base sm:text-sm"
          />
        )}
      </Field>
    </div>
  );
}

/** What the server made of a sent file: its title, date and body, and an edit affordance. */
function SentSummary({ doc, name }: { doc: AdminDocument; name: string }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <EditDocumentForm doc={doc} name={name} onDone={() => setEditing(false)} />;
  const date = formatMeetingDate(doc.meetingDate);
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <p className="grid gap-0.5 text-sm text-stone-700">
        <span className="font-semibold break-words text-stone-900">{doc.title}</span>
        <span>
          Meeting date: {date ?? "Not set"} · {bodyLabel(doc.body)}
        </span>
      </p>
      <Button variant="secondary" className="min-h-9 px-3" onClick={() => setEditing(true)}>
        <Pencil className="h-4 w-4" aria-hidden />
        Edit<span className="sr-only"> the title and meeting date of {name}</span>
      </Button>
    </div>
  );
}

/** One file of the Upload tab: its fields before upload, its progress, then its document's state. */
export function UploadRow({
  row,
  onEdit,
  onRemove,
}: {
  row: Row;
  onEdit: (change: { title?: string; meetingDate?: string }) => void;
  onRemove: () => void;
}) {
  const nameId = useId();
  const { phase, file } = row;
  const sent = useSentDocument(phase.kind === "sent" ? phase.documentId : null);
  const doc = phase.kind === "sent" ? sent.data : undefined;
  const state = doc ? documentState(doc) : null;

  let tone: Tone = "idle";
  let text: string;
  const notes = [...(state?.notes ?? [])];
  if (phase.kind === "checking") text = "Checking the file…";
  else if (phase.kind === "ready") text = "Ready to upload";
  else if (phase.kind === "waiting") [tone, text] = ["busy", "Waiting"];
  else if (phase.kind === "uploading") [tone, text] = ["busy", phase.progress < 1 ? "Uploading…" : "Uploaded, saving…"];
  else if (phase.kind === "refused") [tone, text] = ["failed", `Refused: ${phase.reason}`];
  else if (state) [tone, text] = [state.tone, state.text];
  else if (sent.isError) [tone, text] = ["failed", `Its state could not be read: ${sent.error.message}`];
  else [tone, text] = ["busy", "Queued"];
  if (doc?.status === "active" && !row.dateGiven)
    notes.unshift(
      doc.meetingDate
        ? `Meeting date found in the document: ${formatMeetingDate(doc.meetingDate)}`
        : "No meeting date was found in the document: add one with Edit",
    );

  const progress = phase.kind === "uploading" ? phase.progress : state?.tone === "busy" ? state.progress : undefined;
  return (
    <li data-testid="upload-row" aria-labelledby={nameId} className="grid gap-3 rounded-lg border border-stone-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <p id={nameId} className="flex min-w-0 items-start gap-2 font-medium text-stone-900">
          <FileText className="mt-0.5 h-4 w-4 shrink-0 text-stone-600" aria-hidden />
          <span className="[overflow-wrap:anywhere]">
            {file.name}{" "}
            <span className="text-sm font-normal whitespace-nowrap text-stone-600">({formatBytes(file.size)})</span>
          </span>
        </p>
        {(phase.kind === "ready" || phase.kind === "refused") && (
          <Button variant="ghost" className="min-h-9 shrink-0 px-2" onClick={onRemove}>
            <X className="h-4 w-4" aria-hidden />
            Remove<span className="sr-only"> {file.name}</span>
          </Button>
        )}
      </div>
      {phase.kind === "ready" && <ReadyFields row={row} onEdit={onEdit} />}
      {(phase.kind === "waiting" || phase.kind === "uploading") && (
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">{row.title}</span>
          {row.meetingDate ? ` · Meeting date: ${formatMeetingDate(row.meetingDate)}` : ""}
        </p>
      )}
      {doc && <SentSummary doc={doc} name={file.name} />}
      {progress !== undefined && (
        <ProgressBar
          label={phase.kind === "uploading" ? `Uploading ${file.name}` : `Processing ${file.name}`}
          value={progress}
          valueText={progress === null ? text : undefined}
        />
      )}
      <div role="status" className={clsx("grid gap-1 text-sm", TONE_CLASS[tone])}>
        <p className="flex items-start gap-2 font-semibold">
          {TONE_ICON[tone]}
          <span>{text}</span>
        </p>
        {notes.map((n) => (
          <p key={n} className="text-stone-700">
            {n}
          </p>
        ))}
      </div>
      {doc?.status === "failed" && <DocumentFileActions doc={doc} />}
    </li>
  );
}
