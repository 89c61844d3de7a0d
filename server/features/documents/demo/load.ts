import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { AppContext } from "../../../context";
import { appState } from "../../../db/core-schema";
import { AppError } from "../../../http/errors";
import type { IngestionQueue } from "../queue";
import { createDocument } from "../service";
import { demoAgendas } from "./agendas";
import { buildDemoCorpus, DEMO_CORPUS_VERSION, type DemoDocument } from "./corpus";
import { renderPdf } from "./pdf";

export const DEMO_STATE_KEY = "demo.documents";

/**
 * Loads the demonstration corpus once per installation, and at every start the sample agendas of
 * each body's next two meetings (dated from that day, so the demonstration always has upcoming
 * agendas): each document is drawn as a PDF and handed to the same path as an admin upload
 * (checks, storage, extraction queue), marked as sample. Runs in the background; returns a
 * function that stops it.
 */
export function startDemoCorpus(
  ctx: AppContext,
  queue: IngestionQueue,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  let stopped = false;
  /** Posts the documents not yet posted; false when stopped. */
  const post = async (docs: DemoDocument[]): Promise<number | false> => {
    let added = 0;
    for (const d of docs) {
      if (stopped) return false;
      const bytes = await renderPdf(d.title, d.pages);
      if (stopped) return false;
      try {
        await createDocument(ctx.db, queue, {
          bytes,
          fileName: d.fileName,
          title: d.title,
          meetingDate: d.meetingDate,
          body: d.body,
          kind: d.kind ?? "minutes",
          isSample: true,
          uploadedBy: "demonstration content",
        });
        added++;
      } catch (err) {
        // Already there (an interrupted earlier run, or an agenda posted at an earlier start): fine.
        if (!(err instanceof AppError && err.code === "conflict")) throw err;
      }
      await yieldToEventLoop();
    }
    return added;
  };
  const run = async () => {
    const [done] = await ctx.db.select().from(appState).where(eq(appState.key, DEMO_STATE_KEY));
    if (!done) {
      const corpus = buildDemoCorpus();
      const added = await post(corpus);
      if (added === false) return;
      await ctx.db
        .insert(appState)
        .values({ key: DEMO_STATE_KEY, value: { version: DEMO_CORPUS_VERSION, documents: corpus.length } })
        .onConflictDoNothing();
      log.info(`demonstration corpus: ${added} sample document(s) queued for indexing`);
    }
    const agendas = await post(demoAgendas(now()));
    if (agendas) log.info(`demonstration agendas: ${agendas} sample agenda(s) of the next meetings posted`);
  };
  const running = run().catch((err) => {
    if (!stopped) log.error({ err }, "could not load the demonstration documents");
  });
  return async () => {
    stopped = true;
    await running;
  };
}
