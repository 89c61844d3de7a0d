/**
 * Fits the confidence model of answers read from an item: `npm run fit:confidence -- --rows=FILE[,FILE…]`.
 *
 * Reads what `npm run eval:minutes -- --confidence=FILE` wrote (for each question answered from an
 * item, with no model in use: the features of answer/confidence.ts and whether the answer cites the
 * right document), fits a logistic model (ml-logistic-regression) with one fold per body left out,
 * and picks the threshold that, on the folds fitted on, keeps the most right answers and declines
 * the most wrong ones (`--cost=N`: a right answer lost counts N wrong ones declined; default 1). Prints
 * each fold's figures on the body left out, then the held-out sets' (`--heldout`, default social,
 * rent-gov, disability; never fitted on). `--threshold-on=SETS` picks the threshold on those sets
 * instead (never fitted on either): the bodies the tuning sets cover answer better than a new body's
 * minutes, so a threshold picked on them declines too little where it matters. `--write` writes the
 * model fitted on every other question to server/features/assistants/answer/confidence.json, from
 * which the engine then declines.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONFIDENCE_FEATURE_NAMES, type ConfidenceModel } from "../server/features/assistants/answer/confidence";
import {
  bodyFolds,
  cliArg,
  fitInput,
  fitScorer,
  fittedFile,
  round4,
  score,
  type FeatureRow,
  type Scorer,
} from "./lib/ranking-fit";

const here = path.dirname(fileURLToPath(import.meta.url));
const { rows, heldout } = fitInput(
  "rows",
  "Name the rows file(s): npm run fit:confidence -- --rows=.cache/confidence.json",
);
const cost = Number(cliArg("cost") ?? 1);
/** `--only=a,b` fits on those features alone (the others weigh nothing). */
const names = cliArg("only")?.split(",").filter(Boolean) ?? CONFIDENCE_FEATURE_NAMES;
const out = path.resolve(here, "../server/features/assistants/answer/confidence.json");
const FIT = { numSteps: 20000, learningRate: 5e-3 };

/** The sets the threshold is picked on, when not on the rows fitted on. */
const thresholdOn = new Set(cliArg("threshold-on")?.split(",").filter(Boolean) ?? []);
const calibration = rows.filter((r) => thresholdOn.has(r.set) && !heldout.has(r.set));
const fitted = rows.filter((r) => !heldout.has(r.set) && !thresholdOn.has(r.set));
const kept = rows.filter((r) => heldout.has(r.set));
const right = (r: FeatureRow) => r.candidates[0]!.label === 1;

/** The threshold that, on these rows, maximises right answers kept plus wrong ones declined (a lost right one counts `cost`). */
function bestThreshold(s: Scorer, list: FeatureRow[]): number {
  const scored = list.map((r) => ({ v: score(s, r.candidates[0]!.features), ok: right(r) })).sort((a, b) => a.v - b.v);
  // Declining nothing, then everything up to each score in turn.
  let gain = 0;
  let best = { gain: 0, t: -Infinity };
  for (let i = 0; i < scored.length; i++) {
    gain += scored[i]!.ok ? -cost : 1;
    const next = scored[i + 1]?.v ?? scored[i]!.v + 1;
    if (gain > best.gain && next > scored[i]!.v) best = { gain, t: (scored[i]!.v + next) / 2 };
  }
  return best.t;
}

type Figures = {
  answers: number;
  right: number;
  rightLost: number;
  wrong: number;
  wrongDeclined: number;
  noneDeclined: number;
  none: number;
};
function figures(s: Scorer, t: number, list: FeatureRow[]): Figures {
  const f: Figures = {
    answers: list.length,
    right: 0,
    rightLost: 0,
    wrong: 0,
    wrongDeclined: 0,
    none: 0,
    noneDeclined: 0,
  };
  for (const r of list) {
    const declines = score(s, r.candidates[0]!.features) < t;
    if (right(r)) {
      f.right++;
      f.rightLost += +declines;
    } else {
      f.wrong++;
      f.wrongDeclined += +declines;
      if (r.kind === "none") {
        f.none++;
        f.noneDeclined += +declines;
      }
    }
  }
  return f;
}
const show = (f: Figures) =>
  `${String(f.answers).padStart(3)} answers: right ones lost ${f.rightLost}/${f.right}, wrong ones declined ${f.wrongDeclined}/${f.wrong} (of them unanswerable ${f.noneDeclined}/${f.none})`;

console.log(
  `${rows.length} answers read from an item: ${fitted.length} to fit on (sets ${[...new Set(fitted.map((r) => r.set))].join(", ")}), ${calibration.length} to pick the threshold on (${[...thresholdOn].join(", ") || "the same"}), ${kept.length} held out (${[...heldout].join(", ")})`,
);
console.log(
  `features: ${CONFIDENCE_FEATURE_NAMES.join(", ")}; a right answer lost counts ${cost} wrong ones declined\n`,
);
console.log("One body left out per fold (fitted on the others, figures on the body left out):");
const total: Figures = { answers: 0, right: 0, rightLost: 0, wrong: 0, wrongDeclined: 0, none: 0, noneDeclined: 0 };
for (const fold of bodyFolds(fitted)) {
  if (new Set(fold.train.map(right)).size < 2) continue;
  const s = fitScorer(fold.train, names, FIT);
  const f = figures(s, bestThreshold(s, calibration.length ? calibration : fold.train), fold.test);
  for (const k of Object.keys(total) as Array<keyof Figures>) total[k] += f[k];
  console.log(`  ${fold.body.padEnd(36)} ${show(f)}`);
}
console.log(`  ${"all folds".padEnd(36)} ${show(total)}`);
const scorer = fitScorer(fitted, names, FIT);
const threshold = bestThreshold(scorer, calibration.length ? calibration : fitted);
console.log(`\nFitted on all ${fitted.length}: ${show(figures(scorer, threshold, fitted))}`);
if (calibration.length)
  console.log(`Threshold picked on ${[...thresholdOn].join(", ")}: ${show(figures(scorer, threshold, calibration))}`);
if (kept.length) {
  console.log("Held out (never fitted on), by body:");
  for (const body of [...new Set(kept.map((r) => r.body))].sort())
    console.log(
      `  ${body.padEnd(36)} ${show(
        figures(
          scorer,
          threshold,
          kept.filter((r) => r.body === body),
        ),
      )}`,
    );
  console.log(`  ${"all held out".padEnd(36)} ${show(figures(scorer, threshold, kept))}`);
}
const file = fittedFile(scorer, fitted, heldout);
const model: ConfidenceModel = {
  ...file,
  fittedOn: { ...file.fittedOn, ...(calibration.length ? { thresholdOn: [...thresholdOn].sort() } : {}) },
  threshold: Number.isFinite(threshold) ? round4(threshold) : -1e9,
};
console.log(`\nWeights: ${JSON.stringify(model.weights)} (bias ${model.bias}, threshold ${model.threshold})`);
if (process.argv.includes("--write")) {
  fs.writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
}
