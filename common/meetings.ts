/** Request schemas of the meetings API (GET /api/meetings, GET /api/meetings/{body}.ics). */
import { z } from "zod";

export const MAX_MEETINGS_PER_BODY = 12;

const countParam = z
  .string()
  .regex(/^\d{1,2}$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_MEETINGS_PER_BODY));

/** `?count=` is optional: how many upcoming meetings per body (1-12, default 3). */
export const MeetingsQuerySchema = z.object({ count: countParam.optional() }).strict();
