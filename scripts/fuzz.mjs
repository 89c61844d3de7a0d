// The long run of the route fuzzer (server/http/fuzz.test.ts): FUZZ_RUNS cases (default 5,000),
// FUZZ_SEED to replay a run, FUZZ_VERBOSE=1 to print how each route answered.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const runs = process.env.FUZZ_RUNS || "5000";
if (!/^[1-9]\d*$/.test(runs)) {
  console.error(`FUZZ_RUNS must be a whole number of cases, not "${runs}"`);
  process.exit(2);
}
fs.mkdirSync(".cache", { recursive: true });
const r = spawnSync("npx", ["vitest", "run", "server/http/fuzz.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: runs },
});
process.exit(r.status ?? 1);
