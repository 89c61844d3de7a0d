import { loginSchema, registerUserSchema } from "@common/accounts";
import type { Feature } from "../../context";
import { parseInput } from "../../http/errors";
import { registerAdminRoutes } from "./admin-routes";
import { makeGuards } from "./guards";
import { presentUser } from "./presenters";
import { registerUser, loginUser } from "./service";
import { revokeSession } from "./sessions";
import { startSweeper } from "./sweeper";
import { authLimits, authRouteLimit } from "./limits";

/** Residents' accounts (`/api/users/*`) and, beside them, the admins' (`/api/admin/*`). */
export const accountsFeature: Feature = (app, ctx) => {
  const { requireUser } = makeGuards(ctx);
  const limits = authLimits(ctx);

  app.post("/api/users/register", { config: authRouteLimit(ctx) }, async (req, reply) => {
    const input = parseInput(registerUserSchema, req.body, "Registration");
    const user = await registerUser(ctx.db, input);
    return reply.status(201).send({ message: "Registration successful. You can now log in.", user: presentUser(user) });
  });

  app.post("/api/users/login", { config: authRouteLimit(ctx) }, async (req) => {
    const input = parseInput(loginSchema, req.body, "Login");
    const { sessionId, user } = await loginUser(ctx.db, input, { ip: req.ip, limits });
    return { sessionId, user: presentUser(user) };
  });

  app.get("/api/users/me", { preHandler: requireUser }, async (req) => presentUser(req.user!));

  app.post("/api/users/logout", { preHandler: requireUser }, async (req) => {
    await revokeSession(ctx.db, req.sessionRowId!);
    return { message: "Logged out" };
  });

  registerAdminRoutes(app, ctx);
  startSweeper(app, ctx);
};
