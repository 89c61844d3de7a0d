import { afterEach, describe, expect, it, vi } from "vitest";
import { documentRoutes } from "@common/document-basics";
import { documentHistory, getDocumentRecord, listPastMeetings, searchLibrary } from "@common/documents.api";
import { callKey, type CallSender } from "@web/lib/api-client";
import { historyQuery, libraryQuery, pastMeetingsQuery, recordQuery } from "./api";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const { signal } = new AbortController();
const RECORD = {
  document: { id: 7, title: "Minutes", body: "rcpg", meetingDate: "2024-05-02", pageCount: 3, isSample: false },
  recognised: false,
  items: [],
  pages: [{ page: 1, excerpt: "Call to order" }],
};

describe("the public documents' queries", () => {
  it("are keyed as their contracts are, so whatever refreshes a contract's key refreshes them", () => {
    const filters = { q: " Oak Street ", body: "rcpg", year: "2019", page: 2 };
    const query = { q: "Oak Street", body: "rcpg", year: "2019", page: "2" };
    expect(libraryQuery(filters).queryKey).toEqual(callKey(searchLibrary, { query }));
    expect(recordQuery(7).queryKey).toEqual(callKey(getDocumentRecord, { params: { id: 7 } }));
    expect(historyQuery({ q: "Oak Street", body: "" }).queryKey).toEqual(
      callKey(documentHistory, { query: { q: "Oak Street" } }),
    );
    expect(historyQuery({ q: "Oak Street", body: "design-review" }).queryKey).toEqual(
      callKey(documentHistory, { query: { q: "Oak Street", body: "design-review" } }),
    );
    expect(pastMeetingsQuery().queryKey).toEqual(callKey(listPastMeetings));
  });

  it("name the contracts' own routes", () => {
    for (const [name, route] of Object.entries(documentRoutes)) {
      const call = { searchLibrary, getDocumentRecord, documentHistory, listPastMeetings }[name];
      if (call) expect(route).toEqual({ method: call.method, path: call.path });
    }
  });

  it("read the answer with the contract's schema, loaded with the request", async () => {
    const fetchMock = vi.fn(async () => json({ bodies: [{ body: "rcpg", total: "many", meetings: [] }] }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(pastMeetingsQuery().queryFn({ signal })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledWith("/api/documents/meetings", expect.objectContaining({ method: "GET" }));

    fetchMock.mockImplementation(async () => json({ query: "Oak Street", total: 0, entries: [] }));
    await expect(historyQuery({ q: "Oak Street", body: "rcpg" }).queryFn({ signal })).resolves.toEqual({
      query: "Oak Street",
      total: 0,
      entries: [],
    });
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/documents/history?q=Oak+Street&body=rcpg",
      expect.objectContaining({ method: "GET" }),
    );

    fetchMock.mockImplementation(async () => json({ query: "", total: 0 }));
    await expect(libraryQuery({ q: "", body: "", year: "", page: 1 }).queryFn({ signal })).rejects.toThrow();
    expect(fetchMock).toHaveBeenLastCalledWith("/api/documents", expect.objectContaining({ method: "GET" }));
  });

  it("give a meeting's record, or null for a document the library does not have", async () => {
    const fetchMock = vi.fn(async () => json(RECORD));
    vi.stubGlobal("fetch", fetchMock);
    await expect(recordQuery(7).queryFn({ signal })).resolves.toEqual(RECORD);
    expect(fetchMock).toHaveBeenCalledWith("/api/documents/7/record", expect.objectContaining({ method: "GET" }));
    fetchMock.mockImplementation(async () => json({ error: "Document not found" }, 404));
    await expect(recordQuery(7).queryFn({ signal })).resolves.toBeNull();
    fetchMock.mockImplementation(async () => json({ error: "Internal error" }, 500));
    await expect(recordQuery(7).queryFn({ signal })).rejects.toThrow("500");
    fetchMock.mockImplementation(async () => json({ ...RECORD, items: "none" }));
    await expect(recordQuery(7).queryFn({ signal })).rejects.toThrow();
  });

  it("send through the server's sender, with the contract, when rendered on demand", async () => {
    const send = vi.fn(async () => RECORD) as unknown as CallSender & ReturnType<typeof vi.fn>;
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await expect(recordQuery(7, send).queryFn({ signal })).resolves.toEqual(RECORD);
    expect(send).toHaveBeenCalledWith(getDocumentRecord, { params: { id: 7 }, signal });
    await pastMeetingsQuery(send).queryFn({ signal });
    expect(send).toHaveBeenLastCalledWith(listPastMeetings, { signal });
    await historyQuery({ q: "Oak Street", body: "" }, send).queryFn({ signal });
    expect(send).toHaveBeenLastCalledWith(documentHistory, { query: { q: "Oak Street" }, signal });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
