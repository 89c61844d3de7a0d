import { getMe, loginUser as loginUserCall, logoutUser, registerUser as registerUserCall } from "@common/accounts.api";
import type { Feature } from "../../context";
import { route } from "../../http/route";
import { registerAdminRoutes } from "./admin-routes";
import { makeGuards } from "./guards";
import { registerLifecycleRoutes } from "./lifecycle-routes";
import { presentUser } from "./presenters";
import { registerUser, loginUser } from "./service";
import { revokeSession } from "./sessions";
import { startSweeper } from "./sweeper";
import { authLimits, authRouteLimit } from "./limits";

/** Residents' accounts (`/api/users/*`) and, beside them, the admins' (`/api/admin/*`). */
export const accountsFeature: Feature = (app, ctx) => {
  const { requireUser } = makeGuards(ctx);
  const limits = authLimits(ctx);

  route(app, registerUserCall, { config: authRouteLimit(ctx) }, async ({ body }, _req, reply) => {
    const user = await registerUser(ctx.db, body);
    return reply.status(201).send({ message: "Registration successful. You can now log in.", user: presentUser(user) });
  });

  route(app, loginUserCall, { config: authRouteLimit(ctx) }, async ({ body }, req) => {
    const { sessionId, user } = await loginUser(ctx.db, body, { ip: req.ip, limits });
    return { sessionId, user: presentUser(user) };
  });

  route(app, getMe, { preHandler: requireUser }, (_input, req) => presentUser(req.user!));

  route(app, logoutUser, { preHandler: requireUser }, async (_input, req) => {
    await revokeSession(ctx.db, req.sessionRowId!);
    return { message: "Logged out" };
  });

  registerAdminRoutes(app, ctx);
  registerLifecycleRoutes(app, ctx);
  startSweeper(app, ctx);
};
