import { z } from "zod";

/** Text fields of the shared schemas: trimmed, with the documented limits and messages. */
export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
export const requiredText = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
