import type { FastifyReply, FastifyRequest } from "fastify";
import {
  BusinessInputSchema,
  BusinessUpdateSchema,
  IdParamSchema,
  RestaurantInputSchema,
  RestaurantUpdateSchema,
} from "@common/directories";
import type { AppContext, Feature } from "../../context";
import { parseInput } from "../../http/errors";
import { recordAudit } from "../accounts/audit";
import { makeGuards } from "../accounts/guards";
import { applyDemoSwitch } from "./seed";
import * as service from "./service";

/** What an admin change is called in the audit log: hide/unhide when only `hidden` changes. */
function changeAction(kind: "restaurant" | "business", change: Record<string, unknown>) {
  const keys = Object.keys(change);
  if (keys.length === 1 && keys[0] === "hidden") return `${kind}.${change.hidden ? "hide" : "unhide"}`;
  return `${kind}.update`;
}

function adminOf(req: FastifyRequest) {
  return req.admin!;
}

export const directoriesFeature: Feature = async (app, ctx: AppContext) => {
  const sample = await applyDemoSwitch(ctx.db, ctx.config.demoContent);
  if (sample === "loaded") app.log.info("loaded the sample restaurant and business directory");

  const { requireAdmin } = makeGuards(ctx);

  // --- public ---------------------------------------------------------------------------------
  app.get("/api/restaurants", async () => service.listRestaurants(ctx.db));
  app.get("/api/businesses", async () => service.listBusinesses(ctx.db));
  app.get("/api/businesses/featured", async () => service.listFeaturedBusinesses(ctx.db));

  // --- admin: restaurants -----------------------------------------------------------------------
  app.get("/api/admin/restaurants", { preHandler: requireAdmin }, async () => service.adminListRestaurants(ctx.db));

  app.post("/api/admin/restaurants", { preHandler: requireAdmin }, async (req, reply: FastifyReply) => {
    const values = parseInput(RestaurantInputSchema, req.body, "Restaurant");
    const created = await service.createRestaurant(ctx.db, values);
    await recordAudit(ctx.db, adminOf(req), {
      action: "restaurant.create",
      targetType: "restaurant",
      targetId: created.id,
      details: { name: created.name },
    });
    return reply.status(201).send(created);
  });

  app.patch("/api/admin/restaurants/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(IdParamSchema, req.params, "Restaurant id");
    const change = parseInput(RestaurantUpdateSchema, req.body, "Restaurant change");
    const updated = await service.updateRestaurant(ctx.db, id, change);
    await recordAudit(ctx.db, adminOf(req), {
      action: changeAction("restaurant", change),
      targetType: "restaurant",
      targetId: id,
      details: { name: updated.name, fields: Object.keys(change) },
    });
    return updated;
  });

  app.delete("/api/admin/restaurants/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(IdParamSchema, req.params, "Restaurant id");
    const removed = await service.deleteRestaurant(ctx.db, id);
    await recordAudit(ctx.db, adminOf(req), {
      action: "restaurant.delete",
      targetType: "restaurant",
      targetId: id,
      details: { name: removed.name },
    });
    return { ok: true, id };
  });

  // --- admin: businesses ------------------------------------------------------------------------
  app.get("/api/admin/businesses", { preHandler: requireAdmin }, async () => service.adminListBusinesses(ctx.db));

  app.post("/api/admin/businesses", { preHandler: requireAdmin }, async (req, reply: FastifyReply) => {
    const values = parseInput(BusinessInputSchema, req.body, "Business");
    const created = await service.createBusiness(ctx.db, values);
    await recordAudit(ctx.db, adminOf(req), {
      action: "business.create",
      targetType: "business",
      targetId: created.id,
      details: { name: created.name },
    });
    return reply.status(201).send(created);
  });

  app.patch("/api/admin/businesses/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(IdParamSchema, req.params, "Business id");
    const change = parseInput(BusinessUpdateSchema, req.body, "Business change");
    const updated = await service.updateBusiness(ctx.db, id, change);
    await recordAudit(ctx.db, adminOf(req), {
      action: changeAction("business", change),
      targetType: "business",
      targetId: id,
      details: { name: updated.name, fields: Object.keys(change) },
    });
    return updated;
  });

  app.delete("/api/admin/businesses/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(IdParamSchema, req.params, "Business id");
    const removed = await service.deleteBusiness(ctx.db, id);
    await recordAudit(ctx.db, adminOf(req), {
      action: "business.delete",
      targetType: "business",
      targetId: id,
      details: { name: removed.name },
    });
    return { ok: true, id };
  });
};
