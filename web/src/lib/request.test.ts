import { afterEach, describe, expect, it, vi } from "vitest";
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from "@common/http";
import { ApiError, apiRequest, getQueryFn } from "./request";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal("fetch", fn);
  return fn;
}

describe("apiRequest", () => {
  it("sends JSON only when a body is given, always with credentials", async () => {
    const fetchMock = stubFetch(async () => new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/x", { a: 1 });
    await apiRequest("GET", "/api/y");
    const [, withBody] = fetchMock.mock.calls[0]!;
    const [, without] = fetchMock.mock.calls[1]!;
    expect(withBody.body).toBe('{"a":1}');
    expect(withBody.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(withBody.credentials).toBe("include");
    expect(without.body).toBeUndefined();
    expect(without.headers).not.toHaveProperty("Content-Type");
    expect(without.credentials).toBe("include");
  });

  it("turns a non-OK answer into 'status: text', falling back to the status text", async () => {
    stubFetch(async () => new Response('{"error":"Bad thing"}', { status: 400 }));
    const err = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('400: {"error":"Bad thing"}');
    expect((err as ApiError).serverMessage).toBe("Bad thing");
    stubFetch(async () => new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("aborts after 30 seconds with the documented message", async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const pending = apiRequest("GET", "/api/slow").catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect((err as Error).message).toBe(REQUEST_TIMEOUT_MESSAGE);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });
});

describe("the default data reader", () => {
  const ctx = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it("GETs the query key joined with a slash", async () => {
    const fetchMock = stubFetch(async () => new Response('{"ok":true}', { status: 200 }));
    const data = await getQueryFn({ on401: "throw" })(ctx(["/api/rcpg/chat-history", "abc123"]));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/rcpg/chat-history/abc123");
    expect(data).toEqual({ ok: true });
  });

  it("returns null on 401 when asked to, and fails otherwise", async () => {
    stubFetch(async () => new Response('{"error":"Authentication required"}', { status: 401 }));
    expect(await getQueryFn({ on401: "returnNull" })(ctx(["/api/users/me"]))).toBeNull();
    await expect(getQueryFn({ on401: "throw" })(ctx(["/api/users/me"]))).rejects.toThrow(/^401: /);
  });
});
