import { describe, expect, it } from "vitest";
import { lowConfidenceText, ocrText, stageText } from "./format";

describe("the documents' status words", () => {
  it("names each stage of the ingestion, with the page being recognised when known", () => {
    expect(stageText({ stage: "queued", page: null, pages: null })).toBe("Queued");
    expect(stageText({ stage: "extracting", page: null, pages: 20 })).toBe("Extracting text");
    expect(stageText({ stage: "recognising", page: 7, pages: 20 })).toBe("Recognising text, page 7 of 20");
    expect(stageText({ stage: "recognising", page: null, pages: null })).toBe("Recognising text");
    expect(stageText({ stage: "indexing", page: null, pages: 20 })).toBe("Indexing");
  });

  it("counts the pages read by OCR and lists those of low confidence", () => {
    expect(ocrText(1)).toBe("1 page read by OCR");
    expect(ocrText(12)).toBe("12 pages read by OCR");
    expect(lowConfidenceText([])).toBeNull();
    expect(lowConfidenceText([3])).toBe("Low confidence: page 3");
    expect(lowConfidenceText([3, 7])).toBe("Low confidence: pages 3, 7");
  });
});
