import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { authLimits } from "./limits";
import { passwordResets } from "./schema";
import { sweepExpiredSessions } from "./sessions";
import { sweepOldFailures } from "./throttle";

export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Expired sessions and old failed-login rows are deleted on access and, here, every 10 minutes,
 * with expired password reset links.
 */
export async function sweepAccounts(ctx: AppContext) {
  const removed = await sweepExpiredSessions(ctx.db);
  await sweepOldFailures(ctx.db, authLimits(ctx).failureWindowMs);
  await ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
  return removed;
}

export function startSweeper(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.background) return;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepAccounts(ctx).catch((err) => app.log.warn({ err }, "session sweep failed"));
  };
  app.addHook("onReady", async () => run());
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
