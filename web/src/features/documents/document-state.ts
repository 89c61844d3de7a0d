import type { AdminDocument } from "@common/documents";

/** Where an uploaded document stands, in words an admin (and a screen reader) can follow. */
export type DocumentState = {
  tone: "busy" | "done" | "failed";
  text: string;
  /** While processing: how far it is (0 to 1), or null when that is not known. */
  progress: number | null;
  /** What else the admin should know about an indexed document. */
  notes: string[];
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function stageText(p: NonNullable<AdminDocument["progress"]>): string {
  switch (p.stage) {
    case "queued":
      return "Queued";
    case "extracting":
      return "Extracting text";
    case "recognising":
      return p.page && p.pages ? `Recognising text, page ${p.page} of ${p.pages}` : "Recognising text";
    case "indexing":
      return "Indexing";
  }
}

export function documentState(doc: AdminDocument): DocumentState {
  if (doc.status === "processing") {
    const p = doc.progress ?? { stage: "queued", page: null, pages: null };
    const fraction = p.stage === "recognising" && p.page && p.pages ? p.page / p.pages : null;
    return { tone: "busy", text: stageText(p), progress: fraction, notes: [] };
  }
  if (doc.status === "failed")
    return {
      tone: "failed",
      text: `Failed: ${doc.failureReason ?? "the document could not be read"}`,
      progress: null,
      notes: [],
    };
  const notes: string[] = [];
  if (doc.ocrPages > 0) notes.push(`${plural(doc.ocrPages, "page")} read by OCR`);
  if (doc.lowConfidencePages.length > 0)
    notes.push(
      `Low recognition confidence on page${doc.lowConfidencePages.length === 1 ? "" : "s"} ${doc.lowConfidencePages.join(", ")}`,
    );
  if (doc.warning) notes.push(doc.warning);
  return {
    tone: "done",
    text: `Indexed — ${plural(doc.pageCount ?? 0, "page")}, ${plural(doc.passageCount, "passage")}`,
    progress: null,
    notes,
  };
}
