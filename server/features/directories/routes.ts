import type { FastifyInstance, preHandlerHookHandler } from "fastify";
import {
  businessAdminCalls,
  listBusinesses,
  listFeaturedBusinesses,
  listRestaurants,
  restaurantAdminCalls,
} from "@common/directories.api";
import type { AppContext, Feature } from "../../context";
import type { Db } from "../../db/client";
import { nextMinute } from "../../http/read-cache";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { businessCommands, restaurantCommands } from "./commands";
import { applyDemoSwitch } from "./seed";
import * as service from "./service";

type Calls = typeof restaurantAdminCalls | typeof businessAdminCalls;
type Commands = typeof restaurantCommands | typeof businessCommands;

/** List, create, edit (including hide/unhide) and remove one kind of listing; every change is audited. */
function registerListingAdmin(
  app: FastifyInstance,
  ctx: AppContext,
  requireAdmin: preHandlerHookHandler,
  calls: Calls,
  list: (db: Db) => Promise<unknown>,
  commands: Commands,
) {
  const guarded = { preHandler: requireAdmin };
  // Both kinds share one shape; the schemas of `calls` and the commands are of the same kind.
  const c = commands as typeof restaurantCommands;
  route(app, calls.list, guarded, () => list(ctx.db));
  route(app, calls.create, guarded, async ({ body }, req, reply) =>
    reply.status(201).send(await c.create(ctx.db, req.admin!, body as never)),
  );
  route(app, calls.update, guarded, ({ params, body }, req) => c.update(ctx.db, req.admin!, params.id, body as never));
  route(app, calls.remove, guarded, async ({ params }, req) => {
    await c.remove(ctx.db, req.admin!, params.id);
    return { ok: true, id: params.id };
  });
}

export const directoriesFeature: Feature = async (app, ctx: AppContext) => {
  const sample = await applyDemoSwitch(ctx.db, ctx.config.demoContent);
  if (sample === "loaded") app.log.info("loaded the sample restaurant and business directory");

  const { requireAdmin } = makeGuards(ctx);

  // --- public ---------------------------------------------------------------------------------
  // Served from memory until a listing (or the demonstration switch in app_state) changes or the
  // minute ends ("open now" follows the clock);
  // the ETag lets a browser keep its copy.
  const restaurantsRead = { tables: ["restaurants", "app_state"], until: nextMinute };
  const businessesRead = { tables: ["businesses", "app_state"], until: nextMinute };
  route(app, listRestaurants, {}, (_input, req, reply) =>
    ctx.reads.send(req, reply, "restaurants", restaurantsRead, () => service.listRestaurants(ctx.db)),
  );
  route(app, listBusinesses, {}, (_input, req, reply) =>
    ctx.reads.send(req, reply, "businesses", businessesRead, () => service.listBusinesses(ctx.db)),
  );
  route(app, listFeaturedBusinesses, {}, (_input, req, reply) =>
    ctx.reads.send(req, reply, "businesses:featured", businessesRead, () => service.listFeaturedBusinesses(ctx.db)),
  );

  // --- admin: the same four calls for each kind of listing -------------------------------------
  registerListingAdmin(app, ctx, requireAdmin, restaurantAdminCalls, service.adminListRestaurants, restaurantCommands);
  registerListingAdmin(app, ctx, requireAdmin, businessAdminCalls, service.adminListBusinesses, businessCommands);
};
