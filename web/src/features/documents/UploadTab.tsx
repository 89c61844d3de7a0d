import { useId, useRef, useState, type DragEvent } from "react";
import { clsx } from "clsx";
import { Upload } from "lucide-react";
import {
  DOCUMENT_BODIES,
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  KIND_LABELS,
  MAX_UPLOAD_LABEL,
  type DocumentBody,
  type DocumentKind,
} from "@common/documents";
import { SelectField } from "@web/ui/form";
import { Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { bodyLabel } from "./format";
import { isBusy, PARALLEL_UPLOADS } from "./upload-batch";
import { UploadRow } from "./UploadRow";
import { useUploadBatch } from "./use-upload-batch";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Upload: PDFs chosen or dropped together, each with its title and meeting date read from its
 * name (editable), one body for the batch; sent two at a time, then followed until indexed.
 */
export function UploadTab() {
  const batch = useUploadBatch();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState<DocumentBody>("rcpg");
  const [kind, setKind] = useState<DocumentKind | "">("");
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const rows = batch.rows;
  const ready = rows.filter((r) => r.phase.kind === "ready").length;
  const checking = rows.some((r) => r.phase.kind === "checking");

  const add = (files: FileList | null | undefined) => {
    if (!files || files.length === 0) return;
    setError(null);
    batch.add([...files]);
  };

  const upload = () => {
    if (ready > 0) return batch.start(body, kind);
    if (checking) return;
    setError(DOCUMENT_MESSAGES.selectFile);
    toast({ title: DOCUMENT_MESSAGES.selectFile, variant: "destructive" });
    input.current?.focus();
  };

  const dragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes("Files")) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };

  return (
    <section aria-labelledby="upload-heading" className="grid gap-5">
      <div>
        <h2 id="upload-heading" className="text-xl font-semibold text-brand-800">
          Upload documents
        </h2>
        <p className="text-sm text-stone-700">
          Meeting minutes and other documents in PDF, one or many at a time. Their text is indexed for search and the
          assistants.
        </p>
      </div>

      <div className="flex flex-wrap gap-4">
        <SelectField
          label="Body"
          hint="For every file of this upload."
          value={body}
          onChange={(e) => setBody(e.target.value as DocumentBody)}
          className="max-w-xs"
        >
          {DOCUMENT_BODIES.map((b) => (
            <option key={b} value={b}>
              {bodyLabel(b)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kind"
          hint="Minutes, an agenda, or another paper. Read from the text when not chosen."
          value={kind}
          onChange={(e) => setKind(e.target.value as DocumentKind | "")}
          className="max-w-xs"
        >
          <option value="">Read from the text</option>
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
      </div>

      <div
        className={clsx(
          "relative rounded-xl border-2 border-dashed transition-colors focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2",
          dragging ? "border-brand-600 bg-brand-50" : "border-stone-400 bg-stone-50 hover:border-brand-600",
        )}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
      >
        <input
          ref={input}
          id={ids.input}
          type="file"
          multiple
          accept=".pdf,application/pdf"
          className="sr-only"
          aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = ""; // the same file can be chosen again
          }}
        />
        <label htmlFor={ids.input} className="grid cursor-pointer justify-items-center gap-2 px-4 py-8 text-center">
          <Upload className="h-8 w-8 text-brand-700" aria-hidden />
          <span className="text-base text-stone-900">
            <span className="font-semibold text-brand-800 underline underline-offset-2">Choose PDF files</span> or drop
            them here
          </span>
        </label>
        <p id={ids.hint} className="px-4 pb-5 text-center text-sm text-stone-700">
          PDF only, maximum {MAX_UPLOAD_LABEL} each. Titles and meeting dates are read from the file names: correct them
          before uploading.
        </p>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}

      {rows.length > 0 && (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-stone-900">Files ({rows.length})</h3>
            {rows.some((r) => !isBusy(r)) && (
              <Button variant="ghost" className="min-h-9 px-3" onClick={batch.clear}>
                Clear the list
              </Button>
            )}
          </div>
          <ul aria-label="Files to upload" className="grid gap-3">
            {rows.map((r) => (
              <UploadRow
                key={r.key}
                row={r}
                onEdit={(change) => batch.edit(r.key, change)}
                onRemove={() => batch.remove(r.key)}
              />
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={upload}>
          <Upload className="h-4 w-4" aria-hidden />
          {ready > 0 ? `Upload ${plural(ready, "file")}` : "Upload"}
        </Button>
        {rows.some(isBusy) && (
          <span className="text-sm text-stone-700">Files are sent {PARALLEL_UPLOADS} at a time; the others wait.</span>
        )}
      </div>
    </section>
  );
}
