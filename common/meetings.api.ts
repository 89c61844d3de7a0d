import { z } from "zod";
import { defineCall } from "./contract";
import { MEETING_CALENDAR_PATH } from "./meeting-basics";
import {
  MeetingDetailSchema,
  MeetingParamsSchema,
  MeetingsQuerySchema,
  meetingRoutes,
  UpcomingMeetingsSchema,
  UpcomingQuerySchema,
} from "./meetings";
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

/** The next meetings of each body (or one), with their agenda's items once it is posted. */
export const upcomingMeetings = defineCall({
  ...meetingRoutes.upcomingMeetings,
  query: UpcomingQuerySchema,
  response: UpcomingMeetingsSchema,
  what: { query: "Upcoming meetings query" },
});

/** One meeting: its documents, its agenda's items, and what the minutes decided on each. */
export const getMeeting = defineCall({
  ...meetingRoutes.getMeeting,
  params: MeetingParamsSchema,
  response: MeetingDetailSchema,
  what: { params: "Meeting" },
});

/** One meeting as a calendar file, with its agenda's link and items once posted. */
export const meetingCalendarFile = defineCall({
  method: "GET",
  path: MEETING_CALENDAR_PATH,
  params: MeetingParamsSchema,
  what: { params: "Meeting" },
});
