import fc from "fast-check";
import type { InjectOptions } from "fastify";
import type { ZodType } from "zod";
import type { CallContract } from "@common/contract";
import { arbitraryFor } from "./schema-gen";
import { brokenJson, junkJson, junkString, NASTY_KEYS, textOf, withChance } from "./values";

/** A route as the app registered it, with its shared contract when it has one. */
export type RouteInfo = { method: string; url: string; call?: CallContract };

/** Sessions the fuzzer may send: an approved admin's, a resident's, a pending admin's. */
export type Tokens = { admin: string; resident: string; pending: string };

export type Auth = keyof Tokens | "none" | "junk";

/**
 * One generated request. A session is named, not held: its token is the one live when the request
 * is sent (a request that logged out replaced it).
 */
export type FuzzRequest = {
  /** The route it was made for: "GET /api/things/:id", or "GET (no route)". */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of body it carries: json, other-shape, malformed-json, multipart… */
  body: string;
  auth: Auth;
  remoteAddress?: string;
};

/** The request as Fastify's inject takes it, with the live token of its session. */
export function toInject(req: FuzzRequest, tokens: Tokens): InjectOptions {
  const headers = { ...req.headers };
  if (req.auth !== "none" && req.auth !== "junk") headers.authorization = `Bearer ${tokens[req.auth]}`;
  return {
    method: req.method as InjectOptions["method"],
    url: req.url,
    headers,
    payload: req.payload,
    remoteAddress: req.remoteAddress,
  };
}

/** A value as quoted in a report, cut to `n` characters. */
export const excerpt = (v: unknown, n = 300) => {
  const s = Buffer.isBuffer(v) ? v.toString("latin1") : typeof v === "string" ? v : JSON.stringify(v);
  return JSON.stringify(s?.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
};

/** The request in one line, as fast-check prints a counterexample. */
const described = (req: FuzzRequest): FuzzRequest =>
  Object.defineProperty(req, fc.toStringMethod, {
    value: () =>
      `${req.method} ${excerpt(req.url, 200)} (${req.route}) auth=${req.auth} headers=${excerpt(req.headers)} ` +
      `body=${req.body} ${excerpt(req.payload)}`,
  });

const shapeOf = (s: ZodType | undefined): Record<string, ZodType> => {
  for (let x = s as unknown as { _zod?: { def: Record<string, unknown> } } | undefined; x?._zod;) {
    const def = x._zod.def;
    if (def.type === "object") return def.shape as Record<string, ZodType>;
    x = (def.innerType ?? def.in) as typeof x;
  }
  return {};
};

/** Text a header can carry: visible Latin-1 (what HTTP allows), hostile otherwise. */
const headerSafe = (s: string) => s.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, "").slice(0, 4000);

const asText = (v: unknown): string =>
  typeof v === "string" ? v : v === undefined ? "" : typeof v === "object" ? (JSON.stringify(v) ?? "") : String(v);

/** Half characters (lone surrogates) cannot be percent-encoded: they go as U+FFFD. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/** What a careless client leaves in an address instead of percent-encoded text. */
const RAW = ["%", "%zz", "%00", "%ED%A0%80", "%C0%80", "%FF", "..", ".", "%2e%2e", encodeURIComponent("\u0000")];

/** Percent-encoded text, now and then left raw or broken as a careless client would. */
const encoded = (text: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 9, arbitrary: text.map((s) => encodeURIComponent(wellFormed(s))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW) },
  );

function pathOf(route: RouteInfo): fc.Arbitrary<string> {
  const shape = shapeOf(route.call?.params);
  const segments = route.url.split("/").map((seg): fc.Arbitrary<string> => {
    if (seg.startsWith(":")) {
      const name = seg.slice(1);
      const value = encoded(arbitraryFor(shape[name]).map(asText));
      // The first ids are the records made before the run: a request that finds one goes further.
      if (name === "id")
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
          { weight: 6, arbitrary: value },
        );
      return value;
    }
    if (seg === "*") return fc.array(encoded(junkString), { maxLength: 3 }).map((parts) => parts.join("/"));
    return fc.constant(seg);
  });
  return fc.tuple(...segments).map((parts) => parts.join("/"));
}

/** Keys for a query that is not an object. */
const LONE_KEYS = ["q", "limit", "x", ...NASTY_KEYS];
/** Query strings no parser should trip over. */
const ODD_QUERIES = [
  "%zz=1",
  "=",
  "&&",
  "a[b]=c",
  "__proto__[polluted]=1",
  "constructor[prototype][x]=1",
  "q",
  "q=%00",
];

function queryOf(route: RouteInfo): fc.Arbitrary<string> {
  const value = route.call?.query ? arbitraryFor(route.call.query) : junkJson;
  // Each key and value encoded on its own, some of them broken.
  const pairs = fc.tuple(value, fc.constantFrom(...LONE_KEYS)).chain(([v, lone]) => {
    const out: Array<fc.Arbitrary<string>> = [];
    const add = (k: string, x: unknown) => {
      for (const item of Array.isArray(x) ? x.slice(0, 3) : x === undefined ? [] : [x])
        out.push(fc.tuple(encoded(fc.constant(k)), encoded(fc.constant(asText(item)))).map(([a, b]) => `${a}=${b}`));
    };
    if (v && typeof v === "object" && !Array.isArray(v))
      for (const k of Object.keys(v)) add(k, (v as Record<string, unknown>)[k]);
    else add(lone, v);
    return fc.tuple(...out);
  });
  const odd = withChance(
    0.15,
    fc.constantFrom(...ODD_QUERIES).map((q) => [q]),
    fc.constant([]),
  );
  return withChance(
    0.2,
    fc.constant(""),
    fc.tuple(pairs, odd).map(([p, o]) => (p.length + o.length ? `?${[...p, ...o].join("&")}` : "")),
  );
}

const junkAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "Bearer",
    "Bearer ",
    "bearer x",
    "Basic YWRtaW46YWRtaW4=",
    "Bearer a b",
    "Bearer \t",
    "Token abc",
    "",
  ),
  textOf(fc.constantFrom(..."ABCxyz019-_+/="), 60).map((s) => `Bearer ${s}`),
  junkString.map((s) => `Bearer ${s}`),
);

/** No session, one of the three, or an Authorization header that is not a session. */
const AUTH: fc.Arbitrary<{ auth: Auth; authorization?: string }> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ auth: "none" as const }) },
  { weight: 8, arbitrary: fc.constant({ auth: "admin" as const }) },
  { weight: 3, arbitrary: fc.constant({ auth: "resident" as const }) },
  { weight: 1, arbitrary: fc.constant({ auth: "pending" as const }) },
  { weight: 2, arbitrary: junkAuthorization.map((h) => ({ auth: "junk" as const, authorization: headerSafe(h) })) },
);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "application/json;charset=UTF-16",
  "Application/JSON",
  "application/vnd.api+json",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/pdf",
  "application/octet-stream",
  "*/*",
  "json",
  ";;;",
];

const EXTRA_HEADERS: Array<[string, string[]]> = [
  ["accept-encoding", ["br", "gzip, deflate", "*", "identity;q=0", "br;q=abc", "gzip;q=1e999", ",,,;", "x"]],
  ["if-none-match", ["*", 'W/"x"', '"abc"', ",", "\u00ff"]],
  ["accept", ["application/json", "text/html", "*/*", "", "\u00e9"]],
  ["x-forwarded-for", ["1.2.3.4", "::1", "garbage", "1.2.3.4, 5.6.7.8"]],
  ["cookie", ["a=b", "session=\u00ff", ";;;"]],
  ["range", ["bytes=0-10", "bytes=999999999-", "bytes=-5", "bytes=a-b"]],
  ["content-encoding", ["gzip", "br", "deflate", "identity", "x-unknown"]],
  ["origin", ["https://evil.example", "null"]],
];

/** Each of the extra headers, now and then. */
const extraHeaders: fc.Arbitrary<Array<[string, string]>> = fc
  .tuple(
    ...EXTRA_HEADERS.map(([name, values]) =>
      withChance(
        0.05,
        fc.constantFrom(...values).map((v): [string, string] => [name, v]),
        fc.constant(null),
      ),
    ),
  )
  .map((headers) => headers.filter((h): h is [string, string] => h !== null));

export type Body = { payload?: string | Buffer; contentType?: string; mode: string };

/** A JSON body of the values `value` makes, usually declared as JSON. */
const jsonBody = (value: fc.Arbitrary<unknown>, mode: string): fc.Arbitrary<Body> =>
  fc
    .tuple(value, withChance(0.85, fc.constant("application/json"), fc.constantFrom(...CONTENT_TYPES)))
    .map(([v, contentType]) => ({ payload: JSON.stringify(v) ?? "null", contentType, mode }));

const UPLOAD_FIELDS = ["title", "meetingDate", "body", "file", "__proto__", "constructor", "extra", ""];

function part(boundary: string, name: string, value: Buffer, filename?: string, type?: string) {
  const disposition =
    filename === undefined ? `form-data; name="${name}"` : `form-data; name="${name}"; filename="${filename}"`;
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
    ),
    value,
    Buffer.from("\r\n"),
  ]);
}

/** The ways a multipart body gets broken: cut short, no closing line, empty or nameless parts… */
const BREAKS = ["cut", "no-end", "empty-part", "no-name", "dashes", "other-boundary"] as const;

/** A multipart body: the upload's fields and a file, sometimes broken in one of the ways clients break them. */
function multipartBody(pdf: Buffer): fc.Arbitrary<Body> {
  const field = fc.record({
    name: fc.constantFrom(...UPLOAD_FIELDS),
    value: fc.oneof(
      junkString,
      fc.constantFrom("", "rcpg", "design-review", "2024-05-01", "0000-01-01", "Minutes of May"),
    ),
  });
  const file = fc.record({
    data: fc.oneof(
      fc.constant(Buffer.alloc(0)),
      fc.constant(Buffer.from("not a pdf at all")),
      fc
        .uint8Array({ maxLength: 4000, size: "max" })
        .map((bytes) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(bytes)])),
      fc.nat(pdf.length).map((n) => pdf.subarray(0, n)),
      fc.nat().map((n) => Buffer.concat([pdf, Buffer.from(`% ${n}\n`)])),
    ),
    filename: fc.constantFrom(
      "minutes.pdf",
      "",
      "../../etc/x.pdf",
      "a\u0000b.pdf",
      "é🙂.pdf",
      "\r\n.pdf",
      '"quoted".pdf',
    ),
    field: withChance(0.9, fc.constant("file"), fc.constantFrom(...UPLOAD_FIELDS)),
    type: fc.constantFrom("application/pdf", "text/plain", ""),
  });
  const broken = fc.record({
    how: fc.constantFrom(...BREAKS),
    cut: fc.nat(),
    contentType: withChance(0.3, fc.constantFrom("none", "other-boundary", "mixed"), fc.constant(null)),
  });
  return fc
    .record({
      boundary: fc.nat(1e9).map((n) => `----fuzz${n}`),
      fields: fc.oneof(
        { weight: 9, arbitrary: fc.array(field, { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.array(field, { maxLength: 15, size: "max" }) },
      ),
      files: fc.oneof(
        { weight: 10, arbitrary: fc.array(file, { minLength: 3, maxLength: 3 }) },
        { weight: 76, arbitrary: file.map((f) => [f]) },
        { weight: 14, arbitrary: fc.array(file, { maxLength: 0 }) },
      ),
      broken: withChance(0.25, broken, fc.constant(null)),
    })
    .map(({ boundary, fields, files, broken }): Body => {
      const parts = [
        ...fields.map((f) => part(boundary, f.name, Buffer.from(f.value))),
        ...files.map((f) => part(boundary, f.field, f.data, f.filename, f.type)),
      ];
      const whole = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
      const contentType = `multipart/form-data; boundary=${boundary}`;
      if (!broken) return { payload: whole, contentType, mode: "multipart" };
      const payload = {
        cut: () => whole.subarray(0, broken.cut % (whole.length + 1)),
        "no-end": () => Buffer.concat(parts),
        "empty-part": () => Buffer.from(`--${boundary}\r\n\r\n\r\n--${boundary}--`),
        "no-name": () => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
        dashes: () => Buffer.from("--"),
        "other-boundary": () => Buffer.from(`--other\r\n${whole.toString("latin1")}`, "latin1"),
      }[broken.how]();
      const oddType = {
        none: "multipart/form-data",
        "other-boundary": `multipart/form-data; boundary=${boundary}x`,
        mixed: `multipart/mixed; boundary=${boundary}`,
      };
      return {
        payload,
        contentType: broken.contentType ? oddType[broken.contentType] : contentType,
        mode: "multipart-broken",
      };
    });
}

/** What every route may be sent besides its own bodies. */
type Shared = { pdf: Buffer; otherShapes: fc.Arbitrary<Body> };

function bodyOf(route: RouteInfo, shared: Shared): fc.Arbitrary<Body> {
  const wantsBody = route.call?.body !== undefined;
  const isUpload =
    !wantsBody && (route.method === "POST" || route.method === "PUT") && route.url.startsWith("/api/admin/documents");
  return fc.oneof(
    { weight: wantsBody ? 1 : 4, arbitrary: fc.constant<Body>({ mode: "none" }) },
    { weight: wantsBody ? 10 : 1, arbitrary: jsonBody(arbitraryFor(route.call?.body), "json") },
    { weight: 1, arbitrary: shared.otherShapes },
    {
      weight: 2,
      arbitrary: fc
        .tuple(brokenJson, fc.constantFrom("application/json", "application/json; charset=utf-8"))
        .map(([payload, contentType]): Body => ({ payload, contentType, mode: "malformed-json" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          [0xff, 0xfe, 0x00],
          [0x22, 0xed, 0xa0, 0x80, 0x22],
          [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d],
        )
        .map((bytes): Body => ({ payload: Buffer.from(bytes), contentType: "application/json", mode: "bad-utf8" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(junkString, fc.constantFrom(...CONTENT_TYPES))
        .map(([payload, contentType]): Body => ({ payload, contentType, mode: "wrong-type" })),
    },
    { weight: isUpload ? 12 : 1, arbitrary: multipartBody(shared.pdf) },
  );
}

const remoteAddress = fc
  .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** Requests for a route: its path filled, a query, a session or none, headers and a body. */
function requestFor(route: RouteInfo, shared: Shared): fc.Arbitrary<FuzzRequest> {
  const canHaveBody = route.method !== "GET" && route.method !== "HEAD";
  return fc
    .record({
      path: pathOf(route),
      query: queryOf(route),
      auth: AUTH,
      body: bodyOf(route, shared),
      extra: extraHeaders,
      remoteAddress,
    })
    .map(({ path, query, auth, body, extra, remoteAddress }) => {
      const headers: Record<string, string> = {};
      if (auth.authorization !== undefined) headers.authorization = auth.authorization;
      if (body.contentType !== undefined) headers["content-type"] = headerSafe(body.contentType);
      for (const [name, value] of extra) headers[name] = headerSafe(value);
      return described({
        route: `${route.method} ${route.url}`,
        method: route.method,
        url: `${path}${query}`,
        headers,
        payload: canHaveBody ? body.payload : undefined,
        body: canHaveBody ? body.mode : "none",
        auth: auth.auth,
        remoteAddress,
      });
    });
}

/** Requests to a path no route has: under /api and beside it. */
const strayRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"),
    prefix: fc.constantFrom("/api/", "/", "/api/admin/", "/assets/", "/documents/"),
    rest: encoded(junkString),
  })
  .map(({ method, prefix, rest }) =>
    described({
      route: `${method} (no route)`,
      method,
      url: `${prefix}${rest}`,
      headers: {},
      body: "none",
      auth: "none",
    }),
  );

/**
 * Requests for every route, each about as often, and now and then (3%) one to a path no route
 * has. A body may be of the route's own shape or of any other route's.
 */
export function fuzzRequests(routes: RouteInfo[], pdf: Buffer): fc.Arbitrary<FuzzRequest> {
  const shapes = [...new Set(routes.map((r) => r.call?.body).filter((b): b is ZodType => b !== undefined))];
  const otherShapes = jsonBody(shapes.length ? fc.oneof(...shapes.map(arbitraryFor)) : junkJson, "other-shape");
  const shared: Shared = { pdf, otherShapes };
  return fc.oneof(
    { weight: routes.length, arbitrary: strayRequest },
    ...routes.map((route) => ({ weight: 32, arbitrary: requestFor(route, shared) })),
  );
}
