import type { FastifyInstance } from "fastify";
import { ADMIN_REGISTERED_MESSAGE } from "@common/accounts";
import * as calls from "@common/accounts.api";
import type { AppContext } from "../../context";
import { quotaOf } from "../../http/global-quota";
import { route } from "../../http/route";
import { makeGuards } from "./guards";
import { presentAdminUser } from "./presenters";
import { authLimits, authRouteLimit } from "./limits";
import { approveAdmin, listAdmins, loginAdmin, registerAdmin, rejectAdmin } from "./service";
import { revokeSession } from "./sessions";

/** The admin panel's accounts: register (pending), login (approved only), the list, approve, reject. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireAdmin } = makeGuards(ctx);
  const limits = authLimits(ctx);
  const guarded = { preHandler: requireAdmin };

  const registrations = quotaOf(ctx.config, "adminRegistrations");
  route(app, calls.registerAdmin, { config: authRouteLimit(ctx) }, async ({ body }, _req, reply) => {
    registrations.take();
    await registerAdmin(ctx.db, body);
    return reply.status(201).send({ message: ADMIN_REGISTERED_MESSAGE });
  });

  route(app, calls.loginAdmin, { config: authRouteLimit(ctx) }, async ({ body }, req) => {
    const sessionId = await loginAdmin(ctx.db, body, { ip: req.ip, limits });
    return { sessionId };
  });

  route(app, calls.logoutAdmin, guarded, async (_input, req) => {
    await revokeSession(ctx.db, req.sessionRowId!);
    return { message: "Logged out" };
  });

  /** Who the session belongs to (the panel shows it). */
  route(app, calls.getAdminMe, guarded, (_input, req) => ({ id: req.admin!.id, username: req.admin!.username }));

  route(app, calls.listAdmins, guarded, async () => (await listAdmins(ctx.db)).map(presentAdminUser));

  route(app, calls.approveAdmin, guarded, async ({ params }, req) => {
    const { admin, changed } = await approveAdmin(ctx.db, req.admin!, params.id);
    return { message: changed ? "Admin approved" : "Admin was already approved", user: presentAdminUser(admin) };
  });

  route(app, calls.rejectAdmin, guarded, async ({ params }, req) => {
    const removed = await rejectAdmin(ctx.db, req.admin!, params.id);
    return { message: "Admin registration rejected and removed", id: removed.id };
  });
}
