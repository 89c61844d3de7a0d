// Builds the web app when it has not been built, or when its sources changed since the last build.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const stamp = "dist/.build-stamp";
const sources = [
  "web",
  "common",
  "content",
  "vite.config.ts",
  "package-lock.json",
  "scripts/build-web.ts",
  "server/http/page-starter.ts",
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

const built = fs.existsSync(stamp) && fs.existsSync("dist/web/_pages/manifest.json") ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
if (!built || changed > built) {
  console.log(built ? "Sources changed: rebuilding the web app..." : "Building the web app (first run)...");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-web.ts"], { stdio: "inherit" });
}
