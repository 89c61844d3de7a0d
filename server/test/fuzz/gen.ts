/**
 * A small property-based generator for the route fuzzer: a seeded random source and generators
 * built from it. The same seed gives the same cases, so a failure is replayed with FUZZ_SEED.
 */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  /** A float in [0, 1) (mulberry32). */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
  /** A length that is usually short, sometimes up to max. */
  length(max: number): number {
    return this.chance(0.8) ? this.int(0, Math.min(max, 8)) : this.int(0, max);
  }
}

export type Gen<T> = (r: Rng) => T;

export const constant =
  <T>(v: T): Gen<T> =>
  () =>
    v;

export const pickFrom =
  <T>(items: readonly T[]): Gen<T> =>
  (r) =>
    r.pick(items);

/** One of the generators, each with its weight (a bare generator weighs 1). */
export function oneOf<T>(...gens: Array<Gen<T> | [number, Gen<T>]>): Gen<T> {
  const weighted = gens.map((g) => (Array.isArray(g) ? g : ([1, g] as [number, Gen<T>])));
  const total = weighted.reduce((n, [w]) => n + w, 0);
  return (r) => {
    let x = r.next() * total;
    for (const [w, g] of weighted) {
      if ((x -= w) < 0) return g(r);
    }
    return weighted[weighted.length - 1]![1](r);
  };
}

export const arrayOf =
  <T>(g: Gen<T>, max = 6): Gen<T[]> =>
  (r) =>
    Array.from({ length: r.length(max) }, () => g(r));

/** A string of `length` characters drawn by `char`. */
export const stringOf =
  (char: Gen<string>, max = 40): Gen<string> =>
  (r) =>
    Array.from({ length: r.length(max) }, () => char(r)).join("");

/**
 * A string matching a simple regular expression (classes, groups, alternatives, quantifiers, the
 * escapes \d \w \s): what the shared schemas use for ids, dates, times and names. Null when the
 * pattern uses something else.
 */
export function fromPattern(re: RegExp): Gen<string> | null {
  try {
    const node = parseAlternatives(re.source, { i: 0 });
    return (r) => emit(node, r);
  } catch {
    return null;
  }
}

type Node =
  { k: "alt"; options: Node[][] } | { k: "chars"; set: string } | { k: "repeat"; node: Node; min: number; max: number };

const DIGITS = "0123456789";
const WORD = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
const SPACE = " \t";

function parseAlternatives(src: string, at: { i: number }): Node {
  const options: Node[][] = [[]];
  while (at.i < src.length) {
    const c = src[at.i]!;
    if (c === ")") break;
    at.i++;
    if (c === "|") options.push([]);
    else if (c === "^" || c === "$") continue;
    else options[options.length - 1]!.push(quantified(atom(c, src, at), src, at));
  }
  return { k: "alt", options };
}

function atom(c: string, src: string, at: { i: number }): Node {
  if (c === "(") {
    if (src.startsWith("?:", at.i)) at.i += 2;
    const inner = parseAlternatives(src, at);
    if (src[at.i] !== ")") throw new Error("unclosed group");
    at.i++;
    return inner;
  }
  if (c === "[") return { k: "chars", set: charClass(src, at) };
  if (c === "\\") return { k: "chars", set: escape(src[at.i++]!) };
  if (c === ".") return { k: "chars", set: WORD };
  if ("*+?{".includes(c)) throw new Error("quantifier without atom");
  return { k: "chars", set: c };
}

function escape(c: string): string {
  if (c === "d") return DIGITS;
  if (c === "w") return WORD;
  if (c === "s") return SPACE;
  if (/[A-Za-z]/.test(c)) throw new Error(`escape \\${c}`);
  return c;
}

function charClass(src: string, at: { i: number }): string {
  if (src[at.i] === "^") throw new Error("negated class");
  let set = "";
  while (at.i < src.length && src[at.i] !== "]") {
    const c = src[at.i++]!;
    if (c === "\\") {
      set += escape(src[at.i++]!);
      continue;
    }
    if (src[at.i] === "-" && src[at.i + 1] && src[at.i + 1] !== "]") {
      const end = src[at.i + 1]!;
      at.i += 2;
      for (let x = c.charCodeAt(0); x <= end.charCodeAt(0); x++) set += String.fromCharCode(x);
      continue;
    }
    set += c;
  }
  at.i++;
  if (!set) throw new Error("empty class");
  return set;
}

function quantified(node: Node, src: string, at: { i: number }): Node {
  const c = src[at.i];
  if (c === "*" || c === "+" || c === "?") {
    at.i++;
    return { k: "repeat", node, min: c === "+" ? 1 : 0, max: c === "?" ? 1 : 12 };
  }
  if (c === "{") {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(at.i));
    if (!m) throw new Error("bad quantifier");
    at.i += m[0].length;
    const min = Number(m[1]);
    const max = m[2] ? (m[3] ? Number(m[3]) : min + 12) : min;
    return { k: "repeat", node, min, max };
  }
  return node;
}

function emit(node: Node, r: Rng): string {
  switch (node.k) {
    case "alt":
      return r
        .pick(node.options)
        .map((n) => emit(n, r))
        .join("");
    case "chars":
      return node.set[r.int(0, node.set.length - 1)]!;
    case "repeat": {
      const n = r.chance(0.7) ? r.int(node.min, Math.min(node.max, node.min + 6)) : r.int(node.min, node.max);
      let out = "";
      for (let i = 0; i < n; i++) out += emit(node.node, r);
      return out;
    }
  }
}
