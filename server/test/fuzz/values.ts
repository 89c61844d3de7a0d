import { arrayOf, constant, oneOf, pickFrom, stringOf, type Gen, type Rng } from "./gen";

/** Texts that break naive handling: NUL and other controls, lone surrogates, odd Unicode, syntax. */
export const EDGE_STRINGS = [
  "",
  " ",
  "   \t  ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\u0001\u0002\u001f\u007f\u0085\u009f",
  "line one\nline two\r\nline three\rend",
  "\t",
  "\ud800",
  "\udfff",
  "a\ud800b",
  "\udc00\ud800",
  "🙂",
  "\ud83d",
  "e\u0301",
  "ﬁ ＡＢＣ",
  "\ufeff",
  "\ufffe\uffff",
  "\u202e\u2066abc\u2069",
  "\u200b\u200c\u200d",
  "\u2028\u2029",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "../../etc/passwd",
  "..\\..\\windows",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '"',
  "'",
  "\\",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "$&$'$`",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "2147483648",
  "99999999999999999999999",
  "0x10",
  "1.5",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "0000-00-00",
  "0000-01-01",
  "9999-12-31",
  "2024-02-30",
  "-2024-01-01",
  "24:00",
  "99:99",
  "https://",
  "javascript:alert(1)",
  "http://\u0000x.example",
  "http://x.example/\u0000",
  "https://example.com/a b",
  "mailto:",
  "a@b",
  "a\u0000@example.com",
  "!",
  "&|!():*<->",
  "a:*",
  "'''",
  "!!!(((",
  '"unterminated',
  "or and not",
  "-",
  "*",
  "_",
  "%_%",
  "\\x00",
  "community-plan",
  "rcpg",
  "design-review",
  "new",
  "handled",
] as const;

/** Characters from every corner: ASCII, controls, surrogate halves, the astral planes. */
const anyChar: Gen<string> = oneOf<string>(
  [6, (r) => String.fromCharCode(r.int(0x20, 0x7e))],
  [2, (r) => String.fromCharCode(r.int(0, 0x1f))],
  [1, (r) => String.fromCharCode(r.int(0x7f, 0x9f))],
  [2, (r) => String.fromCharCode(r.int(0xa0, 0xd7ff))],
  [2, (r) => String.fromCharCode(r.int(0xd800, 0xdfff))],
  [1, (r) => String.fromCharCode(r.int(0xe000, 0xffff))],
  [2, (r) => String.fromCodePoint(r.int(0x10000, 0x10ffff))],
);

const huge: Gen<string> = (r) =>
  r.pick(["a", "\u0000", "é", "🙂", " ", "%", "\ud800"]).repeat(r.pick([1_000, 20_000, 200_000]));

export const junkString: Gen<string> = oneOf<string>(
  [5, pickFrom(EDGE_STRINGS)],
  [4, stringOf(anyChar, 60)],
  [1, huge],
  [1, (r) => r.pick(EDGE_STRINGS) + stringOf(anyChar, 10)(r) + r.pick(EDGE_STRINGS)],
);

export const junkNumber: Gen<number> = oneOf<number>(
  pickFrom([
    0,
    -0,
    1,
    -1,
    0.5,
    -0.5,
    2,
    5,
    25,
    100,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ]),
  (r) => r.int(-1000, 1000),
  (r) => (r.next() - 0.5) * 10 ** r.int(0, 30),
);

/** Keys that pollute prototypes or shadow built-ins. */
export const NASTY_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "",
  "\u0000",
];

/** An object with own properties (a "__proto__" key included as data, as JSON.parse makes it). */
export function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Any JSON value, nested a little, with nasty keys among the ordinary ones. */
export const junkJson: Gen<unknown> = (r: Rng) => junkValue(r, 2);

function junkValue(r: Rng, depth: number): unknown {
  const scalar = oneOf<unknown>(junkString, junkNumber, pickFrom([true, false, null]));
  if (depth <= 0) return scalar(r);
  return oneOf<unknown>(
    [5, scalar],
    [1, (q) => arrayOf((x) => junkValue(x, depth - 1), 5)(q)],
    [
      1,
      (q) =>
        objectOf(
          arrayOf<[string, unknown]>(
            (x) => [oneOf(pickFrom(NASTY_KEYS), junkString)(x), junkValue(x, depth - 1)],
            5,
          )(q),
        ),
    ],
    [1, constant(objectOf([["__proto__", { isAdmin: true, polluted: 1 }]]))],
    [1, constant(objectOf([["constructor", { prototype: { polluted: 1 } }]]))],
  )(r);
}

/** Bodies that are not JSON, or JSON that a parser should refuse. */
export const MALFORMED_JSON = [
  "",
  "{",
  "}",
  "[",
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  "nul",
  "\u0000",
  "\ufeff{}",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1}{"b":2}',
  '"\\ud800"',
  '"\\u0000"',
  "1e999999",
  "-",
  '{"question":"a"',
  "[".repeat(5000) + "]".repeat(5000),
  "[".repeat(300_000),
  '{"a":'.repeat(50_000),
] as const;
