import * as calls from "@common/feedback.api";
import { FEEDBACK_RATE_LIMIT } from "@common/feedback";
import { TOTAL_COUNT_HEADER } from "@common/http";
import type { Feature } from "../../context";
import { quotaOf } from "../../http/global-quota";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { rateAnswer } from "./ratings";
import { listFeedback, resolveFeedback } from "./review";
import { createReviewed, listReviewed, retireReviewed, updateReviewed } from "./reviewed";
import { visitorHash } from "./visitor";

/** Residents rate answers; admins review the rated ones and keep the reviewed answers. */
export const feedbackFeature: Feature = (app, ctx) => {
  const { requireAdmin, identify } = makeGuards(ctx);
  const guarded = { preHandler: requireAdmin };

  const rateOptions = { preHandler: identify, config: { rateLimit: { ...FEEDBACK_RATE_LIMIT } } };
  const ratings = quotaOf(ctx.config, "ratings");
  route(app, calls.rateAnswer, rateOptions, async ({ body }, req, reply) => {
    ratings.take();
    const account = { userId: req.user?.id, adminId: req.admin?.id };
    const id = await rateAnswer(ctx.db, body, await visitorHash(ctx.db, req.ip), account);
    return reply.status(201).send({ id });
  });

  route(app, calls.listFeedback, guarded, async ({ query }, _req, reply) => {
    const { rows, total } = await listFeedback(ctx.db, query);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
  });

  route(app, calls.resolveFeedback, guarded, ({ params }, req) => resolveFeedback(ctx.db, req.admin!, params.id));

  route(app, calls.listReviewedAnswers, guarded, ({ query }) => listReviewed(ctx.db, query.status));

  route(app, calls.createReviewedAnswer, guarded, async ({ body }, req, reply) =>
    reply.status(201).send(await createReviewed(ctx.db, req.admin!, body)),
  );

  route(app, calls.updateReviewedAnswer, guarded, ({ params, body }, req) =>
    updateReviewed(ctx.db, req.admin!, params.id, body),
  );

  route(app, calls.retireReviewedAnswer, guarded, ({ params }, req) => retireReviewed(ctx.db, req.admin!, params.id));
};
