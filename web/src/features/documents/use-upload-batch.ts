import { useCallback, useEffect, useReducer, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DOCUMENT_MESSAGES, type DocumentBody, type DocumentKind } from "@common/documents";
import { AdminSessionExpiredError } from "@web/lib/admin-session";
import { errorMessage } from "@web/lib/request";
import { toast } from "@web/ui/use-toast";
import { ADMIN_DOCUMENTS_KEY, adminDocumentQuery } from "./admin-api";
import { batchReducer, isBusy, nextUploads, type UploadRow } from "./upload-batch";
import { fileProblem, uploadDocument } from "./upload";

/**
 * The Upload tab's files: checks each as it is added, uploads the ready ones two at a time when
 * asked, and sums up each batch in a toast once its last file is sent or refused.
 */
export function useUploadBatch() {
  const queryClient = useQueryClient();
  const [rows, dispatch] = useReducer(batchReducer, []);
  const nextKey = useRef(0);
  const started = useRef(new Set<string>());
  const outcome = useRef({ sent: 0, refused: [] as string[] });
  // The kind chosen when the batch was started ("" lets the reader suggest it from the text).
  const kind = useRef<DocumentKind | "">("");

  const add = useCallback((files: File[]) => {
    const items = files.map((file) => ({ key: `file-${++nextKey.current}`, file }));
    dispatch({ type: "add", files: items });
    for (const { key, file } of items)
      void fileProblem(file).then(
        (problem) => dispatch({ type: "checked", key, problem }),
        () => dispatch({ type: "checked", key, problem: "The file could not be read" }),
      );
  }, []);

  const send = useCallback(
    async (row: UploadRow, body: DocumentBody) => {
      const { key } = row;
      try {
        const doc = await uploadDocument(
          { file: row.file, title: row.title, meetingDate: row.meetingDate, body, kind: kind.current },
          (progress) => dispatch({ type: "progress", key, progress }),
        );
        queryClient.setQueryData(adminDocumentQuery(doc.id).queryKey, doc);
        void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY });
        outcome.current.sent++;
        dispatch({ type: "sent", key, documentId: doc.id });
      } catch (err) {
        if (err instanceof AdminSessionExpiredError) return; // the screen is back at the login
        const reason = errorMessage(err) ?? DOCUMENT_MESSAGES.uploadFailed;
        outcome.current.refused.push(`${row.file.name}: ${reason}`);
        dispatch({ type: "refused", key, reason });
      }
    },
    [queryClient],
  );

  // Starts waiting files as places free up.
  useEffect(() => {
    const next = nextUploads(rows).filter((r) => !started.current.has(r.key));
    if (next.length === 0) return;
    for (const r of next) started.current.add(r.key);
    dispatch({ type: "uploading", keys: next.map((r) => r.key) });
    for (const r of next) if (r.phase.kind === "waiting") void send(r, r.phase.body);
  }, [rows, send]);

  // A batch is over when nothing waits or uploads: one toast for it, not one per file.
  useEffect(() => {
    const { sent, refused } = outcome.current;
    if (rows.some(isBusy) || (sent === 0 && refused.length === 0)) return;
    outcome.current = { sent: 0, refused: [] };
    // One toast at a time (document 000): the uploads and the refusals share it.
    const why = refused.length === 1 ? refused[0] : `${refused.length} files were refused; their rows say why.`;
    if (sent === 0) toast({ title: DOCUMENT_MESSAGES.uploadFailed, description: why, variant: "destructive" });
    else
      toast({
        title: sent === 1 ? DOCUMENT_MESSAGES.uploaded : `${sent} documents uploaded successfully`,
        description: refused.length ? `Refused: ${why}` : "Each is being processed; its row shows how far it has got.",
        variant: refused.length ? "default" : "success",
      });
  }, [rows]);

  return {
    rows,
    add,
    edit: (key: string, change: { title?: string; meetingDate?: string }) => dispatch({ type: "edit", key, ...change }),
    remove: (key: string) => dispatch({ type: "remove", key }),
    start: (body: DocumentBody, chosen: DocumentKind | "" = "") => {
      kind.current = chosen;
      dispatch({ type: "start", body });
    },
    clear: () => dispatch({ type: "clear" }),
  };
}
