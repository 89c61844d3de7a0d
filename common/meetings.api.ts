import { z } from "zod";
import { defineCall } from "./contract";
import { MeetingsQuerySchema } from "./meetings";
import { MEETINGS_CALENDAR_PATH } from "./schedule";

/** Upcoming meetings of the town's public bodies, as JSON and as iCalendar files. */
export const listMeetings = defineCall({
  method: "GET",
  path: "/api/meetings",
  query: MeetingsQuerySchema,
  what: { query: "Meetings query" },
});

/** One body's calendar: `/api/meetings/{body}.ics` (a file). */
export const meetingsCalendarFile = defineCall({
  method: "GET",
  path: MEETINGS_CALENDAR_PATH,
  params: z.object({ file: z.string().max(64, "is not a meeting calendar") }),
});
