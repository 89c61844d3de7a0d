// The long run of the route fuzzer (server/http/fuzz.test.ts, a fast-check property): FUZZ_RUNS
// cases (default 5,000). A failure prints fast-check's seed and path: FUZZ_SEED replays the run,
// FUZZ_SEED with FUZZ_PATH the failing case alone. FUZZ_VERBOSE=1 prints how each route answered.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const runs = process.env.FUZZ_RUNS || "5000";
if (!/^[1-9]\d*$/.test(runs)) {
  console.error(`FUZZ_RUNS must be a whole number of cases, not "${runs}"`);
  process.exit(2);
}
const seed = process.env.FUZZ_SEED;
if (seed !== undefined && seed !== "" && !/^-?\d+$/.test(seed)) {
  console.error(`FUZZ_SEED must be a whole number (the seed a failure printed), not "${seed}"`);
  process.exit(2);
}
fs.mkdirSync(".cache", { recursive: true });
const r = spawnSync("npx", ["vitest", "run", "server/http/fuzz.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: runs },
});
process.exit(r.status ?? 1);
