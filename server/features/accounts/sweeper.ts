import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { authLimits } from "./limits";
import { expirePendingAdmins } from "./pending-admins";
import { passwordResets } from "./schema";
import { sweepExpiredSessions } from "./sessions";
import { sweepOldFailures } from "./throttle";

export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Expired sessions, old failed-login rows and admin registrations left pending too long are deleted
 * on access and, here, at start-up and every 10 minutes, with expired password reset links.
 */
export async function sweepAccounts(ctx: AppContext) {
  const removed = await sweepExpiredSessions(ctx.db);
  await sweepOldFailures(ctx.db, authLimits(ctx).failureWindowMs);
  await ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
  await expirePendingAdmins(ctx.db);
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
