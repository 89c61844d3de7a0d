import fc from "fast-check";

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

/** `arb` with probability `p` (0 to 1), else `otherwise`. */
export const withChance = <T, U>(p: number, arb: fc.Arbitrary<T>, otherwise: fc.Arbitrary<U>): fc.Arbitrary<T | U> =>
  fc.oneof(
    { weight: Math.round(p * 100), arbitrary: arb },
    { weight: 100 - Math.round(p * 100), arbitrary: otherwise },
  );

const codeUnit = (min: number, max: number) => fc.integer({ min, max }).map((c) => String.fromCharCode(c));

/** Characters from every corner: ASCII, controls, surrogate halves, the astral planes. */
const anyChar: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: codeUnit(0x20, 0x7e) },
  { weight: 2, arbitrary: codeUnit(0, 0x1f) },
  { weight: 1, arbitrary: codeUnit(0x7f, 0x9f) },
  { weight: 2, arbitrary: codeUnit(0xa0, 0xd7ff) },
  { weight: 2, arbitrary: codeUnit(0xd800, 0xdfff) },
  { weight: 1, arbitrary: codeUnit(0xe000, 0xffff) },
  { weight: 2, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)) },
);

/** Text of `unit`s: usually a few, now and then up to `maxLength`. */
export const textOf = (unit: fc.StringConstraints["unit"], maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit, maxLength, size: "max" }) },
  );

/**
 * Any text: code units from every range (half characters included, which no built-in unit makes),
 * printable graphemes (combining marks, emoji sequences) and the first 256 code points (controls,
 * Latin-1). The astral planes come from `anyChar`: the "binary" unit costs seconds to build.
 */
const anyText = fc.oneof(
  { weight: 2, arbitrary: textOf(anyChar, 60) },
  { weight: 1, arbitrary: textOf("grapheme", 60) },
  { weight: 1, arbitrary: textOf("binary-ascii", 60) },
);

const edgeString = fc.constantFrom<string>(...EDGE_STRINGS);

const huge = fc
  .tuple(fc.constantFrom("a", "\u0000", "é", "🙂", " ", "%", "\ud800"), fc.constantFrom(1_000, 20_000, 200_000))
  .map(([c, n]) => c.repeat(n));

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: edgeString },
  { weight: 4, arbitrary: anyText },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: fc.tuple(edgeString, textOf(anyChar, 10), edgeString).map((parts) => parts.join("")) },
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
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
  ),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
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

/** A key of a hostile object: one that pollutes prototypes, or any text. */
export const junkKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...NASTY_KEYS), junkString);

const scalar = fc.oneof(junkString, junkNumber, fc.constantFrom(true, false, null));

/** Objects that try to reach a prototype through a key. */
const polluting = fc.constantFrom(
  objectOf([["__proto__", { isAdmin: true, polluted: 1 }]]),
  objectOf([["constructor", { prototype: { polluted: 1 } }]]),
  objectOf([["prototype", { polluted: 1 }]]),
);

function junkValue(depth: number): fc.Arbitrary<unknown> {
  if (depth <= 0) return scalar;
  return fc.oneof(
    { weight: 5, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(junkValue(depth - 1), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.object({ key: junkKey, values: [scalar], maxDepth: depth - 1, maxKeys: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: depth }) },
    { weight: 2, arbitrary: polluting },
  );
}

/** Any JSON value, nested a little, with nasty keys among the ordinary ones. */
export const junkJson: fc.Arbitrary<unknown> = junkValue(2);

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

/**
 * A body a JSON parser must refuse: the broken texts above, and JSON of any shape cut short or
 * followed by something that is not JSON.
 */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<string>(...MALFORMED_JSON) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.json({ maxDepth: 2 }), fc.nat()).map(([json, n]) => {
      const text = `[${json}]`;
      return text.slice(0, 1 + (n % (text.length - 1)));
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.json({ maxDepth: 2 }), fc.constantFrom(",", "}", "]", "'", "\u0000", " x", "//", "\\"))
      .map(([json, tail]) => json + tail),
  },
);
