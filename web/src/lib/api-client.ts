import { urlOf, type CallBody, type CallContract, type CallParams, type CallQuery, type CallResponse } from "@common/contract";
import { TOTAL_COUNT_HEADER } from "@common/http";
import { apiRequest } from "./request";

/** Path parameters are given as they are (numbers or text); the path encodes them. */
type ParamsIn<C extends CallContract> = { [K in keyof CallParams<C>]: string | number };

export type CallArgs<C extends CallContract> = (C["params"] extends object ? { params: ParamsIn<C> } : { params?: undefined }) &
  (C["query"] extends object ? { query: CallQuery<C> } : { query?: undefined }) &
  (C["body"] extends object ? { body: CallBody<C> } : { body?: undefined }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The URL a call is sent to, e.g. for a query key or a link. */
export function callUrl<C extends CallContract>(call: C, args: { params?: unknown; query?: unknown } = {}): string {
  return urlOf(call, args.params as Record<string, string | number>, args.query as Record<string, string>);
}

/**
 * A call's method and path without its schemas: how a page names a call it makes before the call's
 * contract has loaded (the routes of `common/*-basics.ts`, which the contracts spread).
 */
export type CallRoute = Pick<CallContract, "method" | "path">;

type SendArgs = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function sendTo(route: CallRoute, args: SendArgs): Promise<Response> {
  return apiRequest(route.method, callUrl(route, args), args.body, { headers: args.headers, signal: args.signal });
}

/** Makes a call and gives back the raw answer, for calls that answer with a file or a page. */
export function sendCall<C extends CallContract>(call: C, args: CallArgs<C>): Promise<Response> {
  return sendTo(call, args);
}

/**
 * Makes a call through the one request helper (30 s timeout, `status: text` errors) and parses its
 * answer with the call's response schema: what the page gets is what the contract says.
 */
export async function callApi<C extends CallContract>(call: C, args: CallArgs<C>): Promise<CallResponse<C>> {
  return readAnswer(call, await sendCall(call, args));
}

/** A call's answer parsed with its response schema (for a call sent before its contract was loaded). */
export async function readAnswer<C extends CallContract>(call: C, res: Response): Promise<CallResponse<C>> {
  if (!call.response) return undefined as CallResponse<C>;
  const text = await res.text();
  return call.response.parse(text ? JSON.parse(text) : undefined) as CallResponse<C>;
}

/**
 * Makes a call named by its route: the request leaves at once while `load` brings the call's
 * contract, whose response schema then parses the answer as `callApi` does. A page that names its
 * calls so shows its data without loading the schemas first; the contract spreads the route, so the
 * URL is the one `callApi` would send.
 */
export async function callByRoute<R extends CallRoute, C extends CallContract & { path: R["path"] }>(
  route: R,
  load: () => Promise<C>,
  args: CallArgs<C>,
): Promise<CallResponse<C>> {
  const [call, res] = await Promise.all([load(), sendTo(route, args)]);
  return readAnswer(call, res);
}

/**
 * Query options for a GET call named by its route, keyed as `callQuery` keys its contract (so an
 * admin's change that refreshes the contract's key refreshes this query). Given a sender (the
 * server's, rendering a page on demand), the contract is loaded first and the call goes through it.
 */
export function routeQuery<R extends CallRoute, C extends CallContract & { path: R["path"] }>(
  route: R,
  load: () => Promise<C>,
  args: CallArgs<C>,
  send?: CallSender,
) {
  return {
    queryKey: callKey(route, args),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CallResponse<C>> =>
      send ? send(await load(), { ...args, signal }) : callByRoute(route, load, { ...args, signal }),
  };
}

/** A page of a listed call: its items, and how many match in all (the X-Total-Count header). */
export type CallPage<C extends CallContract> = { items: CallResponse<C>; total: number };

/**
 * Makes a listed call (one that answers a page of items and their total in X-Total-Count), parsing
 * the items with the call's response schema; without the header the total is the items' count.
 */
export async function callApiPage<C extends CallContract>(call: C, args: CallArgs<C>): Promise<CallPage<C>> {
  const res = await sendCall(call, args);
  const text = await res.text();
  const items = call.response?.parse(text ? JSON.parse(text) : undefined) as CallResponse<C>;
  const header = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? NaN);
  const total = Number.isInteger(header) && header >= 0 ? header : Array.isArray(items) ? items.length : 0;
  return { items, total };
}

/**
 * The cache key of a call: its path, then its parameters and query when it has any, so that
 * `[call.path]` invalidates every variant.
 */
export function callKey(call: CallContract, args: { params?: unknown; query?: unknown } = {}): readonly unknown[] {
  const rest = args.params || args.query ? [{ ...(args.params as object), ...(args.query as object) }] : [];
  return [call.path, ...rest];
}

export type CallSender = <C extends CallContract>(call: C, args: CallArgs<C>) => Promise<CallResponse<C>>;

/**
 * Query options for a GET call (bulletproof-react's `getXQueryOptions`); admin screens pass the
 * admin session's `callAdmin` as the sender.
 */
export function callQuery<C extends CallContract>(call: C, args: CallArgs<C>, send: CallSender = callApi) {
  return {
    queryKey: callKey(call, args),
    queryFn: ({ signal }: { signal: AbortSignal }) => send(call, { ...args, signal }),
  };
}
