import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer as start } from "./test/server-process";

const startServer = (dataDir: string, extraEnv: Record<string, string> = {}) =>
  start({ DATA_DIR: dataDir, ...extraEnv });

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
  }, 120_000); // three server processes start, each compiling the server on a shared machine

  it("keeps the files of a fresh data folder private to its user", async () => {
    const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ramona-fresh-")), "data");
    try {
      const server = startServer(fresh);
      running.push(server.child);
      await server.ready;
      const readable: string[] = [];
      const walk = (p: string) => {
        if ((fs.statSync(p).mode & 0o077) !== 0) readable.push(`${p} ${(fs.statSync(p).mode & 0o777).toString(8)}`);
        if (fs.statSync(p).isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
      };
      walk(fresh);
      expect(fs.existsSync(path.join(fresh, "pg", "PG_VERSION"))).toBe(true);
      expect(readable).toEqual([]);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      fs.rmSync(path.dirname(fresh), { recursive: true, force: true });
    }
  }, 120_000);

  it("names a bad configuration variable and exits", async () => {
    const bad = startServer(dataDir, { PORT: "http" });
    running.push(bad.child);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+PORT: must be a port number/);
    const trustAll = startServer(dataDir, { TRUST_PROXY: "true" });
    running.push(trustAll.child);
    expect(await trustAll.exited).toBe(2);
    expect(trustAll.output()).toMatch(/TRUST_PROXY: "true" would believe an X-Forwarded-For header from anyone/);
    expect(trustAll.output()).toMatch(
      /the number of proxies in front of the site \(1\), or their addresses or CIDR ranges/,
    );
  }, 60_000);
});
