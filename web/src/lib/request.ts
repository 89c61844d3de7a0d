import type { QueryFunction } from "@tanstack/react-query";
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from "@common/http";

/** An API failure: the message is `status: text` as documented; `serverMessage` is the `error` field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
  /** The server's human-readable `error` text, or the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      if (typeof parsed.error === "string") return parsed.error;
    } catch {
      /* not JSON */
    }
    return this.body || this.message;
  }
}

export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text, `${res.status}: ${text}`);
  }
}

export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** The one way the web app calls the API: JSON body only when given, credentials always, 30 s timeout. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener("abort", () => controller.abort(options.signal?.reason));
  try {
    const isForm = typeof FormData !== "undefined" && data instanceof FormData;
    const res = await fetch(url, {
      method,
      headers: {
        ...(data !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
        ...options.headers,
      },
      body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
      credentials: "include",
      signal: controller.signal,
    });
    await throwIfResNotOk(res);
    return res;
  } catch (err) {
    if (controller.signal.aborted && !options.signal?.aborted) throw new Error(REQUEST_TIMEOUT_MESSAGE);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default data reader: GET the query key joined with `/`, parse JSON. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey, signal }) => {
    const url = queryKey.filter((k) => k !== undefined && k !== null).join("/");
    try {
      const res = await apiRequest("GET", url, undefined, { signal });
      return (await res.json()) as T;
    } catch (err) {
      if (on401 === "returnNull" && err instanceof ApiError && err.status === 401) return null as T;
      throw err;
    }
  };

/** The text to show for a failure: the server's reason, else the error's own message, else the fallback. */
export function errorMessage(err: unknown, fallback?: string): string | undefined {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof Error) return err.message;
  return fallback;
}
