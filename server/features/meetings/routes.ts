import {
  getMeeting,
  listMeetings,
  meetingCalendarFile,
  meetingsCalendarFile,
  upcomingMeetings,
} from "@common/meetings.api";
import { meetingPageUrl } from "@common/meeting-basics";
import { meetingsCalendar, meetingsCalendarUrl, nextMeetings, nextMeetingsOf } from "@common/schedule";
import { bodyById, TIME_ZONE } from "@content/government";
import { SITE_DOMAIN } from "@content/site";
import type { Feature } from "../../context";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { CALENDAR_MEETINGS, upcomingAgendas } from "./agendas";
import { meetingDetail, upcomingMeetings as upcoming } from "./service";

const DEFAULT_UPCOMING = 2;

/** Upcoming meetings of Ramona's public bodies, as JSON and as iCalendar files, and each meeting's documents. */
export const meetingsFeature: Feature = (app, ctx) => {
  route(app, listMeetings, {}, async ({ query: { count = 3 } }, _req, reply) => {
    const now = new Date();
    reply.header("cache-control", "public, max-age=300");
    return {
      timeZone: TIME_ZONE,
      generatedAt: now.toISOString(),
      bodies: nextMeetings(now, count).map((b) => ({ ...b, calendarUrl: meetingsCalendarUrl(b.body) })),
    };
  });

  route(app, upcomingMeetings, { config: { rateLimit: { max: 300, timeWindow: "1 minute" } } }, ({ query }) =>
    upcoming(ctx.db, new Date(), { body: query.body, limit: query.limit ?? DEFAULT_UPCOMING }),
  );

  route(app, getMeeting, { config: { rateLimit: { max: 300, timeWindow: "1 minute" } } }, ({ params }) =>
    meetingDetail(ctx.db, params.body, params.date, new Date()),
  );

  route(app, meetingCalendarFile, {}, async ({ params }, _req, reply) => {
    const m = await meetingDetail(ctx.db, params.body, params.date, new Date());
    const body = bodyById(params.body)!;
    const site = `https://${SITE_DOMAIN}`;
    const page = `${site}${meetingPageUrl(m.body, m.date)}`;
    const agenda = m.agenda
      ? { url: page, items: m.agenda.items.map((i) => (i.code ? `${i.code}. ${i.title}` : i.title)) }
      : null;
    const ics = meetingsCalendar(body, [{ ...m, place: m.place }], {
      domain: SITE_DOMAIN,
      now: new Date(),
      url: page,
      agendas: agenda ? new Map([[m.date, agenda]]) : undefined,
    });
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${body.id}-${m.date}.ics"`)
      .header("cache-control", "public, max-age=300")
      .send(ics);
  });

  route(app, meetingsCalendarFile, {}, async ({ params: { file } }, _req, reply) => {
    const match = /^([a-z-]{1,40})\.ics$/.exec(file);
    const body = match ? bodyById(match[1]!) : undefined;
    if (!body) throw notFound(`No meeting calendar named "${file.slice(0, 60)}"`);
    const now = new Date();
    const agendas = await upcomingAgendas(ctx.db, now, CALENDAR_MEETINGS);
    const site = `https://${SITE_DOMAIN}`;
    const ics = meetingsCalendar(body, nextMeetingsOf(body, now, CALENDAR_MEETINGS), {
      domain: SITE_DOMAIN,
      now,
      url: `${site}/meetings`,
      meetingUrl: (m) => `${site}${meetingPageUrl(m.body, m.date)}`,
      agendas: new Map(
        [...agendas]
          .filter(([key]) => key.startsWith(`${body.id}/`))
          .map(([key, a]) => [
            key.slice(body.id.length + 1),
            {
              url: `${site}${meetingPageUrl(body.id, key.slice(body.id.length + 1))}`,
              items: a.items.map((i) => (i.code ? `${i.code}. ${i.title}` : i.title)),
            },
          ]),
      ),
    });
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${body.id}-meetings.ics"`)
      .header("cache-control", "public, max-age=300")
      .send(ics);
  });
};
