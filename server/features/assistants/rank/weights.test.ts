import { describe, expect, it } from "vitest";
import { FEATURE_NAMES } from "./features";
import {
  RANKING,
  type KindWeights,
  type MotionWeights,
  type NameWeights,
  type RankingWeights,
  type PassageWeights,
  type SentenceWeights,
  type TermFactors,
} from "./weights";

// Each list names every field its type declares, and no other (`satisfies` checks both ways).
const FIELDS = {
  fittedOn: 0,
  note: 0,
  bias: 0,
  weights: 0,
  tie: 0,
  rankStep: 0,
  rankStepAmount: 0,
  sentence: 0,
  kind: 0,
  name: 0,
  motion: 0,
  passage: 0,
  term: 0,
} satisfies Record<keyof RankingWeights, 0>;
const SECTIONS = {
  sentence: {
    nearNext: 0,
    nearSecond: 0,
    titleHeld: 0,
    shortLine: 0,
    brokenLine: 0,
    caption: 0,
    pointer: 0,
  } satisfies Record<keyof SentenceWeights, 0>,
  kind: {
    amountFits: 0,
    unitNear: 0,
    unit: 0,
    number: 0,
    placeStreet: 0,
    place: 0,
    date: 0,
    continuanceDated: 0,
    continuance: 0,
    reason: 0,
    voteHeldBack: 0,
    vote: 0,
  } satisfies Record<keyof KindWeights, 0>,
  name: {
    ofKind: 0,
    otherKind: 0,
    crossed: 0,
    untagged: 0,
    untaggedForKind: 0,
  } satisfies Record<keyof NameWeights, 0>,
  motion: {
    outcome: 0,
    tally: 0,
    procedural: 0,
    undecided: 0,
    dissent: 0,
    mover: 0,
  } satisfies Record<keyof MotionWeights, 0>,
  passage: {
    voteAbout: 0,
    vote: 0,
    dateAbout: 0,
    date: 0,
    numberAbout: 0,
    shortLine: 0,
    brokenLine: 0,
  } satisfies Record<keyof PassageWeights, 0>,
  term: { compound: 0, name: 0, unprinted: 0 } satisfies Record<keyof TermFactors, 0>,
};

/** Every number a value holds, with its path. */
const numbers = (v: unknown, path: string): [string, unknown][] =>
  typeof v === "number"
    ? [[path, v]]
    : v && typeof v === "object"
      ? Object.entries(v).flatMap(([k, x]) => numbers(x, `${path}.${k}`))
      : [];

describe("the weights in use (weights.json)", () => {
  it("hold every field the type declares, and none it does not", () => {
    const required = Object.keys(FIELDS).filter((k) => k !== "note");
    for (const k of required) expect(RANKING, k).toHaveProperty(k);
    expect(Object.keys(RANKING).filter((k) => !(k in FIELDS))).toEqual([]);
    for (const [section, fields] of Object.entries(SECTIONS)) {
      const held = RANKING[section as keyof typeof SECTIONS] as Record<string, unknown>;
      expect(Object.keys(held).sort(), section).toEqual(Object.keys(fields).sort());
      for (const k of Object.keys(fields)) expect(typeof held[k], `${section}.${k}`).toBe("number");
    }
    expect(typeof RANKING.bias).toBe("number");
    expect(typeof RANKING.tie).toBe("number");
    expect(typeof RANKING.rankStep).toBe("number");
    expect(typeof RANKING.rankStepAmount).toBe("number");
  });

  it("weigh only features that exist", () => {
    for (const f of Object.keys(RANKING.weights)) expect(FEATURE_NAMES).toContain(f);
  });

  it("are finite numbers, every one", () => {
    const all = numbers(RANKING, "weights.json");
    expect(all.length).toBeGreaterThan(30);
    for (const [path, x] of all) expect(Number.isFinite(x), path).toBe(true);
  });
});
