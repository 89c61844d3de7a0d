import { z } from "zod";

import { CONTROL_CHARS, multiLine, singleLine } from "./plain-text";

export { CONTROL_CHARS, multiLine, singleLine, wellFormed } from "./plain-text";

const tooLong = (max: number) => `must be at most ${max} characters`;

/** One line of text, normalised (singleLine), at most `max` characters; blank is allowed. */
export const text = (max: number) =>
  z
    .string({ message: "must be text" })
    .transform(singleLine)
    .pipe(z.string().max(max, tooLong(max)));
/** One line of text, normalised, 1 to `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ message: "must be text" })
    .transform(singleLine)
    .pipe(z.string().min(1, "is required").max(max, tooLong(max)));

/** Text of several lines, normalised (multiLine), at most `max` characters; blank is allowed. */
export const longText = (max: number) =>
  z
    .string({ message: "must be text" })
    .transform(multiLine)
    .pipe(z.string().max(max, tooLong(max)));
/** Text of several lines, normalised, 1 to `max` characters. */
export const requiredLongText = (max: number) =>
  z
    .string({ message: "must be text" })
    .transform(multiLine)
    .pipe(z.string().min(1, "is required").max(max, tooLong(max)));

/**
 * Text that is matched, not stored as written (a username, a token, a key): refused with the
 * message when it holds a control character, never silently changed.
 */
export const noControlChars = (message = "must not contain control characters") =>
  z.string({ message: "must be text" }).refine((s) => !CONTROL_CHARS.test(s), message);

/** The largest id a database serial holds (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** An id sent as a JSON number: a positive whole number that a database id can be. */
export const idNumber = (message = "must be a positive whole number") =>
  z.number({ message }).int(message).min(1, message).max(MAX_ID, "is out of range");

/** Earliest and latest dates a date field accepts (a meeting date, a filter). */
export const MIN_DATE = "1850-01-01";
export const MAX_DATE = "2100-12-31";

/** A calendar date written YYYY-MM-DD, between MIN_DATE and MAX_DATE. */
export const isoDate = z
  .string({ message: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "is not a real calendar date")
  .refine((s) => s >= MIN_DATE && s <= MAX_DATE, `must be between ${MIN_DATE} and ${MAX_DATE}`);
