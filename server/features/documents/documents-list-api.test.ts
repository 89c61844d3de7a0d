import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDocument, AdminDocumentSort, DocumentStatus, SortOrder } from "@common/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin, expectAdminOnly, type TestAccount } from "../../test/accounts";
import { documents, officialDocuments } from "./schema";

type Seed = {
  title: string;
  body?: "rcpg" | "design-review";
  status?: DocumentStatus;
  meetingDate?: string | null;
  uploadDate: string;
};

/** Documents with ties in every column the table sorts by, some without a meeting date. */
const SEEDS: Seed[] = [
  { title: "apple minutes", meetingDate: "2023-03-02", uploadDate: "2024-01-05T10:00:00Z" },
  { title: "Banana minutes", meetingDate: null, uploadDate: "2024-01-03T10:00:00Z", status: "failed" },
  { title: "Cherry minutes", meetingDate: "2023-03-02", uploadDate: "2024-01-03T10:00:00Z" },
  { title: "cherry minutes", meetingDate: "2021-06-17", uploadDate: "2024-01-04T10:00:00Z", body: "design-review" },
  { title: "Date agenda", meetingDate: null, uploadDate: "2024-01-01T10:00:00Z", status: "processing" },
  { title: "Elder report", meetingDate: "2025-02-06", uploadDate: "2024-01-02T10:00:00Z", body: "design-review" },
  { title: "fig minutes", meetingDate: "2019-09-05", uploadDate: "2024-01-06T10:00:00Z", status: "failed" },
  { title: "Grape minutes", meetingDate: null, uploadDate: "2024-01-06T10:00:00Z" },
  { title: "Budget 100% approved", meetingDate: "2020-01-09", uploadDate: "2024-01-07T10:00:00Z" },
  {
    title: "Bulletin 100 approved",
    meetingDate: "2020-01-09",
    uploadDate: "2024-01-08T10:00:00Z",
    status: "processing",
  },
  { title: "Road_widening plan", meetingDate: "2018-05-03", uploadDate: "2024-01-09T10:00:00Z", body: "design-review" },
  { title: "RoadXwidening plan", meetingDate: "2018-05-03", uploadDate: "2024-01-10T10:00:00Z" },
  { title: "Back\\slash notes", meetingDate: "2017-04-06", uploadDate: "2024-01-11T10:00:00Z" },
  // Enough more for several pages of every size the tests ask for.
  ...Array.from({ length: 17 }, (_, i) => ({
    title: `Minutes ${String(i + 1).padStart(2, "0")}`,
    meetingDate: i % 4 === 0 ? null : `2022-${String((i % 12) + 1).padStart(2, "0")}-01`,
    uploadDate: `2023-12-${String(i + 1).padStart(2, "0")}T09:00:00Z`,
    status: (["active", "failed", "processing"] as const)[i % 3],
    body: i % 2 ? ("design-review" as const) : ("rcpg" as const),
  })),
];

type Row = Seed & { id: number };

/** The order the API promises: the column, nulls last, then the id, in the direction asked. */
function expected(rows: Row[], sort: AdminDocumentSort, order: SortOrder): number[] {
  const dir = order === "asc" ? 1 : -1;
  const key = (r: Row): string | null =>
    sort === "title"
      ? r.title.toLowerCase()
      : sort === "status"
        ? (r.status ?? "active")
        : sort === "meetingDate"
          ? (r.meetingDate ?? null)
          : new Date(r.uploadDate).toISOString();
  return [...rows]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka === null || kb === null) {
        if (ka !== kb) return ka === null ? 1 : -1;
      } else if (ka !== kb) return ka < kb ? -dir : dir;
      return (a.id - b.id) * dir;
    })
    .map((r) => r.id);
}

describe("documents: the admin list's pages, orders and filters", () => {
  let t: TestApp;
  let admin: TestAccount;
  let rows: Row[];
  const list = (query = "") =>
    t.request<AdminDocument[]>({
      method: "GET",
      url: `/api/admin/documents${query ? `?${query}` : ""}`,
      headers: bearer(admin.token),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
    const inserted = await t.database.db
      .insert(documents)
      .values(
        SEEDS.map((s) => ({
          title: s.title,
          body: s.body ?? "rcpg",
          status: s.status ?? "active",
          meetingDate: s.meetingDate ?? null,
          uploadDate: new Date(s.uploadDate),
          sha256: crypto.randomBytes(32).toString("hex"),
          byteSize: 1000,
          fileName: "x.pdf",
        })),
      )
      .returning({ id: documents.id });
    rows = SEEDS.map((s, i) => ({ ...s, id: inserted[i]!.id }));
    await t.database.db.insert(officialDocuments).values([
      { key: "fact-sheet", documentId: rows[0]!.id },
      { key: "community-plan", documentId: rows[0]!.id },
      { key: "land-use-map", documentId: rows[20]!.id },
    ]);
  });
  afterAll(async () => t.close());

  it("answers every document, newest upload first, without parameters (as before)", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((d) => d.id)).toEqual(expected(rows, "uploadDate", "desc"));
    expect(res.headers["x-total-count"]).toBe(String(rows.length));
    const apple = res.body.find((d) => d.id === rows[0]!.id)!;
    expect([...apple.officialKeys].sort()).toEqual(["community-plan", "fact-sheet"]);
    expect(apple).not.toHaveProperty("sha256");
    expect(apple).not.toHaveProperty("structure");
  });

  it("answers a page with the total in X-Total-Count; the pages together are the whole list", async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < rows.length + 7; offset += 7) {
      const res = await list(`limit=7&offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.headers["x-total-count"]).toBe(String(rows.length));
      expect(res.body.length).toBe(Math.max(0, Math.min(7, rows.length - offset)));
      seen.push(...res.body.map((d) => d.id));
    }
    expect(seen).toEqual(expected(rows, "uploadDate", "desc"));
    const beyond = await list("limit=25&offset=500");
    expect(beyond.body).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe(String(rows.length));
  });

  it("fills the official downloads of the rows of the page", async () => {
    const target = rows[20]!;
    const at = expected(rows, "uploadDate", "desc").indexOf(target.id);
    const res = await list(`limit=1&offset=${at}`);
    expect(res.body.map((d) => [d.id, d.officialKeys])).toEqual([[target.id, ["land-use-map"]]]);
  });

  for (const sort of ["meetingDate", "uploadDate", "title", "status"] as const)
    for (const order of ["asc", "desc"] as const)
      it(`sorts by ${sort} ${order}, ties by id${sort === "meetingDate" ? ", documents without a date last" : ""}`, async () => {
        const want = expected(rows, sort, order);
        const whole = await list(`limit=100&offset=0&sort=${sort}&order=${order}`);
        expect(whole.status).toBe(200);
        expect(whole.body.map((d) => d.id)).toEqual(want);
        const second = await list(`limit=5&offset=5&sort=${sort}&order=${order}`);
        expect(second.body.map((d) => d.id)).toEqual(want.slice(5, 10));
        if (sort === "meetingDate") expect(whole.body.at(-1)!.meetingDate).toBeNull();
      });

  it("filters by status and by body, and counts what matches", async () => {
    for (const status of ["processing", "active", "failed"] as const) {
      const res = await list(`limit=25&offset=0&status=${status}`);
      const want = rows.filter((r) => (r.status ?? "active") === status);
      expect(res.body.map((d) => d.id).sort()).toEqual(want.map((r) => r.id).sort());
      expect(res.body.every((d) => d.status === status)).toBe(true);
      expect(res.headers["x-total-count"]).toBe(String(want.length));
    }
    const drb = await list("limit=2&offset=0&body=design-review&sort=title&order=asc");
    const want = expected(
      rows.filter((r) => r.body === "design-review"),
      "title",
      "asc",
    );
    expect(drb.body.map((d) => d.id)).toEqual(want.slice(0, 2));
    expect(drb.headers["x-total-count"]).toBe(String(want.length));
    const both = await list("limit=25&offset=0&body=design-review&status=failed");
    expect(both.body.every((d) => d.body === "design-review" && d.status === "failed")).toBe(true);
    expect(both.headers["x-total-count"]).toBe(
      String(rows.filter((r) => r.body === "design-review" && r.status === "failed").length),
    );
    const blank = await list("limit=25&offset=0&body=&status=");
    expect(blank.headers["x-total-count"]).toBe(String(rows.length));
  });

  it("searches titles by any part, in any case, with % _ and \\ taken literally", async () => {
    const titles = async (q: string) => {
      const res = await list(`limit=100&offset=0&sort=title&order=asc&q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.headers["x-total-count"], q).toBe(String(res.body.length));
      return res.body.map((d) => d.title);
    };
    expect(await titles("CHERRY")).toEqual(["Cherry minutes", "cherry minutes"]);
    expect(await titles("  cherry   MIN ")).toEqual(["Cherry minutes", "cherry minutes"]);
    expect(await titles("100%")).toEqual(["Budget 100% approved"]);
    expect(await titles("%")).toEqual(["Budget 100% approved"]);
    expect(await titles("d_w")).toEqual(["Road_widening plan"]);
    expect(await titles("_")).toEqual(["Road_widening plan"]);
    expect(await titles("\\")).toEqual(["Back\\slash notes"]);
    expect(await titles("100")).toEqual(["Budget 100% approved", "Bulletin 100 approved"]);
    expect(await titles("no such title")).toEqual([]);
    const paged = await list("limit=1&offset=1&q=minutes&status=active&sort=title&order=asc");
    expect(paged.body.map((d) => d.title)).toEqual(["Cherry minutes"]);
    expect(paged.headers["x-total-count"]).toBe(
      String(rows.filter((r) => /minutes/i.test(r.title) && (r.status ?? "active") === "active").length),
    );
  });

  it("refuses bad parameters with 400 and the reason", async () => {
    const bad = [
      "limit=0",
      "limit=101",
      "limit=abc",
      "limit=-5",
      "limit=2.5",
      "limit=",
      "limit=25&limit=50",
      "offset=-1",
      "offset=1e3",
      "offset=1000001",
      "sort=size",
      "order=up",
      "status=deleted",
      "body=council",
      "page=2",
      `q=${"x".repeat(201)}`,
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: "bad_request" });
      expect((res.body as unknown as { error: string }).error, query).toMatch(/^Document list is invalid: /);
    }
  });

  it("is for approved admins only, paged or not", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/documents?limit=25&offset=0&sort=title&order=asc");
    await expectAdminOnly(t, "GET", "/api/admin/documents");
  });
});
