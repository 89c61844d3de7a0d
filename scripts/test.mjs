// The one test command: unit and API tests (Vitest), then the browser tests (Playwright driving
// Debian's Chromium). Installs Chromium when it is missing and it can (root with apt).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (fs.existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execFileSync(
      "sh",
      ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null"],
      { stdio: "inherit" },
    );
    return fs.existsSync(chromium);
  }
  console.error(
    `The browser tests need Chromium at ${chromium}. Install it with\n  sudo apt-get install chromium\n` +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
  return false;
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

fs.mkdirSync(".cache", { recursive: true });
const unitOk = run("npx", ["vitest", "run"]);
let e2eOk = false;
if (ensureChromium()) {
  e2eOk = run(process.execPath, ["scripts/ensure-built.mjs"]) && run("npx", ["playwright", "test"]);
}
if (!unitOk) console.error("\nUnit and API tests failed.");
if (!e2eOk) console.error("\nBrowser tests failed or could not run.");
process.exit(unitOk && e2eOk ? 0 : 1);
