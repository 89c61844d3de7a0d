import type { ZodType } from "zod";
import { arrayOf, fromPattern, oneOf, pickFrom, stringOf, type Gen, type Rng } from "./gen";
import { junkJson, junkNumber, junkString, NASTY_KEYS, objectOf } from "./values";

/**
 * Values for a shared zod schema, in four kinds: valid-looking (enum members, strings that match
 * its patterns, numbers within its bounds, objects with its keys), valid-looking with one field
 * made hostile (a NUL or half a character inside, a number past its range), hostile throughout,
 * and anything at all. The first two get past the first checks and reach the code behind them.
 */
export function genFor(schema: ZodType | undefined): Gen<unknown> {
  if (!schema) return junkJson;
  const valid = shaped(schema, 5, 0);
  return oneOf<unknown>(
    [3, valid],
    [4, (r) => mutateOne(schema, valid(r), r)],
    [2, shaped(schema, 5, 0.3)],
    [1, junkJson],
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
const taint = (r: Rng, s: string): string => {
  const at = r.int(0, s.length);
  return r.chance(0.85) ? s.slice(0, at) + r.pick(TAINTS) + s.slice(at) : s.repeat(r.int(50, 400)) || r.pick(TAINTS);
};

/**
 * Text of the right form with extreme digits (a year 0000 or 9999, an id of ten nines): what a
 * pattern lets through and a range check must stop.
 */
const extremeDigits = (r: Rng, s: string): string => {
  const d = r.pick(["0", "9"]);
  return r.chance(0.5)
    ? s.replace(/\d/g, d)
    : s.replace(/^(\D*)(\d+)/, (_m, pre: string, digits: string) => pre + d.repeat(digits.length));
};

/** A value of the schema's own type made hostile. */
function hostile(s: ZodType, r: Rng): unknown {
  const c = core(s);
  const def = defOf(c);
  const valid = shaped(c, 2, 0)(r);
  switch (def.type) {
    case "string":
    case "enum":
    case "literal":
      if (typeof valid !== "string") return junkString(r);
      return /\d/.test(valid) && r.chance(0.4) ? extremeDigits(r, valid) : taint(r, valid);
    case "number":
      return r.pick([2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e300, -1, 0, 0.5, -0.0001]);
    case "boolean":
      return r.pick(["true", 1, 0, "false", null]);
    case "array":
      return r.chance(0.5)
        ? Array.from({ length: r.pick([100, 5000]) }, () => valid)
        : [hostile(def.element as ZodType, r)];
    case "object":
      return mutateOne(c, valid, r);
    default:
      return junkJson(r);
  }
}

/** A valid-looking object with one of its fields (or the value itself) made hostile. */
function mutateOne(schema: ZodType, value: unknown, r: Rng): unknown {
  const def = defOf(core(schema));
  if (def.type !== "object" || !value || typeof value !== "object") return hostile(schema, r);
  const shape = def.shape as Record<string, ZodType>;
  const keys = Object.keys(shape);
  if (!keys.length) return value;
  const key = r.pick(keys);
  const copy = Object.assign({}, value) as Record<string, unknown>;
  copy[key] = hostile(shape[key]!, r);
  return copy;
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
const plausibleText: Gen<string> = oneOf<string>(
  [4, pickFrom(PLAUSIBLE)],
  [2, (r) => `${r.pick(PLAUSIBLE)} ${r.int(0, 1_000_000)}`],
  [1, stringOf((r) => String.fromCharCode(r.int(0x61, 0x7a)), 30)],
);

function stringGen(s: ZodType, junk: number): Gen<string> {
  const def = defOf(s);
  const str = s as unknown as { minLength: number | null; maxLength: number | null };
  const patterns = ((def.checks as Array<{ _zod: { def: { pattern?: RegExp } } }> | undefined) ?? [])
    .map((c) => c._zod.def.pattern)
    .filter((p): p is RegExp => p instanceof RegExp);
  const fromRe = patterns.map(fromPattern).filter((g): g is Gen<string> => g !== null);
  const format = def.format as string | undefined;
  const max = str.maxLength ?? 300;
  const gens: Array<[number, Gen<string>]> = [];
  if (fromRe.length) gens.push([8, (r) => r.pick(fromRe)(r)]);
  else if (format === "email") gens.push([8, (r) => `user${r.int(0, 1e9)}@example.com`]);
  else gens.push([8, plausibleText]);
  if (junk > 0)
    gens.push(
      [8 * junk, junkString],
      [4 * junk, (r) => "x".repeat(r.pick([max, max + 1, Math.max(0, (str.minLength ?? 1) - 1)]))],
    );
  return oneOf(...gens);
}

function numberGen(s: ZodType, junk: number): Gen<number> {
  const n = s as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  const lo = Number.isFinite(n.minValue) ? n.minValue! : -1000;
  const hi = Number.isFinite(n.maxValue) ? n.maxValue! : 1000;
  const inRange: Gen<number> = (r) =>
    n.isInt
      ? r.int(Math.max(lo, -1000), Math.min(hi, Math.max(lo, -1000) + 1000))
      : lo + r.next() * Math.min(hi - lo, 1000);
  if (junk === 0) return oneOf<number>([4, inRange], [1, pickFrom([lo, hi].filter(Number.isFinite))]);
  return oneOf<number>([4, inRange], [2, pickFrom([lo, hi, lo - 1, hi + 1, 1, 0])], [1, junkNumber]);
}

/** Candidates for a valid text or number: what the patterns make, addresses, dates, plain words. */
function candidates(s: ZodType): Gen<unknown> {
  const c = core(s);
  const def = defOf(c);
  if (def.type === "number")
    return oneOf<unknown>(
      [2, numberGen(c, 0)],
      [1, (r) => Math.round(numberGen(c, 0)(r) * 10) / 10],
      [1, (r) => r.int(1, 5)],
    );
  return oneOf<unknown>(
    [4, stringGen(c, 0)],
    [1, (r) => `https://example.com/${r.int(0, 1e6)}`],
    [1, (r) => `user${r.int(0, 1e9)}@example.com`],
    [1, (r) => `Pass-${r.int(1e6, 1e9)}-word`],
    [1, pickFrom(["2024-05-01", "12:00", "18:30", "760-555-0100", "rcpg"])],
  );
}

/**
 * A value the leaf schema accepts (its patterns, lengths, refinements and pipes), found among
 * candidates; the last candidate when none passes.
 */
const validLeaf = (s: ZodType): Gen<unknown> => {
  const gen = candidates(s);
  return (r) => {
    let v: unknown;
    for (let i = 0; i < 16; i++) {
      v = gen(r);
      if (s.safeParse(v).success) return v;
    }
    return v;
  };
};

/** The first of a few values that the schema accepts as a whole (its refinements included). */
const retried =
  (s: ZodType, gen: Gen<unknown>): Gen<unknown> =>
  (r) => {
    let v: unknown;
    for (let i = 0; i < 8; i++) {
      v = gen(r);
      if (s.safeParse(v).success) return v;
    }
    return v;
  };

/** Values of the schema's shape; `junk` is the chance of a hostile value at each level. */
function shaped(s: ZodType, depth: number, junk: number): Gen<unknown> {
  const def = defOf(s);
  if (junk === 0 && (def.type === "pipe" || def.type === "string" || def.type === "number")) {
    const leaf = defOf(core(s)).type;
    if (leaf === "string" || leaf === "number") return validLeaf(s);
  }
  const inner = (k: string) => def[k] as ZodType;
  const own = shapedOwn(s, def, inner, depth, junk);
  return junk > 0 ? oneOf<unknown>([1 - junk, own], [junk, junkJson]) : own;
}

function shapedOwn(s: ZodType, def: Def, inner: (k: string) => ZodType, depth: number, junk: number): Gen<unknown> {
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
      return oneOf<unknown>([4, shaped(inner("innerType"), depth, junk)], [1, () => undefined]);
    case "nullable":
      return oneOf<unknown>([4, shaped(inner("innerType"), depth, junk)], [1, () => null]);
    case "readonly":
    case "catch":
    case "nonoptional":
      return shaped(inner("innerType"), depth, junk);
    case "pipe":
      return shaped(inner("in"), depth, junk);
    case "string":
      return stringGen(s, junk);
    case "number":
      return numberGen(s, junk);
    case "boolean":
      return (r) => r.chance(0.5);
    case "enum":
      return pickFrom(Object.values(def.entries as object));
    case "literal":
      return pickFrom(def.values as unknown[]);
    case "union":
      return (r: Rng) => shaped(r.pick(def.options as ZodType[]), depth, junk)(r);
    case "array":
      return depth > 0 ? arrayOf(shaped(inner("element"), depth - 1, junk), 4) : () => [];
    case "object": {
      if (depth <= 0) return () => ({});
      const gen = objectGen(def.shape as Record<string, ZodType>, depth - 1, junk);
      return junk > 0 ? gen : retried(s, gen);
    }
    case "tuple":
      return (r) => (def.items as ZodType[]).map((i) => shaped(i, depth - 1, junk)(r));
    default:
      return junkJson;
  }
}

/** An object with the schema's keys (some left out when hostile), sometimes with a stray key. */
function objectGen(shape: Record<string, ZodType>, depth: number, junk: number): Gen<unknown> {
  const fields = Object.keys(shape).map((k) => [k, shaped(shape[k]!, depth, junk)] as const);
  return (r) => {
    const entries: Array<[string, unknown]> = [];
    for (const [k, g] of fields) {
      if (r.chance(junk / 3)) continue;
      const v = g(r);
      if (v !== undefined) entries.push([k, v]);
    }
    if (r.chance(junk)) entries.push([r.chance(0.5) ? r.pick(NASTY_KEYS) : junkString(r), junkJson(r)]);
    return objectOf(entries);
  };
}
