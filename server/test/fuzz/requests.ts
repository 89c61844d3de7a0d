import type { InjectOptions } from "fastify";
import type { ZodType } from "zod";
import type { CallContract } from "@common/contract";
import { oneOf, pickFrom, stringOf, type Gen, type Rng } from "./gen";
import { genFor } from "./schema-gen";
import { junkJson, junkString, MALFORMED_JSON, NASTY_KEYS } from "./values";

/** A route as the app registered it, with its shared contract when it has one. */
export type RouteInfo = { method: string; url: string; call?: CallContract };

/** Sessions the fuzzer may send: an approved admin's, a resident's, a pending admin's. */
export type Tokens = { admin: string; resident: string; pending: string };

export type FuzzRequest = InjectOptions & { method: string; url: string; auth: keyof Tokens | "none" | "junk" };

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

/** Percent-encodes, and now and then leaves text raw or broken as a careless client would. */
const encode = (r: Rng, s: string) =>
  r.chance(0.9)
    ? encodeURIComponent(wellFormed(s))
    : r.pick(["%", "%zz", "%00", "%ED%A0%80", "%C0%80", "%FF", "..", ".", "%2e%2e", encodeURIComponent("\u0000")]);

function pathOf(r: Rng, route: RouteInfo): string {
  const shape = shapeOf(route.call?.params);
  return route.url
    .split("/")
    .map((seg) => {
      if (seg.startsWith(":")) {
        const name = seg.slice(1);
        // The first ids are the records made before the run: a request that finds one goes further.
        if (name === "id" && r.chance(0.4)) return String(r.int(1, 6));
        return encode(r, asText(genFor(shape[name])(r)));
      }
      if (seg === "*")
        return [0, 1, 2]
          .slice(0, r.int(0, 3))
          .map(() => encode(r, asText(junkString(r))))
          .join("/");
      return seg;
    })
    .join("/");
}

function queryOf(r: Rng, route: RouteInfo): string {
  if (r.chance(0.2)) return "";
  const value = route.call?.query ? genFor(route.call.query)(r) : junkJson(r);
  const parts: string[] = [];
  const add = (k: string, v: unknown) => {
    if (Array.isArray(v)) for (const x of v.slice(0, 3)) parts.push(`${encode(r, k)}=${encode(r, asText(x))}`);
    else if (v !== undefined) parts.push(`${encode(r, k)}=${encode(r, asText(v))}`);
  };
  if (value && typeof value === "object" && !Array.isArray(value))
    for (const k of Object.keys(value)) add(k, (value as Record<string, unknown>)[k]);
  else add(r.pick(["q", "limit", "x", ...NASTY_KEYS]), value);
  if (r.chance(0.15))
    parts.push(
      r.pick(["%zz=1", "=", "&&", "a[b]=c", "__proto__[polluted]=1", "constructor[prototype][x]=1", "q", "q=%00"]),
    );
  return parts.length ? `?${parts.join("&")}` : "";
}

const AUTH: Gen<FuzzRequest["auth"]> = oneOf<FuzzRequest["auth"]>(
  [6, () => "none"],
  [8, () => "admin"],
  [3, () => "resident"],
  [1, () => "pending"],
  [2, () => "junk"],
);

const junkAuthorization: Gen<string> = oneOf<string>(
  pickFrom(["Bearer", "Bearer ", "bearer x", "Basic YWRtaW46YWRtaW4=", "Bearer a b", "Bearer \t", "Token abc", ""]),
  (r) => `Bearer ${stringOf((q) => q.pick([..."ABCxyz019-_+/="]), 60)(r)}`,
  (r) => `Bearer ${junkString(r)}`,
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

const EXTRA_HEADERS: Array<[string, Gen<string>]> = [
  ["accept-encoding", pickFrom(["br", "gzip, deflate", "*", "identity;q=0", "br;q=abc", "gzip;q=1e999", ",,,;", "x"])],
  ["if-none-match", pickFrom(["*", 'W/"x"', '"abc"', ",", "\u00ff"])],
  ["accept", pickFrom(["application/json", "text/html", "*/*", "", "\u00e9"])],
  ["x-forwarded-for", pickFrom(["1.2.3.4", "::1", "garbage", "1.2.3.4, 5.6.7.8"])],
  ["cookie", pickFrom(["a=b", "session=\u00ff", ";;;"])],
  ["range", pickFrom(["bytes=0-10", "bytes=999999999-", "bytes=-5", "bytes=a-b"])],
  ["content-encoding", pickFrom(["gzip", "br", "deflate", "identity", "x-unknown"])],
  ["origin", pickFrom(["https://evil.example", "null"])],
];

export type Body = { payload?: string | Buffer; contentType?: string; mode: string };

function jsonBody(r: Rng, route: RouteInfo): Body {
  const value = route.call?.body ? genFor(route.call.body)(r) : junkJson(r);
  return {
    payload: JSON.stringify(value) ?? "null",
    contentType: r.chance(0.85) ? "application/json" : r.pick(CONTENT_TYPES),
    mode: "json",
  };
}

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

/** A multipart body: the upload's fields and a file, sometimes broken in one of the ways clients break them. */
function multipartBody(r: Rng, pdf: Buffer): Body {
  const boundary = `----fuzz${r.int(0, 1e9)}`;
  const parts: Buffer[] = [];
  const fieldValue = oneOf<string>(
    junkString,
    pickFrom(["", "rcpg", "design-review", "2024-05-01", "0000-01-01", "Minutes of May"]),
  );
  for (let i = r.int(0, r.chance(0.1) ? 15 : 3); i > 0; i--)
    parts.push(part(boundary, r.pick(UPLOAD_FIELDS), Buffer.from(fieldValue(r))));
  const files = r.chance(0.1) ? 3 : r.chance(0.85) ? 1 : 0;
  for (let i = 0; i < files; i++) {
    const data = r.pick([
      () => Buffer.alloc(0),
      () => Buffer.from("not a pdf at all"),
      () =>
        Buffer.concat([
          Buffer.from("%PDF-1.7\n"),
          Buffer.from(Array.from({ length: r.int(0, 4000) }, () => r.int(0, 255))),
        ]),
      () => pdf.subarray(0, r.int(0, pdf.length)),
      () => Buffer.concat([pdf, Buffer.from(`% ${r.int(0, 1e12)}\n`)]),
    ])();
    const name = r.pick(["minutes.pdf", "", "../../etc/x.pdf", "a\u0000b.pdf", "é🙂.pdf", "\r\n.pdf", '"quoted".pdf']);
    parts.push(
      part(
        boundary,
        r.chance(0.9) ? "file" : r.pick(UPLOAD_FIELDS),
        data,
        name,
        r.pick(["application/pdf", "text/plain", ""]),
      ),
    );
  }
  const end = Buffer.from(`--${boundary}--\r\n`);
  const whole = Buffer.concat([...parts, end]);
  const broken = r.chance(0.25);
  const payload = !broken
    ? whole
    : r.pick([
        () => whole.subarray(0, r.int(0, whole.length)),
        () => Buffer.concat(parts),
        () => Buffer.from(`--${boundary}\r\n\r\n\r\n--${boundary}--`),
        () => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
        () => Buffer.from("--"),
        () => Buffer.from(`--other\r\n${whole.toString("latin1")}`, "latin1"),
      ])();
  const contentType =
    broken && r.chance(0.3)
      ? r.pick([
          "multipart/form-data",
          `multipart/form-data; boundary=${boundary}x`,
          "multipart/mixed; boundary=" + boundary,
        ])
      : `multipart/form-data; boundary=${boundary}`;
  return { payload, contentType, mode: broken ? "multipart-broken" : "multipart" };
}

function bodyOf(r: Rng, route: RouteInfo, pdf: Buffer): Body {
  const wantsBody = route.call?.body !== undefined;
  const isUpload =
    !route.call?.body &&
    (route.method === "POST" || route.method === "PUT") &&
    route.url.startsWith("/api/admin/documents");
  return oneOf<Body>(
    [wantsBody ? 1 : 4, () => ({ mode: "none" })],
    [wantsBody ? 10 : 1, (q) => jsonBody(q, route)],
    [
      2,
      (q) => ({
        payload: q.pick(MALFORMED_JSON),
        contentType: q.pick(["application/json", "application/json; charset=utf-8"]),
        mode: "malformed-json",
      }),
    ],
    [
      1,
      (q) => ({
        payload: Buffer.from(
          q.pick([
            [0xff, 0xfe, 0x00],
            [0x22, 0xed, 0xa0, 0x80, 0x22],
            [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d],
          ]),
        ),
        contentType: "application/json",
        mode: "bad-utf8",
      }),
    ],
    [1, (q) => ({ payload: asText(junkString(q)), contentType: q.pick(CONTENT_TYPES), mode: "wrong-type" })],
    [isUpload ? 12 : 1, (q) => multipartBody(q, pdf)],
  )(r);
}

/** One request for a route: its path filled, a query, a session or none, headers and a body. */
export function requestFor(r: Rng, route: RouteInfo, tokens: Tokens, pdf: Buffer): FuzzRequest {
  const auth = AUTH(r);
  const headers: Record<string, string> = {};
  if (auth === "junk") headers.authorization = headerSafe(junkAuthorization(r));
  else if (auth !== "none") headers.authorization = `Bearer ${tokens[auth]}`;
  const body = bodyOf(r, route, pdf);
  if (body.contentType !== undefined) headers["content-type"] = headerSafe(body.contentType);
  for (const [name, gen] of EXTRA_HEADERS) if (r.chance(0.05)) headers[name] = headerSafe(gen(r));
  const method = route.method;
  const canHaveBody = method !== "GET" && method !== "HEAD";
  return {
    method,
    url: `${pathOf(r, route)}${queryOf(r, route)}`,
    headers,
    payload: canHaveBody ? body.payload : undefined,
    remoteAddress: `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
    auth,
  } as FuzzRequest;
}

/** A request to a path no route has: under /api and beside it. */
export function strayRequest(r: Rng): FuzzRequest {
  const method = r.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);
  const url = `${r.pick(["/api/", "/", "/api/admin/", "/assets/", "/documents/"])}${encode(r, asText(junkString(r)))}`;
  return { method, url, headers: {}, auth: "none" } as FuzzRequest;
}
