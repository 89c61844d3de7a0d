import {
  CONTACT_RATE_LIMIT,
  ContactMessageSchema,
  IdParamSchema,
  MessageListQuerySchema,
  MessageUpdateSchema,
} from "@common/directories";
import type { Feature } from "../../context";
import { parseInput } from "../../http/errors";
import { recordAudit } from "../accounts/audit";
import { makeGuards } from "../accounts/guards";
import { listMessages, setMessageStatus, storeMessage } from "./service";

export const contactFeature: Feature = (app, ctx) => {
  const { requireAdmin } = makeGuards(ctx);

  /** The contact form: validated, stored, and limited per address. */
  app.post(
    "/api/contact",
    { config: { rateLimit: { max: CONTACT_RATE_LIMIT.max, timeWindow: CONTACT_RATE_LIMIT.windowMs } } },
    async (req, reply) => {
      const input = parseInput(ContactMessageSchema, req.body, "Message");
      const id = await storeMessage(ctx.db, input);
      req.log.info({ messageId: id, category: input.category }, "contact message stored");
      return reply.status(201).send({ ok: true, id });
    },
  );

  app.get("/api/admin/messages", { preHandler: requireAdmin }, async (req) => {
    const filter = parseInput(MessageListQuerySchema, req.query, "Message filter");
    return listMessages(ctx.db, filter);
  });

  app.patch("/api/admin/messages/:id", { preHandler: requireAdmin }, async (req) => {
    const { id } = parseInput(IdParamSchema, req.params, "Message id");
    const { status } = parseInput(MessageUpdateSchema, req.body, "Message change");
    const updated = await setMessageStatus(ctx.db, id, status);
    await recordAudit(ctx.db, req.admin!, {
      action: `message.${status === "handled" ? "handle" : "reopen"}`,
      targetType: "contact_message",
      targetId: id,
      details: { subject: updated.subject, category: updated.category },
    });
    return updated;
  });
};
