import { DOCUMENT_BODIES, documentFileUrl, documentRecordUrl, type DocumentBody } from "@common/document-basics";
import {
  meetingPageUrl,
  type AgendaItem,
  type MeetingDetail,
  type MinutesItem,
  type PostedAgenda,
  type UpcomingMeetings,
} from "@common/meetings";
import { meetingOnDate, nextMeetingsOf, type Meeting } from "@common/schedule";
import { bodyById, GOVERNMENT_BODIES, TIME_ZONE, type BodyId } from "@content/government";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import {
  documentItems,
  documentMotions,
  meetingDocuments,
  type MeetingDocument,
  type StoredItem,
} from "../documents/meeting-documents";
import { matchAgenda } from "./match";

/** A meeting gathers the documents of its body and date: its agenda, its minutes, other papers. */

const isDocumentBody = (b: string): b is DocumentBody => (DOCUMENT_BODIES as readonly string[]).includes(b);

const presentTime = (m: Meeting) => ({
  body: m.body,
  bodyName: m.bodyName,
  date: m.date,
  dateLabel: m.dateLabel,
  time: m.time,
  timeLabel: m.timeLabel,
  start: m.start,
  end: m.end,
  place: m.place,
  url: meetingPageUrl(m.body, m.date),
});

export const presentAgendaItem = (i: StoredItem): AgendaItem => ({
  ordinal: i.ordinal,
  code: i.code,
  title: i.title,
  page: i.pageFrom,
  action: i.action,
  refs: i.refs,
});

function presentAgenda(doc: MeetingDocument, items: StoredItem[]): PostedAgenda {
  return {
    documentId: doc.id,
    title: doc.title,
    fileUrl: documentFileUrl(doc.id),
    postedAt: doc.uploadedAt,
    isSample: doc.isSample,
    items: items.filter((i) => i.documentId === doc.id).map(presentAgendaItem),
  };
}

/** The agendas posted for meetings (the latest upload of each body and date), with their items. */
export async function postedAgendas(
  db: Db,
  meetings: Array<Pick<Meeting, "body" | "date">>,
): Promise<Map<string, PostedAgenda>> {
  const dates = [...new Set(meetings.filter((m) => isDocumentBody(m.body)).map((m) => m.date))];
  const docs = await meetingDocuments(db, { dates, kind: "agenda" });
  const latest = new Map<string, MeetingDocument>();
  for (const d of docs) if (!latest.has(`${d.body}/${d.meetingDate}`)) latest.set(`${d.body}/${d.meetingDate}`, d);
  const items = await documentItems(
    db,
    [...latest.values()].map((d) => d.id),
  );
  return new Map([...latest].map(([key, d]) => [key, presentAgenda(d, items)]));
}

/** The next meetings of each body (or one), `limit` each, with their agenda once it is posted. */
export async function upcomingMeetings(
  db: Db,
  now: Date,
  opts: { body?: BodyId; limit: number },
): Promise<UpcomingMeetings> {
  const bodies = opts.body ? [bodyById(opts.body)!] : GOVERNMENT_BODIES;
  const meetings = bodies.flatMap((b) => nextMeetingsOf(b, now, opts.limit));
  const agendas = await postedAgendas(db, meetings);
  return {
    timeZone: TIME_ZONE,
    meetings: meetings.map((m) => ({ ...presentTime(m), agenda: agendas.get(`${m.body}/${m.date}`) ?? null })),
  };
}

/** What the minutes decided on each of their items: the deciding motion (the last with an outcome). */
export async function minutesItems(
  db: Db,
  doc: Pick<MeetingDocument, "id">,
  items: StoredItem[],
): Promise<Array<MinutesItem & { refs: string[] }>> {
  const motions = await documentMotions(db, doc.id);
  return items
    .filter((i) => i.documentId === doc.id)
    .map((i) => {
      const mine = motions.filter((m) => m.itemOrdinal === i.ordinal);
      const decided = mine.filter((m) => m.outcome).at(-1) ?? mine.at(-1) ?? null;
      return {
        documentId: doc.id,
        ordinal: i.ordinal,
        code: i.code,
        title: i.title,
        page: decided?.page ?? i.pageFrom,
        outcome: decided?.outcome ?? (i.continuedTo ? "continued" : null),
        tallyText: decided?.tallyText ?? null,
        motion: decided?.text ?? null,
        continuedTo: i.continuedTo,
        refs: i.refs,
      };
    });
}

/**
 * A meeting of a body on a date: before it, its agenda's items with the time, place and how to
 * take part; after it, each agenda item beside what the minutes decided. A date that is neither a
 * regular meeting of the body nor the date of any of its documents is no meeting (404).
 */
export async function meetingDetail(db: Db, bodyId: BodyId, date: string, now: Date): Promise<MeetingDetail> {
  const body = bodyById(bodyId)!;
  const meeting = meetingOnDate(body, date);
  const docs = isDocumentBody(bodyId) ? await meetingDocuments(db, { body: bodyId, dates: [date] }) : [];
  if (!meeting.scheduled && !docs.length) throw notFound(`The ${body.name} has no meeting on ${date}`);
  const agendaDoc = docs.find((d) => d.kind === "agenda") ?? null;
  const minutesDoc = docs.find((d) => d.kind === "minutes") ?? null;
  const items = await documentItems(
    db,
    [agendaDoc?.id, minutesDoc?.id].filter((id): id is number => id != null),
  );
  const agenda = agendaDoc ? presentAgenda(agendaDoc, items) : null;
  const decided = minutesDoc ? await minutesItems(db, minutesDoc, items) : [];
  const matches =
    agenda && minutesDoc
      ? matchAgenda(agenda.items, decided).map((p) => ({
          agenda: p.agenda,
          minutes: p.minutes ? stripRefs(p.minutes) : null,
          by: p.by,
        }))
      : [];
  return {
    ...presentTime(meeting),
    status: Date.parse(meeting.start) > now.getTime() ? "upcoming" : "past",
    publicComment: body.publicComment,
    documents: docs.map((d) => ({
      id: d.id,
      title: d.title,
      kind: d.kind,
      isSample: d.isSample,
      fileUrl: documentFileUrl(d.id),
      recordUrl: documentRecordUrl(d.id),
    })),
    agenda,
    minutes: minutesDoc
      ? { documentId: minutesDoc.id, title: minutesDoc.title, fileUrl: documentFileUrl(minutesDoc.id) }
      : null,
    matches,
  };
}

function stripRefs(m: MinutesItem & { refs: string[] }): MinutesItem {
  const { refs: _refs, ...rest } = m;
  return rest;
}
