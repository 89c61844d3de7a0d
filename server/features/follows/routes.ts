import * as calls from "@common/follows.api";
import type { Feature } from "../../context";
import { quotaOf } from "../../http/global-quota";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { followStats, listAlertRuns } from "./admin";
import { startAlerts } from "./alerts";
import { registerFeedRoutes } from "./feed-routes";
import { followLinks } from "./links";
import { createMailer } from "./mailer";
import { presentFollow, presentSubscription } from "./presenters";
import {
  confirm,
  follow,
  removeSubscription,
  subscribe,
  subscriptionToConfirm,
  subscriptionToUnsubscribe,
  unsubscribe,
  type FollowDeps,
} from "./service";
import { listSubscriptionsOf } from "./store";

/** Counted after validation: a refused input does not use up the visitor's allowance. */
const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000, hook: "preHandler" as const } } });

/** Following searches and bodies: public feeds and calendars, residents' e-mail alerts, the admin's counts. */
export const followsFeature: Feature = (app, ctx) => {
  const mailer = createMailer(ctx.config.mail);
  const links = followLinks(ctx.config.publicUrl);
  const deps: FollowDeps = { db: ctx.db, links, mailer };
  const { requireUser, requireAdmin } = makeGuards(ctx);
  // Mail clients unsubscribe with a form body (RFC 8058: `List-Unsubscribe=One-Click`).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const follows = quotaOf(ctx.config, "follows");
  const subscriptions = quotaOf(ctx.config, "subscriptions");
  route(app, calls.createFollow, limit(30), async ({ body }, _req, reply) => {
    follows.take();
    return reply.status(201).send(presentFollow(await follow(deps, body), links));
  });
  route(app, calls.followOptions, {}, () => ({ emailAlerts: mailer !== null }));

  route(app, calls.listSubscriptions, { preHandler: requireUser }, async (_input, req) =>
    (await listSubscriptionsOf(ctx.db, req.user!.id)).map((row) => presentSubscription(row, links)),
  );
  route(app, calls.createSubscription, { preHandler: requireUser, ...limit(10) }, async ({ body }, req, reply) => {
    subscriptions.take();
    const { created, row, confirmation } = await subscribe(deps, req.user!.id, body);
    return reply.status(created ? 201 : 200).send({ ...presentSubscription(row, links), confirmation });
  });
  route(app, calls.deleteSubscription, { preHandler: requireUser }, ({ params }, req) =>
    removeSubscription(deps, req.user!.id, params.id),
  );

  // What a pending subscription is: for the link's holder only, no cache keeps it.
  route(app, calls.subscriptionToConfirm, limit(30), ({ params }, _req, reply) => {
    reply.header("cache-control", "no-store");
    return subscriptionToConfirm(deps, params.token);
  });
  route(app, calls.confirmSubscription, limit(30), ({ params }) => confirm(deps, params.token));
  // What an unsubscribe link would end, likewise; only the POST (the page's button, or a mail
  // client's one-click unsubscribe) ends it.
  route(app, calls.subscriptionToUnsubscribe, limit(30), ({ params }, _req, reply) => {
    reply.header("cache-control", "no-store");
    return subscriptionToUnsubscribe(deps, params.token);
  });
  route(app, calls.unsubscribe, limit(30), ({ params }) => unsubscribe(deps, params.token));

  route(app, calls.followStats, { preHandler: requireAdmin }, () => followStats(ctx.db, mailer !== null));
  route(app, calls.listAlertRuns, { preHandler: requireAdmin }, () => listAlertRuns(ctx.db));

  registerFeedRoutes(app, deps);
  startAlerts(app, ctx, deps);
  app.addHook("onClose", async () => mailer?.close());
};
