import { MeetingsQuerySchema } from "@common/meetings";
import { nextMeetings, nextMeetingsOf, meetingsCalendar } from "@common/schedule";
import { bodyById, TIME_ZONE } from "@content/government";
import { SITE_DOMAIN } from "@content/site";
import type { Feature } from "../../context";
import { notFound, parseInput } from "../../http/errors";

const CALENDAR_MEETINGS = 6;

/** Upcoming meetings of Ramona's public bodies, as JSON and as iCalendar files. */
export const meetingsFeature: Feature = (app) => {
  app.get("/api/meetings", async (req, reply) => {
    const { count = 3 } = parseInput(MeetingsQuerySchema, req.query, "Meetings query");
    const now = new Date();
    reply.header("cache-control", "public, max-age=300");
    return {
      timeZone: TIME_ZONE,
      generatedAt: now.toISOString(),
      bodies: nextMeetings(now, count).map((b) => ({ ...b, calendarUrl: `/api/meetings/${b.body}.ics` })),
    };
  });

  app.get<{ Params: { file: string } }>("/api/meetings/:file", async (req, reply) => {
    const match = /^([a-z-]{1,40})\.ics$/.exec(req.params.file);
    const body = match ? bodyById(match[1]!) : undefined;
    if (!body) throw notFound(`No meeting calendar named "${req.params.file.slice(0, 60)}"`);
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
