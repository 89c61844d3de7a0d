/** Request schemas of the meetings API (GET /api/meetings, GET /api/meetings/{body}.ics). */
import { z } from "zod";
import { DOCUMENT_KINDS, MOTION_OUTCOMES } from "./document-basics";
import { isCalendarDate } from "./meeting-basics";

export const MAX_MEETINGS_PER_BODY = 12;

const countParam = z
  .string()
  .regex(/^\d{1,2}$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_MEETINGS_PER_BODY));

/** `?count=` is optional: how many upcoming meetings per body (1-12, default 3). */
export const MeetingsQuerySchema = z.object({ count: countParam.optional() }).strict();

export { AGENDA_PREVIEW_ITEMS, isCalendarDate, meetingPageUrl, meetingRoutes } from "./meeting-basics";

const BODY_IDS = ["rcpg", "design-review", "water-district"] as const;
const bodyKey = z.enum(BODY_IDS, { message: 'must be "rcpg", "design-review" or "water-district"' });

/** `?body=` (one body, else all) and `?limit=` (meetings per body, 1-12, default 2). */
export const UpcomingQuerySchema = z
  .object({
    body: z.union([z.literal("").transform(() => undefined), bodyKey]).optional(),
    limit: countParam.optional(),
  })
  .strict();

/** A meeting's path: the body's key and the date, YYYY-MM-DD. */
export const MeetingParamsSchema = z.object({
  body: bodyKey,
  date: z.string().refine(isCalendarDate, "must be a date written YYYY-MM-DD"),
});

const place = z.object({ name: z.string(), address: z.string() });

/** An item of a posted agenda: its number and title as printed, its page, action or information. */
export const AgendaItemSchema = z.object({
  ordinal: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  page: z.number().int(),
  action: z.enum(["action", "information"]).nullable(),
  refs: z.array(z.string()),
});
export type AgendaItem = z.infer<typeof AgendaItemSchema>;

export const PostedAgendaSchema = z.object({
  documentId: z.number().int(),
  title: z.string(),
  fileUrl: z.string(),
  postedAt: z.string(),
  isSample: z.boolean(),
  items: z.array(AgendaItemSchema),
});
export type PostedAgenda = z.infer<typeof PostedAgendaSchema>;

/** When and where a meeting is, and the page that shows it. */
const MeetingTimeSchema = z.object({
  body: bodyKey,
  bodyName: z.string(),
  date: z.string(),
  dateLabel: z.string(),
  time: z.string(),
  timeLabel: z.string(),
  start: z.string(),
  end: z.string(),
  place,
  url: z.string(),
});

export const UpcomingMeetingSchema = MeetingTimeSchema.extend({ agenda: PostedAgendaSchema.nullable() });
export type UpcomingMeeting = z.infer<typeof UpcomingMeetingSchema>;
export const UpcomingMeetingsSchema = z.object({ timeZone: z.string(), meetings: z.array(UpcomingMeetingSchema) });
export type UpcomingMeetings = z.infer<typeof UpcomingMeetingsSchema>;

/** What the minutes say was decided on an item: its deciding motion, or that it was continued. */
export const MinutesItemSchema = z.object({
  documentId: z.number().int(),
  ordinal: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  page: z.number().int(),
  outcome: z.enum(MOTION_OUTCOMES).nullable(),
  tallyText: z.string().nullable(),
  motion: z.string().nullable(),
  continuedTo: z.string().nullable(),
});
export type MinutesItem = z.infer<typeof MinutesItemSchema>;

/**
 * An agenda item beside the minutes' item that took it up (by number, project number or title):
 * `minutes` null when the minutes do not tell of it (dropped), `agenda` null when the minutes
 * added it.
 */
export const ItemMatchSchema = z.object({
  agenda: AgendaItemSchema.nullable(),
  minutes: MinutesItemSchema.nullable(),
  by: z.enum(["number", "project", "title"]).nullable(),
});
export type ItemMatch = z.infer<typeof ItemMatchSchema>;

export const MeetingDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  isSample: z.boolean(),
  fileUrl: z.string(),
  recordUrl: z.string(),
});

export const MeetingDetailSchema = MeetingTimeSchema.extend({
  /** Before the meeting's start: "upcoming"; after it: "past". */
  status: z.enum(["upcoming", "past"]),
  /** How to take part: the body's public comment rules. */
  publicComment: z.array(z.string()),
  documents: z.array(MeetingDocumentSchema),
  agenda: PostedAgendaSchema.nullable(),
  minutes: z.object({ documentId: z.number().int(), title: z.string(), fileUrl: z.string() }).nullable(),
  /** With both agenda and minutes: each agenda item beside its decision, then the items the minutes added. */
  matches: z.array(ItemMatchSchema),
});
export type MeetingDetail = z.infer<typeof MeetingDetailSchema>;
