import { spawn, type ChildProcess } from "node:child_process";

export type ServerProcess = {
  child: ChildProcess;
  /** The port it listens on, once it does (rejects if it exits first). */
  ready: Promise<number>;
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
};

/**
 * Starts the real server process (`server/main.ts`) with only the given environment (and PATH),
 * and resolves `ready` with the port it prints once it listens.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", LOG_LEVEL: "warn", DEMO_CONTENT: "false", ...env },
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
