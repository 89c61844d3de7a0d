/**
 * What the meeting pages read before any schema: the routes of the meetings' calls and the address
 * of a meeting's page (`/meetings/{body}/{date}`). Free of validation code; `meetings.ts` and
 * `meetings.api.ts` build on it.
 */

export const meetingRoutes = {
  upcomingMeetings: { method: "GET", path: "/api/meetings/upcoming" },
  getMeeting: { method: "GET", path: "/api/meetings/:body/:date" },
} as const;

/** One meeting's calendar file (the call `meetingCalendarFile`), for its page's "Add to calendar". */
export const MEETING_CALENDAR_PATH = "/api/meetings/:body/:date/calendar.ics";
export const meetingCalendarUrl = (body: string, date: string) =>
  MEETING_CALENDAR_PATH.replace(":body", encodeURIComponent(body)).replace(":date", date);

/** How many of an agenda's items a list of upcoming meetings shows before "and N more". */
export const AGENDA_PREVIEW_ITEMS = 4;

/** The page of one meeting of a body: its agenda before it, what was decided after it. */
export const meetingPageUrl = (body: string, date: string) => `/meetings/${encodeURIComponent(body)}/${date}`;

/** A meeting date as its page's path writes it. */
export const MEETING_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether YYYY-MM-DD names a real day ("2026-02-30" does not). */
export function isCalendarDate(value: string): boolean {
  if (!MEETING_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2200 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** The items every meeting opens and closes with, which a short preview of an agenda leaves out. */
const PROCEDURAL =
  /^(?:call(?:ed)? to order|roll call|pledge|flag salute|convene|approval of (?:the )?(?:minutes|agenda)|public (?:communications?|comments?)|oral communications?|adjourn(?:ment)?|agenda changes)\b/i;
export const isProceduralItem = (title: string) => PROCEDURAL.test(title.trim());
