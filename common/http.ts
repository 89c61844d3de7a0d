import { z } from "zod";

/** Every API path starts with this; anything else is a page of the site. */
export const API_PREFIX = "/api/";

/** Shared request constants (document 000, sections 7 and 9). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MESSAGE = "Request timed out. Please try again.";

/** Every API error body: a human-readable message and a stable code. */
export type ApiErrorBody = { error: string; code?: string };

/** The one schema of a numeric id in a path (`/api/admin/messages/:id`): a positive 32-bit integer. */
export const IdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "is out of range"),
});
export type IdParams = z.input<typeof IdParamsSchema>;

/** The plain acknowledgement some calls answer with. */
export const OkSchema = z.object({ ok: z.literal(true) });
