import { z } from "zod";
import {
  ContactMessageInputSchema,
  ContactMessageSchema,
  MessageListQuerySchema,
  MessageUpdateSchema,
} from "./contact";
import { contactRoutes } from "./contact-basics";
import { defineCall } from "./contract";
import { IdParamsSchema } from "./params";

/** The contact form and the admin inbox (document 001, section 7). */
export const sendContactMessage = defineCall({
  ...contactRoutes.sendContactMessage,
  body: ContactMessageInputSchema,
  response: z.object({ ok: z.literal(true), id: z.number() }),
  what: { body: "Message" },
});

export const listContactMessages = defineCall({
  method: "GET",
  path: "/api/admin/messages",
  query: MessageListQuerySchema,
  response: z.array(ContactMessageSchema),
  what: { query: "Message filter" },
});

export const updateContactMessage = defineCall({
  method: "PATCH",
  path: "/api/admin/messages/:id",
  params: IdParamsSchema,
  body: MessageUpdateSchema,
  response: ContactMessageSchema,
  what: { params: "Message id", body: "Message change" },
});
