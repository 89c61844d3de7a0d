import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { AppContext } from "../../../context";
import { appState } from "../../../db/core-schema";
import { AppError } from "../../../http/errors";
import type { IngestionQueue } from "../queue";
import { createDocument } from "../service";
import { buildDemoCorpus, DEMO_CORPUS_VERSION } from "./corpus";
import { renderPdf } from "./pdf";

export const DEMO_STATE_KEY = "demo.documents";

/**
 * Loads the demonstration corpus once per installation: each document is drawn as a PDF and handed
 * to the same path as an admin upload (checks, storage, extraction queue), marked as sample.
 * Runs in the background; returns a function that stops it.
 */
export function startDemoCorpus(ctx: AppContext, queue: IngestionQueue, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  const run = async () => {
    const [done] = await ctx.db.select().from(appState).where(eq(appState.key, DEMO_STATE_KEY));
    if (done) return;
    const corpus = buildDemoCorpus();
    let added = 0;
    for (const d of corpus) {
      if (stopped) return;
      const bytes = await renderPdf(d.title, d.pages);
      if (stopped) return;
      try {
        await createDocument(ctx.db, queue, {
          bytes,
          fileName: d.fileName,
          title: d.title,
          meetingDate: d.meetingDate,
          body: d.body,
          isSample: true,
          uploadedBy: "demonstration content",
        });
        added++;
      } catch (err) {
        // Already there from an interrupted earlier run: fine.
        if (!(err instanceof AppError && err.code === "conflict")) throw err;
      }
      await yieldToEventLoop();
    }
    await ctx.db
      .insert(appState)
      .values({ key: DEMO_STATE_KEY, value: { version: DEMO_CORPUS_VERSION, documents: corpus.length } })
      .onConflictDoNothing();
    log.info(`demonstration corpus: ${added} sample document(s) queued for indexing`);
  };
  const running = run().catch((err) => {
    if (!stopped) log.error({ err }, "could not load the demonstration documents");
  });
  return async () => {
    stopped = true;
    await running;
  };
}
