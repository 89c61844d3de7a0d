import { listMeetings, meetingsCalendarFile } from "@common/meetings.api";
import { meetingsCalendar, meetingsCalendarUrl, nextMeetings, nextMeetingsOf } from "@common/schedule";
import { bodyById, TIME_ZONE } from "@content/government";
import { SITE_DOMAIN } from "@content/site";
import type { Feature } from "../../context";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";

const CALENDAR_MEETINGS = 6;

/** Upcoming meetings of Ramona's public bodies, as JSON and as iCalendar files. */
export const meetingsFeature: Feature = (app) => {
  route(app, listMeetings, {}, async ({ query: { count = 3 } }, _req, reply) => {
    const now = new Date();
    reply.header("cache-control", "public, max-age=300");
    return {
      timeZone: TIME_ZONE,
      generatedAt: now.toISOString(),
      bodies: nextMeetings(now, count).map((b) => ({ ...b, calendarUrl: meetingsCalendarUrl(b.body) })),
    };
  });

  route(app, meetingsCalendarFile, {}, async ({ params: { file } }, _req, reply) => {
    const match = /^([a-z-]{1,40})\.ics$/.exec(file);
    const body = match ? bodyById(match[1]!) : undefined;
    if (!body) throw notFound(`No meeting calendar named "${file.slice(0, 60)}"`);
    const now = new Date();
    const ics = meetingsCalendar(body, nextMeetingsOf(body, now, CALENDAR_MEETINGS), {
      domain: SITE_DOMAIN,
      now,
      url: `https://${SITE_DOMAIN}/meetings`,
    });
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${body.id}-meetings.ics"`)
      .header("cache-control", "public, max-age=300")
      .send(ics);
  });
};
