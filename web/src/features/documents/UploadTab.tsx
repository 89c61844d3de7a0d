import { useId, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import {
  DOCUMENT_BODIES,
  DOCUMENT_MESSAGES,
  MAX_TITLE_LENGTH,
  MAX_UPLOAD_BYTES,
  type DocumentBody,
} from "@common/documents";
import { AdminSessionExpiredError } from "@web/lib/admin-session";
import { errorMessage } from "@web/lib/request";
import { Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { ADMIN_DOCUMENTS_KEY } from "./api";
import { uploadDocument } from "./upload";
import { bodyLabel, formatBytes } from "./format";
import { SelectField, TextField } from "@web/ui/form";

/** Upload: title (defaults to the file name), optional meeting date, body, PDF file, with progress. */
export function UploadTab() {
  const queryClient = useQueryClient();
  const ids = {
    file: useId(),
    fileHelp: useId(),
    fileError: useId(),
    progress: useId(),
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [meetingDate, setMeetingDate] = useState("");
  const [body, setBody] = useState<DocumentBody>("rcpg");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const reset = () => {
    setTitle("");
    setMeetingDate("");
    setBody("rcpg");
    setFile(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (progress !== null) return;
    if (!file) {
      setFileError(DOCUMENT_MESSAGES.selectFile);
      toast({ title: DOCUMENT_MESSAGES.selectFile, variant: "destructive" });
      fileInput.current?.focus();
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setFileError(DOCUMENT_MESSAGES.tooLarge);
      toast({ title: DOCUMENT_MESSAGES.uploadFailed, description: DOCUMENT_MESSAGES.tooLarge, variant: "destructive" });
      return;
    }
    setProgress(0);
    try {
      const doc = await uploadDocument({ file, title, meetingDate, body }, setProgress);
      toast({
        title: DOCUMENT_MESSAGES.uploaded,
        description: `“${doc.title}” is being processed; it appears as Active in the Documents tab when its text is indexed.`,
        variant: "success",
      });
      reset();
      void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
    } catch (err) {
      if (err instanceof AdminSessionExpiredError) return;
      toast({ title: DOCUMENT_MESSAGES.uploadFailed, description: errorMessage(err), variant: "destructive" });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="upload-heading" className="grid gap-4">
      <div>
        <h2 id="upload-heading" className="text-xl font-semibold text-brand-800">
          Upload a document
        </h2>
        <p className="text-sm text-stone-700">
          Meeting minutes and other documents in PDF. Their text is indexed for search and the assistants.
        </p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-xl gap-4">
        <TextField
          label="Title"
          value={title}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Defaults to the file name"
        />
        <TextField
          label="Meeting date (optional)"
          type="date"
          value={meetingDate}
          onChange={(e) => setMeetingDate(e.target.value)}
        />
        <SelectField label="Body" value={body} onChange={(e) => setBody(e.target.value as DocumentBody)}>
          {DOCUMENT_BODIES.map((b) => (
            <option key={b} value={b}>
              {bodyLabel(b)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-1">
          <label htmlFor={ids.file} className="text-sm font-semibold text-stone-800">
            PDF file
          </label>
          <input
            id={ids.file}
            ref={fileInput}
            type="file"
            accept=".pdf,application/pdf"
            aria-describedby={`${ids.fileHelp}${fileError ? ` ${ids.fileError}` : ""}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
            }}
            className="rounded-lg border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          />
          <p id={ids.fileHelp} className="text-sm text-stone-700">
            PDF only, maximum 10MB.{file ? ` Selected: ${file.name} (${formatBytes(file.size)}).` : ""}
          </p>
          {fileError && (
            <p id={ids.fileError} role="alert" className="text-sm font-semibold text-red-800">
              {fileError}
            </p>
          )}
        </div>
        {progress !== null && (
          <div className="grid gap-1">
            <span id={ids.progress} className="text-sm text-stone-800">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Upload complete, saving…"}
            </span>
            <div
              role="progressbar"
              aria-labelledby={ids.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full bg-brand-700 transition-[width]"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          </div>
        )}
        <div>
          <Button type="submit" disabled={progress !== null}>
            <Upload className="h-4 w-4" aria-hidden />
            {progress !== null ? "Uploading…" : "Upload"}
          </Button>
        </div>
      </form>
    </section>
  );
}
