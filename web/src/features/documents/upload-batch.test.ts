import { describe, expect, it } from "vitest";
import { batchReducer, nextUploads, type BatchAction, type UploadRow } from "./upload-batch";

const file = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });
const run = (actions: BatchAction[], rows: UploadRow[] = []) => actions.reduce(batchReducer, rows);
const added = (names: string[]) =>
  run([
    { type: "add", files: names.map((n) => ({ key: n, file: file(n) })) },
    ...names.map((n) => ({ type: "checked" as const, key: n, problem: null })),
  ]);

describe("the upload batch", () => {
  it("reads each file's title and meeting date from its name", () => {
    const [row] = added(["2019-03-07_RCPG_minutes.pdf"]);
    expect(row).toMatchObject({
      title: "RCPG Minutes 2019-03-07",
      meetingDate: "2019-03-07",
      phase: { kind: "ready" },
    });
    const [plain] = added(["agenda.pdf"]);
    expect(plain).toMatchObject({ title: "Agenda", meetingDate: "" });
  });

  it("refuses a file its check found wrong, and keeps edits to ready rows only", () => {
    let rows = run([
      {
        type: "add",
        files: [
          { key: "a", file: file("a.pdf") },
          { key: "b", file: file("b.pdf") },
        ],
      },
      { type: "checked", key: "a", problem: "Only PDF files are accepted: this file is not a PDF" },
      { type: "checked", key: "b", problem: null },
      { type: "edit", key: "a", title: "Ignored" },
      { type: "edit", key: "b", title: "Minutes of B", meetingDate: "2020-01-09" },
    ]);
    expect(rows[0]).toMatchObject({
      title: "A",
      phase: { kind: "refused", reason: expect.stringContaining("not a PDF") },
    });
    expect(rows[1]).toMatchObject({ title: "Minutes of B", meetingDate: "2020-01-09" });
    rows = batchReducer(rows, { type: "start", body: "design-review" });
    expect(rows[0]!.phase.kind).toBe("refused");
    expect(rows[1]).toMatchObject({ dateGiven: true, phase: { kind: "waiting", body: "design-review" } });
  });

  it("gives a blank title the one read from the file name when the upload starts", () => {
    const rows = run(
      [
        { type: "edit", key: "x_minutes.pdf", title: "  " },
        { type: "start", body: "rcpg" },
      ],
      added(["x_minutes.pdf"]),
    );
    expect(rows[0]).toMatchObject({ title: "X Minutes", dateGiven: false });
  });

  it("uploads two files at a time, in order, the others waiting", () => {
    let rows = batchReducer(added(["1.pdf", "2.pdf", "3.pdf", "4.pdf"]), { type: "start", body: "rcpg" });
    const first = nextUploads(rows).map((r) => r.key);
    expect(first).toEqual(["1.pdf", "2.pdf"]);
    rows = batchReducer(rows, { type: "uploading", keys: first });
    expect(nextUploads(rows)).toEqual([]);
    rows = batchReducer(rows, { type: "refused", key: "1.pdf", reason: "duplicate" });
    expect(nextUploads(rows).map((r) => r.key)).toEqual(["3.pdf"]);
    rows = run(
      [
        { type: "uploading", keys: ["3.pdf"] },
        { type: "progress", key: "3.pdf", progress: 0.5 },
        { type: "sent", key: "2.pdf", documentId: 7 },
      ],
      rows,
    );
    expect(rows.map((r) => r.phase.kind)).toEqual(["refused", "sent", "uploading", "waiting"]);
    expect(rows[2]!.phase).toMatchObject({ progress: 0.5 });
    expect(nextUploads(rows).map((r) => r.key)).toEqual(["4.pdf"]);
  });

  it("never drops a row that is waiting or uploading", () => {
    let rows = batchReducer(added(["1.pdf", "2.pdf", "3.pdf"]), { type: "start", body: "rcpg" });
    rows = run(
      [
        { type: "uploading", keys: ["1.pdf"] },
        { type: "sent", key: "1.pdf", documentId: 3 },
      ],
      rows,
    );
    expect(run([{ type: "remove", key: "2.pdf" }], rows)).toHaveLength(3);
    expect(run([{ type: "clear" }], rows).map((r) => r.key)).toEqual(["2.pdf", "3.pdf"]);
  });
});
