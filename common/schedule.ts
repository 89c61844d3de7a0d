/**
 * Next meeting dates of Ramona's public bodies, computed from their monthly rules ("1st Thursday,
 * 7:00 PM") in Ramona's time zone, whatever the time zone of the machine running it.
 */
import { TZDate } from "@date-fns/tz";
import {
  GOVERNMENT_BODIES,
  TIME_ZONE,
  type BodyId,
  type GovernmentBody,
  type MeetingRule,
} from "../content/government";
import { MONTH_NAMES, WEEKDAY_NAMES } from "./dates";

export type Meeting = {
  body: BodyId;
  bodyName: string;
  /** Start and end as ISO instants (UTC). */
  start: string;
  end: string;
  /** Local calendar date and time in Ramona: "2026-12-03", "19:00". */
  date: string;
  time: string;
  /** "Thursday, December 3, 2026" and "7:00 PM". */
  dateLabel: string;
  timeLabel: string;
  place: { name: string; address: string };
};

export type BodyMeetings = {
  body: BodyId;
  name: string;
  scheduleText: string;
  place: { name: string; address: string };
  meetings: Meeting[];
};

/** Day of the month (1-31) on which `rule` falls in the given month (month 0-11), in any year. */
export function meetingDay(rule: Pick<MeetingRule, "ordinal" | "weekday">, year: number, month: number): number {
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstMatch = 1 + ((rule.weekday - firstWeekday + 7) % 7);
  if (rule.ordinal === "last") {
    let day = firstMatch;
    while (day + 7 <= daysInMonth) day += 7;
    return day;
  }
  return firstMatch + 7 * (rule.ordinal - 1);
}

const two = (n: number) => String(n).padStart(2, "0");

/** "7:00 PM" for 19:00. */
export function clockLabel(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${two(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

function meetingIn(body: GovernmentBody, year: number, month: number): Meeting {
  return meetingAt(body, year, month, meetingDay(body.schedule, year, month));
}

/**
 * The meeting of a body on a date (YYYY-MM-DD), at the body's usual time and place, whether or not
 * the date is one its rule gives (a special meeting); `scheduled` tells whether it is.
 */
export function meetingOnDate(body: GovernmentBody, date: string): Meeting & { scheduled: boolean } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return {
    ...meetingAt(body, year, month - 1, day),
    scheduled: meetingDay(body.schedule, year, month - 1) === day,
  };
}

function meetingAt(body: GovernmentBody, year: number, month: number, day: number): Meeting {
  const { schedule: rule } = body;
  // The wall-clock time in Ramona, whatever the offset (PST or PDT) on that day.
  const start = new TZDate(year, month, day, rule.hour, rule.minute, 0, TIME_ZONE).getTime();
  const end = start + rule.durationMinutes * 60_000;
  return {
    body: body.id,
    bodyName: body.name,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    date: `${year}-${two(month + 1)}-${two(day)}`,
    time: `${two(rule.hour)}:${two(rule.minute)}`,
    dateLabel: `${WEEKDAY_NAMES[new Date(Date.UTC(year, month, day)).getUTCDay()]}, ${MONTH_NAMES[month]} ${day}, ${year}`,
    timeLabel: clockLabel(rule.hour, rule.minute),
    place: body.place,
  };
}

/**
 * The next `count` meetings of one body that have not started yet at `now` (a meeting later today
 * counts; one that has already begun does not).
 */
export function nextMeetingsOf(body: GovernmentBody, now: Date, count = 3): Meeting[] {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  let year = local.getFullYear();
  let month = local.getMonth();
  const out: Meeting[] = [];
  while (out.length < count) {
    const m = meetingIn(body, year, month);
    if (Date.parse(m.start) > now.getTime()) out.push(m);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return out;
}

/** The next meetings of every body, in the order of the government page. */
export function nextMeetings(now: Date, count = 3): BodyMeetings[] {
  return GOVERNMENT_BODIES.map((b) => ({
    body: b.id,
    name: b.name,
    scheduleText: b.scheduleText,
    place: b.place,
    meetings: nextMeetingsOf(b, now, count),
  }));
}

/** Escapes a TEXT value of RFC 5545 (backslash, semicolon, comma, newline). */
export function icsEscape(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character. */
export function icsFold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const icsInstant = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** A posted agenda as a calendar event tells it: where to read it, and its items' titles. */
export type MeetingAgendaNote = { url: string; items: string[] };

const agendaNote = (a: MeetingAgendaNote) => [`Agenda posted: ${a.url}`, ...a.items.map((t) => `- ${t}`)].join("\n");

/**
 * An iCalendar file (RFC 5545, CRLF line endings) with one VEVENT per meeting. Times are written
 * in UTC so every calendar shows them at the right local time.
 */
export function meetingsCalendar(
  body: Pick<GovernmentBody, "id" | "name" | "summary">,
  meetings: Meeting[],
  opts: {
    domain: string;
    now: Date;
    url: string;
    /** The agendas posted, by meeting date: their page or file and their items' titles. */
    agendas?: Map<string, MeetingAgendaNote>;
    /** Each meeting's own page, when the site has one. */
    meetingUrl?: (m: Meeting) => string;
  },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${opts.domain}//Meetings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsEscape(`${body.name} meetings`)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
  ];
  const stamp = icsInstant(opts.now.toISOString());
  for (const m of meetings) {
    const agenda = opts.agendas?.get(m.date);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${body.id}-${m.date}@${opts.domain}`,
      `DTSTAMP:${stamp}`,
      // A posted agenda changes the event: calendars that follow the feed take the new description.
      `SEQUENCE:${agenda ? 1 : 0}`,
      `DTSTART:${icsInstant(m.start)}`,
      `DTEND:${icsInstant(m.end)}`,
      `SUMMARY:${icsEscape(`${body.name} meeting`)}`,
      `LOCATION:${icsEscape(`${m.place.name}, ${m.place.address}`)}`,
      `DESCRIPTION:${icsEscape(`Regular public meeting (${m.dateLabel}, ${m.timeLabel} Pacific time).\n${agenda ? agendaNote(agenda) : "Agenda not yet posted."}\n${body.summary}\nMeetings can be moved or cancelled: check the posted agenda before you go.`)}`,
      `URL:${opts.meetingUrl?.(m) ?? opts.url}`,
      "STATUS:TENTATIVE",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(icsFold).join("\r\n") + "\r\n";
}

/**
 * Where a body's calendar file is served (the call `meetingsCalendarFile` of meetings.api.ts); kept
 * here, free of schemas, so that the informational pages can link to it without loading zod.
 */
export const MEETINGS_CALENDAR_PATH = "/api/meetings/:file";
export const meetingsCalendarUrl = (bodyId: string) =>
  MEETINGS_CALENDAR_PATH.replace(":file", `${encodeURIComponent(bodyId)}.ics`);
