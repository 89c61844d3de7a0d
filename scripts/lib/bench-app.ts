// A site for benchmarks: a fresh embedded database in a folder of its own, production settings,
// listening on a free port, with an approved admin logged in.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createOrPromoteAdmin } from "../../server/features/accounts/admin-cli";

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/**
 * Starts the site. `prepare` runs on the open database before the server listens (to fill it);
 * `background` starts the ingestion queue. `close` stops everything and removes the folder.
 */
export async function startBenchApp(
  opts: { background?: boolean; prepare?: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void> } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-bench-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DEMO_CONTENT: "false",
    LOG_LEVEL: "silent",
    PORT: "0",
  });
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database, logger: false, background: opts.background ?? true });
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await opts.prepare?.(database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const password = `Bench-${Math.random().toString(36).slice(2)}-Password-7`;
    await createOrPromoteAdmin(database.db, "bench-admin", password);
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "bench-admin", password }),
    });
    const { sessionId } = (await login.json()) as { sessionId: string };
    const auth = { authorization: `Bearer ${sessionId}` };
    /** Uploads a PDF as the admin; answers the new document's id. */
    const upload = async (data: Buffer, name: string, title: string) => {
      const form = new FormData();
      form.append("title", title);
      form.append("file", new Blob([new Uint8Array(data)], { type: "application/pdf" }), name);
      const res = await fetch(`${base}/api/admin/documents`, { method: "POST", headers: auth, body: form });
      const body = (await res.json()) as { document?: { id: number }; error?: string };
      if (!body.document) throw new Error(`upload of ${name}: ${res.status} ${body.error}`);
      return body.document.id;
    };
    return { app, database, base, auth, upload, close };
  } catch (err) {
    await close();
    throw err;
  }
}
