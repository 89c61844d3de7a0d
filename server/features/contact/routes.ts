import { listContactMessages, sendContactMessage, updateContactMessage } from "@common/contact.api";
import { contactRetryMessage } from "@common/contact";
import { requestLimits } from "../../config";
import type { Feature } from "../../context";
import { AppError } from "../../http/errors";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { listMessages, setMessageStatus, storeMessage } from "./service";

export const contactFeature: Feature = (app, ctx) => {
  const { requireAdmin } = makeGuards(ctx);
  const limits = requestLimits(ctx.config);

  /**
   * The contact form: validated, stored, and limited per address. Only a valid message counts
   * against the limit (it is counted after validation); a refused one is told when it may send
   * again (Retry-After, and in words).
   */
  const contactLimit = {
    max: limits.contactMessages,
    timeWindow: limits.contactWindowMs,
    hook: "preHandler" as const,
    errorResponseBuilder: (_req: unknown, c: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(c.ttl / 1000));
      return new AppError("rate_limited", contactRetryMessage(seconds), { "retry-after": String(seconds) });
    },
  };
  route(app, sendContactMessage, { config: { rateLimit: contactLimit } }, async ({ body }, req, reply) => {
    const id = await storeMessage(ctx.db, body);
    req.log.info({ messageId: id, category: body.category }, "contact message stored");
    return reply.status(201).send({ ok: true, id });
  });

  route(app, listContactMessages, { preHandler: requireAdmin }, ({ query }) => listMessages(ctx.db, query));

  route(app, updateContactMessage, { preHandler: requireAdmin }, ({ params, body }, req) =>
    setMessageStatus(ctx.db, req.admin!, params.id, body.status),
  );
};
