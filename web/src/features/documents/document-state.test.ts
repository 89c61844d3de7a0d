import { describe, expect, it } from "vitest";
import type { AdminDocument } from "@common/documents";
import { documentState } from "./document-state";

const doc = (over: Partial<AdminDocument>): AdminDocument => ({
  id: 1,
  title: "Minutes",
  body: "rcpg",
  kind: "minutes",
  kindSource: "read",
  meetingDate: null,
  uploadDate: "2026-01-01T00:00:00.000Z",
  isActive: true,
  status: "processing",
  failureReason: null,
  pageCount: null,
  passageCount: 0,
  byteSize: 100,
  isSample: false,
  officialKeys: [],
  progress: null,
  ocrPages: 0,
  lowConfidencePages: [],
  warning: null,
  ...over,
});

describe("documentState", () => {
  it("names each stage of processing, with the page being recognised", () => {
    expect(documentState(doc({})).text).toBe("Queued");
    expect(documentState(doc({ progress: { stage: "extracting", page: null, pages: null } })).text).toBe(
      "Extracting text",
    );
    const ocr = documentState(doc({ progress: { stage: "recognising", page: 3, pages: 12 } }));
    expect(ocr).toMatchObject({ tone: "busy", text: "Recognising text, page 3 of 12", progress: 0.25 });
    expect(documentState(doc({ progress: { stage: "indexing", page: null, pages: 12 } })).text).toBe("Indexing");
  });

  it("sums up an indexed document, with its OCR pages and warning", () => {
    expect(documentState(doc({ status: "active", pageCount: 1, passageCount: 1 }))).toMatchObject({
      tone: "done",
      text: "Indexed — 1 page, 1 passage",
      notes: [],
    });
    const scanned = documentState(
      doc({
        status: "active",
        pageCount: 12,
        passageCount: 40,
        ocrPages: 3,
        lowConfidencePages: [4, 9],
        warning: "Page 7 could not be read",
      }),
    );
    expect(scanned.text).toBe("Indexed — 12 pages, 40 passages");
    expect(scanned.notes).toEqual([
      "3 pages read by OCR",
      "Low recognition confidence on pages 4, 9",
      "Page 7 could not be read",
    ]);
  });

  it("gives the reason of a failure", () => {
    expect(documentState(doc({ status: "failed", failureReason: "The PDF is password-protected" }))).toMatchObject({
      tone: "failed",
      text: "Failed: The PDF is password-protected",
    });
  });
});
