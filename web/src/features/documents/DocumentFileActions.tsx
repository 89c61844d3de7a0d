import { useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp, RotateCcw } from "lucide-react";
import { DOCUMENT_MESSAGES, type AdminDocument } from "@common/documents";
import { DialogFrame } from "@web/ui/DialogFrame";
import { Button, buttonClass } from "@web/ui/kit";
import { ProgressBar } from "@web/ui/progress";
import { toast } from "@web/ui/use-toast";
import { ADMIN_DOCUMENTS_KEY, adminDocumentQuery, reprocess } from "./admin-api";
import { formatBytes } from "./format";
import { fileProblem, replaceFile } from "./upload";

/** Keeps the document's own query and the admin list in step with what the server answered. */
function useDocumentChanged() {
  const queryClient = useQueryClient();
  return (doc: AdminDocument) => {
    queryClient.setQueryData(adminDocumentQuery(doc.id).queryKey, doc);
    void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
  };
}

/** "Process again" for a document whose processing failed: it is queued with its stored file. */
export function ProcessAgainButton({ doc }: { doc: AdminDocument }) {
  const changed = useDocumentChanged();
  const again = useMutation({
    meta: { errorTitle: "Could not process the document again" },
    mutationFn: () => reprocess(doc.id),
    onSuccess: (res) => {
      changed(res.document);
      toast({ title: res.message, description: doc.title, variant: "success" });
    },
  });
  return (
    <Button variant="secondary" className="min-h-9 px-3" disabled={again.isPending} onClick={() => again.mutate()}>
      <RotateCcw className="h-4 w-4" aria-hidden />
      {again.isPending ? "Queuing…" : "Process again"}
      <span className="sr-only"> “{doc.title}”</span>
    </Button>
  );
}

/**
 * "Replace file…": a PDF chosen for the document, checked as an upload is, confirmed, then sent
 * with its progress. The document keeps its id, title, dates, body and official downloads.
 */
export function ReplaceFileButton({ doc }: { doc: AdminDocument }) {
  const changed = useDocumentChanged();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const send = useMutation({
    meta: { errorTitle: "File not replaced" },
    mutationFn: (f: File) => replaceFile(doc.id, f, setProgress),
    onSuccess: (next) => {
      changed(next);
      setFile(null);
      toast({ title: DOCUMENT_MESSAGES.replaced, description: next.title, variant: "success" });
    },
  });

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const problem = await fileProblem(chosen);
    if (problem) {
      toast({ title: "File not replaced", description: `${chosen.name}: ${problem}`, variant: "destructive" });
      return;
    }
    setProgress(0);
    send.reset();
    setFile(chosen);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        className="hidden"
        aria-label={`New file for ${doc.title}`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <button
        ref={opener}
        type="button"
        className={buttonClass("secondary", "min-h-9 whitespace-nowrap px-3")}
        onClick={() => input.current?.click()}
      >
        <FileUp className="h-4 w-4" aria-hidden />
        Replace file…
        <span className="sr-only"> of “{doc.title}”</span>
      </button>
      <DialogFrame
        open={file !== null}
        onOpenChange={(open) => !open && !send.isPending && setFile(null)}
        returnFocusTo={opener}
        className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl"
      >
        <Dialog.Title className="text-lg font-semibold text-stone-900">Replace this document’s file?</Dialog.Title>
        <Dialog.Description className="text-stone-700">
          “{doc.title}” will be read again from <strong className="[overflow-wrap:anywhere]">{file?.name}</strong> (
          {formatBytes(file?.size ?? 0)}). Its current file and indexed text are removed; its title, meeting date, body
          and official downloads stay.
        </Dialog.Description>
        {send.isPending && <ProgressBar label={`Uploading ${file?.name ?? "the file"}`} value={progress} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={send.isPending}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button disabled={send.isPending} onClick={() => file && send.mutate(file)}>
            <FileUp className="h-4 w-4" aria-hidden />
            {send.isPending ? "Uploading…" : "Replace file"}
          </Button>
        </div>
      </DialogFrame>
    </>
  );
}

/** The file actions of a document, for a row of actions: "Process again" when it failed, "Replace file…". */
export function DocumentFileActions({ doc }: { doc: AdminDocument }) {
  return (
    <>
      {doc.status === "failed" && <ProcessAgainButton doc={doc} />}
      <ReplaceFileButton doc={doc} />
    </>
  );
}
