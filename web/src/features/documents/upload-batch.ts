import type { DocumentBody } from "@common/documents";
import { dateFromFileName, titleFromFileName } from "./file-name";

/**
 * The Upload tab's list of files, as a reducer: each file is checked, then ready (its title and
 * date editable), then waiting its turn, uploading, and either refused or sent (a document whose
 * processing its row then follows).
 */

/** How many files are sent at once; the others wait. */
export const PARALLEL_UPLOADS = 2;

export type RowPhase =
  | { kind: "checking" }
  | { kind: "ready" }
  | { kind: "waiting"; body: DocumentBody }
  | { kind: "uploading"; body: DocumentBody; progress: number }
  | { kind: "refused"; reason: string }
  | { kind: "sent"; documentId: number };

export type UploadRow = {
  key: string;
  file: File;
  title: string;
  meetingDate: string;
  /** Whether a meeting date was sent with the file (else the server looks for one on its first page). */
  dateGiven: boolean;
  phase: RowPhase;
};

export type BatchAction =
  | { type: "add"; files: Array<{ key: string; file: File }> }
  | { type: "checked"; key: string; problem: string | null }
  | { type: "edit"; key: string; title?: string; meetingDate?: string }
  | { type: "remove"; key: string }
  | { type: "start"; body: DocumentBody }
  | { type: "uploading"; keys: string[] }
  | { type: "progress"; key: string; progress: number }
  | { type: "sent"; key: string; documentId: number }
  | { type: "refused"; key: string; reason: string }
  | { type: "clear" };

const update = (rows: UploadRow[], key: string, change: (r: UploadRow) => UploadRow) =>
  rows.map((r) => (r.key === key ? change(r) : r));

export function batchReducer(rows: UploadRow[], action: BatchAction): UploadRow[] {
  switch (action.type) {
    case "add":
      return [
        ...rows,
        ...action.files.map(({ key, file }) => ({
          key,
          file,
          title: titleFromFileName(file.name),
          meetingDate: dateFromFileName(file.name) ?? "",
          dateGiven: false,
          phase: { kind: "checking" } as const,
        })),
      ];
    case "checked":
      return update(rows, action.key, (r) =>
        r.phase.kind !== "checking"
          ? r
          : { ...r, phase: action.problem ? { kind: "refused", reason: action.problem } : { kind: "ready" } },
      );
    case "edit":
      return update(rows, action.key, (r) =>
        r.phase.kind !== "ready"
          ? r
          : { ...r, title: action.title ?? r.title, meetingDate: action.meetingDate ?? r.meetingDate },
      );
    case "remove":
      return rows.filter((r) => r.key !== action.key || isBusy(r));
    case "start":
      return rows.map((r) =>
        r.phase.kind === "ready"
          ? {
              ...r,
              title: r.title.trim() || titleFromFileName(r.file.name),
              dateGiven: r.meetingDate !== "",
              phase: { kind: "waiting", body: action.body },
            }
          : r,
      );
    case "uploading":
      return rows.map((r) =>
        action.keys.includes(r.key) && r.phase.kind === "waiting"
          ? { ...r, phase: { kind: "uploading", body: r.phase.body, progress: 0 } }
          : r,
      );
    case "progress":
      return update(rows, action.key, (r) =>
        r.phase.kind === "uploading" ? { ...r, phase: { ...r.phase, progress: action.progress } } : r,
      );
    case "sent":
      return update(rows, action.key, (r) => ({ ...r, phase: { kind: "sent", documentId: action.documentId } }));
    case "refused":
      return update(rows, action.key, (r) => ({ ...r, phase: { kind: "refused", reason: action.reason } }));
    case "clear":
      return rows.filter(isBusy);
  }
}

/** Waiting or uploading: a row that the list cannot drop yet. */
export const isBusy = (r: UploadRow) => r.phase.kind === "waiting" || r.phase.kind === "uploading";

/** The waiting rows to start now so that at most `limit` upload at once, in the order they were added. */
export function nextUploads(rows: UploadRow[], limit = PARALLEL_UPLOADS): UploadRow[] {
  const uploading = rows.filter((r) => r.phase.kind === "uploading").length;
  return rows.filter((r) => r.phase.kind === "waiting").slice(0, Math.max(0, limit - uploading));
}
