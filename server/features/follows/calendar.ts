import type { PostedAgenda } from "@common/meetings";
import { icsEscape, icsFold, nextMeetingsOf } from "@common/schedule";
import { bodyById } from "@content/government";
import { SITE_DOMAIN } from "@content/site";
import type { RecordSummary } from "../documents/past-meetings";
import { itemHeading, outcomeText, type AlertItem } from "./alert-items";
import type { FollowLinkBuilder } from "./links";
import type { FeedContent } from "./match";
import { BODIES_WITH_MINUTES, FOLLOW_BODY_LABELS, type StoredTarget } from "./targets";
import { meetingTimes } from "./when";

/** How many upcoming meetings of each body a calendar carries. */
const UPCOMING = 6;

const instant = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** RFC 5545 text, without the control characters a content line cannot hold. */
const text = (s: string) => icsEscape(s.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ""));

/**
 * The iCalendar of a follow (RFC 5545): the next meetings of the bodies concerned (from their
 * schedules) and the past meetings it found, each linked to its record.
 */
export function renderCalendar(opts: {
  target: StoredTarget;
  label: string;
  content: FeedContent;
  links: FollowLinkBuilder;
  now: Date;
  /** The agendas posted for upcoming meetings, by "body/date". */
  agendas?: Map<string, PostedAgenda>;
}): string {
  const { target, content, links, now } = opts;
  const stamp = instant(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE_DOMAIN}//Follows//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(opts.label)}`,
  ];
  const event = (e: {
    uid: string;
    start: Date;
    end: Date;
    summary: string;
    description: string;
    url: string;
    location?: string;
    status: string;
    sequence?: number;
  }) =>
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}@${SITE_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      ...(e.sequence ? [`SEQUENCE:${e.sequence}`] : []),
      `DTSTART:${instant(e.start)}`,
      `DTEND:${instant(e.end)}`,
      `SUMMARY:${text(e.summary)}`,
      ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
      `DESCRIPTION:${text(e.description)}`,
      `URL:${e.url}`,
      `STATUS:${e.status}`,
      "END:VEVENT",
    );

  const bodies = target.body ? [target.body] : BODIES_WITH_MINUTES;
  for (const id of bodies) {
    const body = bodyById(id);
    if (!body) continue;
    for (const m of nextMeetingsOf(body, now, UPCOMING)) {
      const agenda = opts.agendas?.get(`${m.body}/${m.date}`);
      const page = links.meeting(m.body, m.date);
      event({
        uid: `${body.id}-${m.date}`,
        start: new Date(m.start),
        end: new Date(m.end),
        summary: `${body.name} meeting`,
        location: `${m.place.name}, ${m.place.address}`,
        description: [
          `Regular public meeting (${m.dateLabel}, ${m.timeLabel} Pacific time).`,
          ...(agenda
            ? [`Agenda posted: ${page}`, ...agenda.items.map((i) => `- ${itemHeading(i)}`)]
            : ["Agenda not yet posted."]),
          "Meetings can be moved or cancelled: check the posted agenda before you go.",
        ].join("\n"),
        url: page,
        status: "TENTATIVE",
        sequence: agenda ? 1 : 0,
      });
    }
  }

  for (const past of pastMeetings(content)) {
    const { start, end } = meetingTimes(past.record.body, past.record.meetingDate!);
    const items = past.items.map((it) => `${itemHeading(it)}${outcomeText(it) ? ` (${outcomeText(it)})` : ""}`);
    event({
      uid: `record-${past.record.id}`,
      start,
      end,
      summary: `${FOLLOW_BODY_LABELS[past.record.body]} meeting: ${past.record.title}`,
      description: [`The meeting's record: ${links.record(past.record.id)}`, ...items].join("\n"),
      url: links.record(past.record.id),
      status: "CONFIRMED",
    });
  }
  lines.push("END:VCALENDAR");
  return lines.map(icsFold).join("\r\n") + "\r\n";
}

/** The past meetings with a record in the content, each with its matching items. */
function pastMeetings(content: FeedContent): Array<{ record: RecordSummary; items: AlertItem[] }> {
  const records = content.kind === "records" ? content.records : [...content.records.values()];
  return (
    records
      // An agenda's meeting is among the upcoming ones, which carry its items.
      .filter((r) => r.meetingDate && r.kind !== "agenda")
      .map((record) => ({
        record,
        items: content.kind === "items" ? content.items.filter((i) => i.documentId === record.id) : [],
      }))
  );
}
