// Runs browser tests against a build and a port of their own, so that several people (or several
// checkouts) can run them at once: `npm run e2e:isolated -- NAME [playwright args]`.
import { spawnSync } from "node:child_process";
import path from "node:path";

const [name = "local", ...args] = process.argv.slice(2);
const buildDir = path.resolve(".cache", `build-${name}`);
let hash = 0;
for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) % 500;
const env = { ...process.env, BUILD_DIR: buildDir, E2E_PORT: String(3400 + hash) };
const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-web.ts"], { stdio: "inherit", env });
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync("npx", ["playwright", "test", ...args], { stdio: "inherit", env });
process.exit(r.status ?? 1);
