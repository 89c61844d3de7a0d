import fc from "fast-check";
import type { ZodType } from "zod";
import { junkJson, junkKey, junkNumber, junkString, objectOf, textOf, withChance } from "./values";

/**
 * Values for a shared zod schema, as a fast-check arbitrary, in four kinds: valid-looking (enum
 * members, strings that match its patterns, numbers within its bounds, objects with its keys),
 * valid-looking with one field made hostile (a NUL or half a character inside, a number past its
 * range), hostile throughout, and anything at all. The first two get past the first checks and
 * reach the code behind them.
 */
export function arbitraryFor(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return junkJson;
  let arb = forSchema.get(schema);
  if (!arb) forSchema.set(schema, (arb = valuesOf(schema)));
  return arb;
}

const forSchema = new WeakMap<ZodType, fc.Arbitrary<unknown>>();

function valuesOf(schema: ZodType): fc.Arbitrary<unknown> {
  const valid = shaped(schema, 5, 0);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: valid.chain((v) => mutateOne(schema, v)) },
    { weight: 2, arbitrary: shaped(schema, 5, 0.3) },
    { weight: 1, arbitrary: junkJson },
  );
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers (optional, default, pipe…): what a value is checked against first. */
function core(s: ZodType): ZodType {
  for (;;) {
    const def = defOf(s);
    if (def.type === "pipe") s = def.in as ZodType;
    else if (def.innerType) s = def.innerType as ZodType;
    else return s;
  }
}

/** Characters that must not reach storage as they are, inserted into otherwise valid text. */
const TAINTS = [
  "\u0000",
  "\ud800",
  "\udc00",
  "\u0001",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u202e",
  "\r\n",
  "\t",
  "\ufeff",
  "\u2028",
];
const taint = (s: string): fc.Arbitrary<string> =>
  withChance(
    0.85,
    fc.tuple(fc.nat({ max: s.length }), fc.constantFrom(...TAINTS)).map(([at, t]) => s.slice(0, at) + t + s.slice(at)),
    s ? fc.integer({ min: 50, max: 400 }).map((n) => s.repeat(n)) : fc.constantFrom(...TAINTS),
  );

/**
 * Text of the right form with extreme digits (a year 0000 or 9999, an id of ten nines): what a
 * pattern lets through and a range check must stop.
 */
const extremeDigits = (s: string): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom("0", "9"), fc.boolean())
    .map(([d, all]) =>
      all
        ? s.replace(/\d/g, d)
        : s.replace(/^(\D*)(\d+)/, (_m, pre: string, digits: string) => pre + d.repeat(digits.length)),
    );

/** A value of the schema's own type made hostile (one arbitrary per schema, made once). */
const hostiles = new WeakMap<ZodType, fc.Arbitrary<unknown>>();
function hostile(s: ZodType): fc.Arbitrary<unknown> {
  let arb = hostiles.get(s);
  if (!arb) hostiles.set(s, (arb = hostileOf(s)));
  return arb;
}

function hostileOf(s: ZodType): fc.Arbitrary<unknown> {
  const c = core(s);
  const def = defOf(c);
  const valid = shaped(c, 2, 0);
  switch (def.type) {
    case "string":
    case "enum":
    case "literal":
      return valid.chain((v) =>
        typeof v !== "string" ? junkString : /\d/.test(v) ? withChance(0.4, extremeDigits(v), taint(v)) : taint(v),
      );
    case "number":
      return fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e300, -1, 0, 0.5, -0.0001);
    case "boolean":
      return fc.constantFrom("true", 1, 0, "false", null);
    case "array":
      return fc.oneof(
        fc.tuple(valid, fc.constantFrom(100, 5000)).map(([v, n]) => Array.from({ length: n }, () => v)),
        hostile(def.element as ZodType).map((h) => [h]),
      );
    case "object":
      return valid.chain((v) => mutateOne(c, v));
    default:
      return junkJson;
  }
}

/** A valid-looking object with one of its fields (or the value itself) made hostile. */
function mutateOne(schema: ZodType, value: unknown): fc.Arbitrary<unknown> {
  const def = defOf(core(schema));
  if (def.type !== "object" || !value || typeof value !== "object") return hostile(schema);
  const shape = def.shape as Record<string, ZodType>;
  const keys = Object.keys(shape);
  if (!keys.length) return fc.constant(value);
  return fc.oneof(
    ...keys.map((key) =>
      hostile(shape[key]!).map((h) => objectOf([...Object.entries(value).filter(([k]) => k !== key), [key, h]])),
    ),
  );
}

/** Near-valid text: plausible words, an e-mail, a web address, a date. */
const PLAUSIBLE = [
  "Test",
  "Ramona",
  "Dye Road solar",
  "Main Street 123",
  "What did the board decide about the Dye Road solar project?",
  "user@example.com",
  "https://example.com/menu",
  "http://example.com",
  "760-555-0100",
  "2024-05-01",
  "Thai",
  "Restaurant",
  "Hello\nthere",
];
const plausibleText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...PLAUSIBLE), fc.nat(1_000_000)).map(([p, n]) => `${p} ${n}`) },
  { weight: 1, arbitrary: textOf(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), 30) },
);

const email = fc.nat(1e9).map((n) => `user${n}@example.com`);

/** Text matching the pattern, or null when fast-check cannot read the pattern. */
const matching = (re: RegExp): fc.Arbitrary<string> | null => {
  try {
    return fc.stringMatching(re);
  } catch {
    return null;
  }
};

function stringArb(s: ZodType, junk: number): fc.Arbitrary<string> {
  const def = defOf(s);
  const str = s as unknown as { minLength: number | null; maxLength: number | null };
  const patterns = ((def.checks as Array<{ _zod: { def: { pattern?: RegExp } } }> | undefined) ?? [])
    .map((c) => c._zod.def.pattern)
    .filter((p): p is RegExp => p instanceof RegExp)
    .map(matching)
    .filter((a): a is fc.Arbitrary<string> => a !== null);
  const format = def.format as string | undefined;
  const max = str.maxLength ?? 300;
  const own = patterns.length ? fc.oneof(...patterns) : format === "email" ? email : plausibleText;
  if (junk <= 0) return own;
  return fc.oneof(
    { weight: 80, arbitrary: own },
    { weight: Math.round(80 * junk), arbitrary: junkString },
    {
      weight: Math.round(40 * junk),
      arbitrary: fc.constantFrom(max, max + 1, Math.max(0, (str.minLength ?? 1) - 1)).map((n) => "x".repeat(n)),
    },
  );
}

function numberArb(s: ZodType, junk: number): fc.Arbitrary<number> {
  const n = s as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  const lo = Number.isFinite(n.minValue) ? n.minValue! : -1000;
  const hi = Number.isFinite(n.maxValue) ? n.maxValue! : 1000;
  // Within the bounds, and within a thousand of the lower one (or of -1000 when it is lower still).
  const from = Math.max(lo, -1000) <= hi ? Math.max(lo, -1000) : lo;
  const to = Math.min(hi, from + 1000);
  const inRange = !n.isInt
    ? fc.double({ min: from, max: to, noNaN: true })
    : Math.ceil(from) <= Math.floor(to)
      ? fc.integer({ min: Math.ceil(from), max: Math.floor(to) })
      : fc.constant(from);
  if (junk <= 0) return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(lo, hi) });
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(lo, hi, lo - 1, hi + 1, 1, 0) },
    { weight: 1, arbitrary: junkNumber },
  );
}

/** Candidates for a valid text or number: what the patterns make, addresses, dates, plain words. */
function candidates(s: ZodType): fc.Arbitrary<unknown> {
  const c = core(s);
  if (defOf(c).type === "number")
    return fc.oneof(
      { weight: 2, arbitrary: numberArb(c, 0) },
      { weight: 1, arbitrary: numberArb(c, 0).map((x) => Math.round(x * 10) / 10) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) },
    );
  return fc.oneof(
    { weight: 4, arbitrary: stringArb(c, 0) },
    { weight: 1, arbitrary: fc.nat(1e6).map((n) => `https://example.com/${n}`) },
    { weight: 1, arbitrary: email },
    { weight: 1, arbitrary: fc.integer({ min: 1e6, max: 1e9 }).map((n) => `Pass-${n}-word`) },
    { weight: 1, arbitrary: fc.constantFrom("2024-05-01", "12:00", "18:30", "760-555-0100", "rcpg") },
  );
}

/**
 * The first of up to `tries` values of `arb` that the schema accepts (its patterns, lengths,
 * refinements and pipes), drawn one after another; the last one when none passes. It shrinks as
 * the value it kept.
 */
class FirstAccepted extends fc.Arbitrary<unknown> {
  constructor(
    private readonly schema: ZodType,
    private readonly arb: fc.Arbitrary<unknown>,
    private readonly tries: number,
  ) {
    super();
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<unknown> {
    let v = this.arb.generate(mrng, biasFactor);
    for (let i = 1; i < this.tries && !this.schema.safeParse(v.value).success; i++)
      v = this.arb.generate(mrng, biasFactor);
    return v;
  }
  canShrinkWithoutContext(value: unknown): value is unknown {
    return this.arb.canShrinkWithoutContext(value);
  }
  shrink(value: unknown, context: unknown): fc.Stream<fc.Value<unknown>> {
    return this.arb.shrink(value, context);
  }
}

const firstAccepted = (s: ZodType, arb: fc.Arbitrary<unknown>, tries: number): fc.Arbitrary<unknown> =>
  new FirstAccepted(s, arb, tries);

/** Values of the schema's shape; `junk` is the chance of a hostile value at each level. */
function shaped(s: ZodType, depth: number, junk: number): fc.Arbitrary<unknown> {
  const def = defOf(s);
  if (junk === 0 && (def.type === "pipe" || def.type === "string" || def.type === "number")) {
    const leaf = defOf(core(s)).type;
    if (leaf === "string" || leaf === "number") return firstAccepted(s, candidates(s), 16);
  }
  const own = shapedOwn(s, def, depth, junk);
  return junk > 0 ? withChance(junk, junkJson, own) : own;
}

function shapedOwn(s: ZodType, def: Def, depth: number, junk: number): fc.Arbitrary<unknown> {
  const inner = (k: string) => def[k] as ZodType;
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
      return fc.oneof(
        { weight: 4, arbitrary: shaped(inner("innerType"), depth, junk) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case "nullable":
      return fc.oneof(
        { weight: 4, arbitrary: shaped(inner("innerType"), depth, junk) },
        { weight: 1, arbitrary: fc.constant(null) },
      );
    case "readonly":
    case "catch":
    case "nonoptional":
      return shaped(inner("innerType"), depth, junk);
    case "pipe":
      return shaped(inner("in"), depth, junk);
    case "string":
      return stringArb(s, junk);
    case "number":
      return numberArb(s, junk);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as object));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "union":
      return fc.oneof(...(def.options as ZodType[]).map((o) => shaped(o, depth, junk)));
    case "array":
      return depth > 0 ? fc.array(shaped(inner("element"), depth - 1, junk), { maxLength: 4 }) : fc.constant([]);
    case "object": {
      if (depth <= 0) return fc.constant({});
      const arb = objectArb(def.shape as Record<string, ZodType>, depth - 1, junk);
      return junk > 0 ? arb : firstAccepted(s, arb, 8);
    }
    case "tuple":
      return fc.tuple(...(def.items as ZodType[]).map((i) => shaped(i, depth - 1, junk)));
    default:
      return junkJson;
  }
}

const LEFT_OUT = Symbol("left out");

/** An object with the schema's keys (some left out when hostile), sometimes with a stray key. */
function objectArb(shape: Record<string, ZodType>, depth: number, junk: number): fc.Arbitrary<unknown> {
  const fields = Object.keys(shape).map((k) => {
    const value = shaped(shape[k]!, depth, junk);
    return (junk > 0 ? withChance(junk / 3, fc.constant(LEFT_OUT), value) : value).map((v) => [k, v] as const);
  });
  const stray = junk > 0 ? withChance(junk, fc.tuple(junkKey, junkJson), fc.constant(null)) : fc.constant(null);
  return fc
    .tuple(fc.tuple(...fields), stray)
    .map(([entries, extra]) =>
      objectOf([
        ...entries
          .filter((e): e is readonly [string, unknown] => e[1] !== LEFT_OUT && e[1] !== undefined)
          .map(([k, v]) => [k, v] as [string, unknown]),
        ...(extra ? [extra] : []),
      ]),
    );
}
