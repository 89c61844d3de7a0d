import { describe, expect, it } from "vitest";
import { citedNumbers, finalizeCitations, type Evidence } from "./citations";

const doc = (id: number, page: number): Evidence => ({
  documentId: id,
  title: `Minutes ${id}`,
  meetingDate: "2019-03-07",
  page,
  url: `/api/documents/${id}/file#page=${page}`,
});

describe("finalizeCitations", () => {
  it("drops markers that point to no evidence and keeps only cited sources", () => {
    const r = finalizeCitations("The motion carried 7-0 [2]. Nobody objected [9]. It was approved [0].", [
      doc(1, 1),
      doc(2, 3),
      doc(3, 4),
    ]);
    expect(r.text).toBe("The motion carried 7-0 [1]. Nobody objected. It was approved.");
    expect(r.sources).toEqual([
      {
        n: 1,
        documentId: 2,
        title: "Minutes 2",
        meetingDate: "2019-03-07",
        page: 3,
        url: "/api/documents/2/file#page=3",
      },
    ]);
  });

  it("orders sources by how much of the answer they support, then by first use", () => {
    const r = finalizeCitations("A [1]. B [2]. C [2]. D [3]. E [2, 3].", [doc(1, 1), doc(2, 2), doc(3, 3)]);
    expect(r.sources.map((s) => s.documentId)).toEqual([2, 3, 1]);
    expect(r.text).toBe("A [3]. B [1]. C [1]. D [2]. E [1][2].");
    expect(Math.max(...citedNumbers(r.text))).toBeLessThanOrEqual(r.sources.length);
  });

  it("merges the same page cited under two numbers", () => {
    const r = finalizeCitations("X [1]. Y [2].", [doc(5, 2), doc(5, 2)]);
    expect(r.sources).toHaveLength(1);
    expect(r.text).toBe("X [1]. Y [1].");
  });

  it("keeps site pages and records apart by title", () => {
    const page = (title: string): Evidence => ({ title, meetingDate: null, page: null, url: "/restaurants" });
    const r = finalizeCitations("One [1]. Two [2].", [page("A"), page("B")]);
    expect(r.sources.map((s) => s.title)).toEqual(["A", "B"]);
    expect(r.sources[0]).not.toHaveProperty("documentId");
  });

  it("leaves text without markers alone and cites nothing", () => {
    expect(finalizeCitations("No sources here.", [doc(1, 1)])).toEqual({ text: "No sources here.", sources: [] });
  });
});
