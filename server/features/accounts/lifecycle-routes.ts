import type { FastifyInstance, FastifyRequest } from "fastify";
import { RESET_REQUESTED_MESSAGE } from "@common/accounts";
import * as calls from "@common/accounts.api";
import type { AppContext } from "../../context";
import { route } from "../../http/route";
import { createMailer } from "../follows/mailer";
import { setAdminDisabled } from "./admin-roster";
import { makeGuards } from "./guards";
import { changePassword, deleteAccount, endOtherSessions, type Caller } from "./lifecycle";
import { authLimits, authRouteLimit } from "./limits";
import { resetPassword, sendResetLink } from "./password-reset";
import { presentAdminUser } from "./presenters";

/** Reset requests from one client address: 5 per 15 minutes (the address's mails are capped apart). */
export const RESET_REQUESTS_PER_ADDRESS = { max: 5, timeWindow: 15 * 60_000 };

const userCaller = (req: FastifyRequest): Caller => ({ kind: "user", id: req.user!.id, sessionId: req.sessionRowId! });
const adminCaller = (req: FastifyRequest): Caller => ({
  kind: "admin",
  id: req.admin!.id,
  sessionId: req.sessionRowId!,
});

/** The accounts' lifecycle: new passwords, other sessions ended, a resident's deletion and reset, admins disabled. */
export function registerLifecycleRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser, requireAdmin } = makeGuards(ctx);
  const requester = (req: FastifyRequest) => ({ ip: req.ip, limits: authLimits(ctx) });
  const reauth = { preHandler: requireUser, config: authRouteLimit(ctx) };
  const adminReauth = { preHandler: requireAdmin, config: authRouteLimit(ctx) };

  route(app, calls.changeUserPassword, reauth, async ({ body }, req) => {
    await changePassword(ctx.db, userCaller(req), body, requester(req));
    return { message: "Password changed. Your other sessions have been signed out." };
  });

  route(app, calls.changeAdminPassword, adminReauth, async ({ body }, req) => {
    await changePassword(ctx.db, adminCaller(req), body, requester(req));
    return { message: "Password changed. Your other sessions have been signed out." };
  });

  route(app, calls.revokeOtherUserSessions, { preHandler: requireUser }, async (_input, req) => {
    const ended = await endOtherSessions(ctx.db, userCaller(req), req.user!.username, req.ip);
    return { message: endedMessage(ended), ended };
  });

  route(app, calls.revokeOtherAdminSessions, { preHandler: requireAdmin }, async (_input, req) => {
    const ended = await endOtherSessions(ctx.db, adminCaller(req), req.admin!.username, req.ip);
    return { message: endedMessage(ended), ended };
  });

  route(app, calls.deleteMe, reauth, async ({ body }, req) => {
    await deleteAccount(ctx.db, userCaller(req), body.password, requester(req));
    return { message: "Your account has been deleted" };
  });

  for (const [call, disabled] of [
    [calls.disableAdmin, true],
    [calls.enableAdmin, false],
  ] as const) {
    route(app, call, { preHandler: requireAdmin }, async ({ params }, req) => {
      const { admin, changed } = await setAdminDisabled(ctx.db, req.admin!, params.id, disabled, req.ip);
      const state = disabled ? "disabled" : "enabled";
      return { message: changed ? `Admin ${state}` : `Admin was already ${state}`, user: presentAdminUser(admin) };
    });
  }

  registerResetRoutes(app, ctx);
}

const endedMessage = (n: number) =>
  n === 0 ? "No other sessions were signed in" : `Signed out ${n} other session${n === 1 ? "" : "s"}`;

function registerResetRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, mailer: createMailer(ctx.config.mail), publicUrl: ctx.config.publicUrl };
  const inFlight = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...inFlight]);
    deps.mailer?.close();
  });

  const perAddress = { config: { rateLimit: RESET_REQUESTS_PER_ADDRESS } };
  route(app, calls.requestPasswordReset, perAddress, async ({ body }, req, reply) => {
    // The answer leaves first: whether the address is known, and the mail, happen afterwards.
    const job = sendResetLink(deps, body.email)
      .catch((err: unknown) => req.log.error({ err }, "password reset mail failed"))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
    return reply.status(202).send({ message: RESET_REQUESTED_MESSAGE });
  });

  route(app, calls.confirmPasswordReset, { config: authRouteLimit(ctx) }, async ({ body }, req) => {
    await resetPassword(ctx.db, body, req.ip);
    return { message: "Your password has been set. Log in with the new password." };
  });
}
