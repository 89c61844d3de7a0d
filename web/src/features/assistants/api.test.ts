import { afterEach, describe, expect, it, vi } from "vitest";
import { assistantRoutes, chatRoutes } from "@common/assistant-basics";
import { askHome as askHomeCall, researchChat } from "@common/assistants.api";
import { DOCUMENT_BODIES, documentStatsRoutes } from "@common/document-basics";
import { documentStats } from "@common/documents.api";
import { callKey } from "@web/lib/api-client";
import { askChat, askHome, chatHistoryQuery, documentStatsQuery } from "./api";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const { signal } = new AbortController();
const MESSAGE = {
  id: 3,
  question: "How did the group vote?",
  answer: "It carried 9-4-1 [1].",
  relevantDocuments: [12],
  createdAt: "2025-01-02T03:04:05.000Z",
  sources: [],
};

describe("the assistants' calls named by their routes", () => {
  it("name the contracts' own routes", () => {
    const route = (c: { method: string; path: string }) => ({ method: c.method, path: c.path });
    expect(assistantRoutes.askHome).toEqual(route(askHomeCall));
    for (const body of DOCUMENT_BODIES) {
      expect(chatRoutes[body].ask).toEqual(route(researchChat[body].ask));
      expect(chatRoutes[body].history).toEqual(route(researchChat[body].history));
      expect(documentStatsRoutes[body]).toEqual(route(documentStats[body]));
    }
  });

  it("are keyed as their contracts are", () => {
    for (const body of DOCUMENT_BODIES) {
      expect(documentStatsQuery(body).queryKey).toEqual(callKey(documentStats[body]));
      expect(chatHistoryQuery(body, "session-123").queryKey).toEqual(
        callKey(researchChat[body].history, { params: { sessionId: "session-123" } }),
      );
      expect(chatHistoryQuery(body, null).queryKey).toEqual(
        callKey(researchChat[body].history, { params: { sessionId: null } }),
      );
    }
  });

  it("read the document count and the chat history with the contracts' schemas", async () => {
    const fetchMock = vi.fn(async () => json({ totalDocuments: "many" }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(documentStatsQuery("rcpg").queryFn({ signal })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledWith("/api/rcpg/document-stats", expect.objectContaining({ method: "GET" }));
    fetchMock.mockImplementation(async () => json({ totalDocuments: 2 }));
    await expect(documentStatsQuery("design-review").queryFn({ signal })).resolves.toEqual({ totalDocuments: 2 });

    fetchMock.mockImplementation(async () => json([MESSAGE]));
    await expect(chatHistoryQuery("rcpg", "session-123").queryFn({ signal })).resolves.toEqual([
      { ...MESSAGE, reviewed: false, reviewedAt: null, declineReason: null },
    ]);
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/rcpg/chat-history/session-123",
      expect.objectContaining({ method: "GET" }),
    );
    fetchMock.mockImplementation(async () => json([{ ...MESSAGE, sources: "none" }]));
    await expect(chatHistoryQuery("rcpg", "session-123").queryFn({ signal })).rejects.toThrow();
  });

  it("send a question at once and read its answer with the contract's schema", async () => {
    const fetchMock = vi.fn(async () => json({ answer: "Try the Thai place." }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(askHome("Where to eat?")).resolves.toEqual({
      answer: "Try the Thai place.",
      suggestions: [],
      actions: [],
      sources: [],
      reviewed: false,
      reviewedAt: null,
      declineReason: null,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/ramona/ask",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ question: "Where to eat?" }) }),
    );

    fetchMock.mockImplementation(async () => json(MESSAGE));
    await expect(askChat("design-review", "Signs?", "session-123")).resolves.toMatchObject({ id: 3 });
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/design-review/ask",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ question: "Signs?", sessionId: "session-123" }),
      }),
    );
    fetchMock.mockImplementation(async () => json({ ...MESSAGE, id: "three" }));
    await expect(askChat("rcpg", "Votes?", "session-123")).rejects.toThrow();
    fetchMock.mockImplementation(async () => json({ error: "Please type a question." }, 400));
    await expect(askChat("rcpg", "", "session-123")).rejects.toMatchObject({ status: 400 });
  });
});
