import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import type { FollowDeps } from "./service";
import { AlertWorker } from "./worker";

/**
 * Starts the alerts of an app: woken by each document this instance indexes, and, on a background
 * instance, every ALERT_POLL_MS too (documents indexed elsewhere, work left by a stopped instance,
 * the weekly digest). Stopped, after the message being sent, when the app closes.
 */
export function startAlerts(app: FastifyInstance, ctx: AppContext, deps: FollowDeps) {
  const worker = new AlertWorker({ db: ctx.db, mailer: deps.mailer, links: deps.links, log: app.log });
  const onIndexed = () => worker.wake();
  ctx.events.on("documentIndexed", onIndexed);
  app.addHook("onReady", async () => {
    if (ctx.background) worker.poll();
  });
  app.addHook("onClose", async () => {
    ctx.events.off("documentIndexed", onIndexed);
    await worker.close();
  });
}
