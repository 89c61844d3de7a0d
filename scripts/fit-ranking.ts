/**
 * Fits the ranking's weights: `npm run fit:ranking -- --features=FILE[,FILE…]`.
 *
 * Reads the candidates' features that `npm run eval:minutes -- --features=FILE` wrote (each
 * question's matched agenda items with the features of rank/features.ts and whether each holds the
 * expected page), fits a logistic model (ml-logistic-regression) with one fold per body left out, and
 * prints each fold's share of questions whose right item comes first, with the weights in use
 * (rank/weights.json) and with the fitted ones, both through the engine's own ordering
 * (rank/ranking.ts: eligibility, ties, the first or last meeting); the fitted tie is chosen on the
 * fold's fitting questions. The sets named by `--heldout` (default: social, rent-gov, disability) are never fitted
 * on: their figures are printed apart, as the honest ones. Last, fits on every other question and
 * prints the weights; `--write` writes them, with the sets and the date they were fitted on, over
 * server/features/assistants/rank/weights.json, by which the engine orders the matched items (write
 * them only when the held-out figures say the fitted order is the better one); the file's weights of
 * sentences, kinds, names and motions are kept as they are.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FEATURE_NAMES } from "../server/features/assistants/rank/features";
import { RANKING } from "../server/features/assistants/rank/ranking";
import {
  asRankingWeights,
  bodyFolds,
  byWeights,
  cliArg,
  fitInput,
  firstRight,
  fitPairwise,
  fitScorer,
  fittedFile,
  type Scorer,
  type FeatureRow,
} from "./lib/ranking-fit";

const here = path.dirname(fileURLToPath(import.meta.url));
const input = fitInput("features", "Name the features file(s): npm run fit:ranking -- --features=.cache/features.json");
const { heldout } = input;
/** `--model=pairwise` (the default) fits on pairs of one question's candidates; `--model=pointwise` on each candidate alone. */
const fitWith = (cliArg("model") ?? "pairwise") === "pointwise" ? fitScorer : fitPairwise;
/** Fitted weights with the engine's tie rules, the tie chosen on the same questions. */
const fit = (rows: FeatureRow[], names: string[]) => asRankingWeights(fitWith(rows, names) as Scorer, rows, RANKING);
/** The order the weights in use give. */
const inUse = byWeights(RANKING);
const out = path.resolve(here, "../server/features/assistants/rank/weights.json");

// Each question once (a question asked in two runs counts once), answerable ones only.
const rows = input.rows.filter((r) => r.kind !== "none");
const fitted = rows.filter((r) => !heldout.has(r.set));
const kept = rows.filter((r) => heldout.has(r.set));
const pct = (x: number) => (Number.isNaN(x) ? "  n/a" : `${(100 * x).toFixed(1).padStart(5)}%`);
const withRight = (list: FeatureRow[]) => list.filter((r) => r.candidates.some((c) => c.label)).length;

console.log(
  `${rows.length} answerable questions: ${fitted.length} to fit on (sets ${[...new Set(fitted.map((r) => r.set))].join(", ")}), ${kept.length} held out (${[...heldout].join(", ")})`,
);
console.log(`features: ${FEATURE_NAMES.join(", ")}\n`);
console.log("Right item first, one body left out per fold (in use → fitted):");
for (const fold of bodyFolds(fitted)) {
  if (!withRight(fold.test) || !withRight(fold.train)) continue;
  const s = fit(fold.train, FEATURE_NAMES);
  console.log(
    `  ${fold.body.padEnd(36)} ${String(withRight(fold.test)).padStart(3)} questions: ${pct(firstRight(fold.test, inUse))} → ${pct(firstRight(fold.test, byWeights(s)))}`,
  );
}
const scorer = fit(fitted, FEATURE_NAMES);
console.log(
  `\nFitted on all ${fitted.length}: ${pct(firstRight(fitted, inUse))} → ${pct(firstRight(fitted, byWeights(scorer)))}`,
);
if (kept.length) {
  console.log("Held out (never fitted on), by body:");
  for (const body of [...new Set(kept.map((r) => r.body))].sort()) {
    const list = kept.filter((r) => r.body === body);
    console.log(
      `  ${body.padEnd(36)} ${String(withRight(list)).padStart(3)} questions: ${pct(firstRight(list, inUse))} → ${pct(firstRight(list, byWeights(scorer)))}`,
    );
  }
  console.log(
    `  all held out                         ${String(withRight(kept)).padStart(3)} questions: ${pct(firstRight(kept, inUse))} → ${pct(firstRight(kept, byWeights(scorer)))}`,
  );
}
const file = fittedFile(scorer, fitted, heldout);
console.log(`\nWeights: ${JSON.stringify(file.weights)} (bias ${file.bias}, tie ${file.tie})`);
if (process.argv.includes("--write")) {
  fs.writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
}
