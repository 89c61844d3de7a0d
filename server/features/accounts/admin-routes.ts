import type { FastifyInstance } from "fastify";
import { ADMIN_REGISTERED_MESSAGE, idParamSchema, loginSchema, registerAdminSchema } from "@common/accounts";
import type { AppContext } from "../../context";
import { parseInput } from "../../http/errors";
import { makeGuards } from "./guards";
import { presentAdminUser } from "./presenters";
import { authLimits, authRouteLimit } from "./limits";
import { approveAdmin, listAdmins, loginAdmin, registerAdmin, rejectAdmin } from "./service";
import { revokeSession } from "./sessions";

/** The admin panel's accounts: register (pending), login (approved only), the list, approve, reject. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireAdmin } = makeGuards(ctx);
  const limits = authLimits(ctx);

  app.post("/api/admin/register", { config: authRouteLimit(ctx) }, async (req, reply) => {
    const input = parseInput(registerAdminSchema, req.body, "Registration");
    await registerAdmin(ctx.db, input);
    return reply.status(201).send({ message: ADMIN_REGISTERED_MESSAGE });
  });

  app.post("/api/admin/login", { config: authRouteLimit(ctx) }, async (req) => {
    const input = parseInput(loginSchema, req.body, "Login");
    const sessionId = await loginAdmin(ctx.db, input, { ip: req.ip, limits });
    return { sessionId };
  });

  app.post("/api/admin/logout", { preHandler: requireAdmin }, async (req) => {
    await revokeSession(ctx.db, req.sessionRowId!);
    return { message: "Logged out" };
  });

  /** Who the session belongs to (the panel shows it). */
  app.get("/api/admin/me", { preHandler: requireAdmin }, async (req) => ({
    id: req.admin!.id,
    username: req.admin!.username,
  }));

  app.get("/api/admin/users", { preHandler: requireAdmin }, async () =>
    (await listAdmins(ctx.db)).map(presentAdminUser),
  );

  app.post("/api/admin/approve/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(idParamSchema, req.params, "Admin id");
    const { admin, changed } = await approveAdmin(ctx.db, req.admin!, id);
    return { message: changed ? "Admin approved" : "Admin was already approved", user: presentAdminUser(admin) };
  });

  app.delete("/api/admin/reject/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(idParamSchema, req.params, "Admin id");
    const removed = await rejectAdmin(ctx.db, req.admin!, id);
    return { message: "Admin registration rejected and removed", id: removed.id };
  });
}
