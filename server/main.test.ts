import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";

/** Starts the real server process and resolves with its printed port once it listens. */
function startServer(dataDir: string, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "warn", DEMO_CONTENT: "false", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/running at http:\/\/[^:]+:(\d+)\//);
      if (m) resolve(Number(m[1]));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  ready.catch(() => {
    /* awaited by the tests that expect the server to start */
  });
  return { child, ready, exited, output: () => out };
}

describe("the server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-main-"));
  fs.cpSync(inject("templateDir"), dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, "lock.pid"), { force: true });
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const c of running) c.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts, refuses a second process on the same data folder, and shuts down cleanly on SIGTERM", async () => {
    const first = startServer(dataDir);
    running.push(first.child);
    const port = await first.ready;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: "ok", database: { kind: "pglite", ok: true } });
    expect(fs.readFileSync(path.join(dataDir, "lock.pid"), "utf8")).toBe(String(first.child.pid));

    const second = startServer(dataDir);
    running.push(second.child);
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain("is in use by another process");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "lock.pid"))).toBe(false);

    const third = startServer(dataDir, { NODE_ENV: "production" });
    running.push(third.child);
    await third.ready;
    third.child.kill("SIGINT");
    expect(await third.exited).toBe(0);
  }, 90_000);

  it("names a bad configuration variable and exits", async () => {
    const bad = startServer(dataDir, { PORT: "http" });
    running.push(bad.child);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+PORT: must be a port number/);
  }, 60_000);
});
