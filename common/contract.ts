import type { z, ZodType } from "zod";

/**
 * One API call, described once and used by both sides: the server registers and validates the
 * route from it (server/http/route.ts), the web app builds the URL and parses the answer with it
 * (web/src/lib/api-client.ts). Paths use `:name` for parameters.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type CallContract = {
  method: HttpMethod;
  path: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The JSON answer; absent when the answer is a file or its body is not read. */
  response?: ZodType;
  /** How a validation failure names each part ("Message id is invalid: …"). */
  what?: { params?: string; query?: string; body?: string };
};

export const defineCall = <const C extends CallContract>(call: C): C => call;

type Out<S> = S extends ZodType ? z.output<S> : undefined;
type In<S> = S extends ZodType ? z.input<S> : undefined;

export type CallParams<C extends CallContract> = In<C["params"]>;
export type CallQuery<C extends CallContract> = In<C["query"]>;
export type CallBody<C extends CallContract> = In<C["body"]>;
export type CallResponse<C extends CallContract> = Out<C["response"]>;
/** What the server's handler receives after validation. */
export type CallInput<C extends CallContract> = { params: Out<C["params"]>; query: Out<C["query"]>; body: Out<C["body"]> };

/** The path with its `:name` parameters filled in (URL-encoded). */
export function pathOf(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a call: its path with parameters, and the query string of the defined values. */
export function urlOf(
  call: Pick<CallContract, "path">,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${pathOf(call.path, params)}?${qs}` : pathOf(call.path, params);
}
