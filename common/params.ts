import { z } from "zod";

/** The one schema of a numeric id in a path (`/api/admin/messages/:id`): a positive 32-bit integer. */
export const IdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "is out of range"),
});
export type IdParams = z.input<typeof IdParamsSchema>;
