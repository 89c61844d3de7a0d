import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { ZodType } from "zod";
import {
  BusinessInputSchema,
  BusinessUpdateSchema,
  IdParamSchema,
  RestaurantInputSchema,
  RestaurantUpdateSchema,
} from "@common/directories";
import type { AppContext, Feature } from "../../context";
import type { Db } from "../../db/client";
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

type ListingAdmin<Input, Row extends { id: number; name: string }> = {
  kind: "restaurant" | "business";
  path: string;
  /** How the listing is named in validation messages ("Restaurant", "Business"). */
  label: string;
  inputSchema: ZodType<Input>;
  updateSchema: ZodType<Partial<Input>>;
  list: (db: Db) => Promise<Row[]>;
  create: (db: Db, values: Input) => Promise<Row>;
  update: (db: Db, id: number, change: Partial<Input>) => Promise<Row>;
  remove: (db: Db, id: number) => Promise<{ id: number; name: string }>;
};

/** List, create, edit (including hide/unhide) and remove one kind of listing; every change is audited. */
function registerListingAdmin<Input, Row extends { id: number; name: string }>(
  app: FastifyInstance,
  ctx: AppContext,
  requireAdmin: preHandlerHookHandler,
  l: ListingAdmin<Input, Row>,
) {
  app.get(l.path, { preHandler: requireAdmin }, async () => l.list(ctx.db));

  app.post(l.path, { preHandler: requireAdmin }, async (req, reply: FastifyReply) => {
    const values = parseInput(l.inputSchema, req.body, l.label);
    const created = await l.create(ctx.db, values);
    await recordAudit(ctx.db, adminOf(req), {
      action: `${l.kind}.create`,
      targetType: l.kind,
      targetId: created.id,
      details: { name: created.name },
    });
    return reply.status(201).send(created);
  });

  app.patch(`${l.path}/:id`, { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(IdParamSchema, req.params, `${l.label} id`);
    const change = parseInput(l.updateSchema, req.body, `${l.label} change`);
    const updated = await l.update(ctx.db, id, change);
    await recordAudit(ctx.db, adminOf(req), {
      action: changeAction(l.kind, change as Record<string, unknown>),
      targetType: l.kind,
      targetId: id,
      details: { name: updated.name, fields: Object.keys(change as object) },
    });
    return updated;
  });

  app.delete(`${l.path}/:id`, { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(IdParamSchema, req.params, `${l.label} id`);
    const removed = await l.remove(ctx.db, id);
    await recordAudit(ctx.db, adminOf(req), {
      action: `${l.kind}.delete`,
      targetType: l.kind,
      targetId: id,
      details: { name: removed.name },
    });
    return { ok: true, id };
  });
}

export const directoriesFeature: Feature = async (app, ctx: AppContext) => {
  const sample = await applyDemoSwitch(ctx.db, ctx.config.demoContent);
  if (sample === "loaded") app.log.info("loaded the sample restaurant and business directory");

  const { requireAdmin } = makeGuards(ctx);

  // --- public ---------------------------------------------------------------------------------
  app.get("/api/restaurants", async () => service.listRestaurants(ctx.db));
  app.get("/api/businesses", async () => service.listBusinesses(ctx.db));
  app.get("/api/businesses/featured", async () => service.listFeaturedBusinesses(ctx.db));

  // --- admin: the same four calls for each kind of listing -------------------------------------
  registerListingAdmin(app, ctx, requireAdmin, {
    kind: "restaurant",
    path: "/api/admin/restaurants",
    label: "Restaurant",
    inputSchema: RestaurantInputSchema,
    updateSchema: RestaurantUpdateSchema,
    list: service.adminListRestaurants,
    create: service.createRestaurant,
    update: service.updateRestaurant,
    remove: service.deleteRestaurant,
  });
  registerListingAdmin(app, ctx, requireAdmin, {
    kind: "business",
    path: "/api/admin/businesses",
    label: "Business",
    inputSchema: BusinessInputSchema,
    updateSchema: BusinessUpdateSchema,
    list: service.adminListBusinesses,
    create: service.createBusiness,
    update: service.updateBusiness,
    remove: service.deleteBusiness,
  });
};
