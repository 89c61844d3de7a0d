import { listContactMessages, sendContactMessage, updateContactMessage } from "@common/contact.api";
import { CONTACT_RATE_LIMIT } from "@common/contact";
import type { Feature } from "../../context";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { listMessages, setMessageStatus, storeMessage } from "./service";

export const contactFeature: Feature = (app, ctx) => {
  const { requireAdmin } = makeGuards(ctx);

  /** The contact form: validated, stored, and limited per address. */
  route(
    app,
    sendContactMessage,
    { config: { rateLimit: { max: CONTACT_RATE_LIMIT.max, timeWindow: CONTACT_RATE_LIMIT.windowMs } } },
    async ({ body }, req, reply) => {
      const id = await storeMessage(ctx.db, body);
      req.log.info({ messageId: id, category: body.category }, "contact message stored");
      return reply.status(201).send({ ok: true, id });
    },
  );

  route(app, listContactMessages, { preHandler: requireAdmin }, ({ query }) => listMessages(ctx.db, query));

  route(app, updateContactMessage, { preHandler: requireAdmin }, ({ params, body }, req) =>
    setMessageStatus(ctx.db, req.admin!, params.id, body.status),
  );
};
