import { z } from "zod";
import { CONTACT_CATEGORIES, CONTACT_LIMITS } from "./contact-basics";
import { requiredLongText, requiredText } from "./text-fields";

/** The contact form and the admin inbox (document 001): shared schemas, types and constants. */

export {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  CONTACT_RATE_LIMIT,
  contactRetryMessage,
  type ContactCategory,
} from "./contact-basics";

export const ContactMessageInputSchema = z.strictObject({
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string({ message: "must be text" })
    .trim()
    .min(1, "is required")
    .max(CONTACT_LIMITS.email, `must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email("must be a valid e-mail address")),
  category: z.enum(CONTACT_CATEGORIES, { message: `must be one of ${CONTACT_CATEGORIES.join(", ")}` }),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredLongText(CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

export const MESSAGE_STATUSES = ["new", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MessageListQuerySchema = z.strictObject({
  category: z.union([z.literal("").transform(() => undefined), z.enum(CONTACT_CATEGORIES)]).optional(),
  status: z.union([z.literal("").transform(() => undefined), z.enum(MESSAGE_STATUSES)]).optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be 1 to 500").max(500, "must be 1 to 500"))
    .optional(),
});
export const MessageUpdateSchema = z.strictObject({
  status: z.enum(MESSAGE_STATUSES, { message: "must be new or handled" }),
});

/** A stored contact message as admins see it. */
export const ContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
