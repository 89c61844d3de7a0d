import { meetingOnDate } from "@common/schedule";
import { bodyById } from "@content/government";
import type { Db } from "../../db/client";
import { documentItems, matchAgenda, minutesDecisions } from "../meetings/agendas";
import type { AlertItem } from "./alert-items";
import { agendaAlertsToFollowUp, type PlannedDelivery, type UnalertedDocument } from "./runs";

/**
 * Alerts before a meeting: a posted agenda's items that a follow matches, once per item and never
 * for a meeting already begun; and, when the minutes of that meeting are indexed, what was decided
 * on each item a subscriber was alerted to.
 */

/** An item's key among a meeting's agendas: its title's words (an amended agenda may renumber it). */
export const agendaItemKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Whether the meeting of an agenda is still to come at `now`. */
export function meetingAhead(doc: Pick<UnalertedDocument, "body" | "meetingDate">, now: Date): boolean {
  const body = bodyById(doc.body);
  if (!body || !doc.meetingDate) return false;
  return Date.parse(meetingOnDate(body, doc.meetingDate).start) > now.getTime();
}

/** The deliveries of an agenda: each matched item marked as on the agenda, with its key. */
export function agendaDeliveries(
  doc: UnalertedDocument,
  matched: Array<{ subscriptionId: number; items: AlertItem[] }>,
): PlannedDelivery[] {
  return matched.map((d) => ({
    subscriptionId: d.subscriptionId,
    items: d.items.map((it) => ({ ...it, stage: "agenda" as const })),
    agendaKeys: d.items.map((it) => ({
      body: doc.body,
      meetingDate: doc.meetingDate!,
      itemKey: agendaItemKey(it.title),
      itemCode: it.code,
      itemTitle: it.title,
    })),
  }));
}

/**
 * Adds to the deliveries of a meeting's minutes, for each subscriber alerted to items of its
 * agenda, what the minutes decided on each of them (matched by number, project number or title).
 */
export async function withFollowUps(
  db: Db,
  doc: UnalertedDocument,
  deliveries: PlannedDelivery[],
): Promise<PlannedDelivery[]> {
  if (doc.kind !== "minutes" || !doc.meetingDate) return deliveries;
  const alerts = await agendaAlertsToFollowUp(db, doc.body, doc.meetingDate);
  if (!alerts.length) return deliveries;
  const decided = await minutesDecisions(db, doc.id);
  const agendaItems = await documentItems(db, [...new Set(alerts.map((a) => a.documentId))]);
  const refsOf = (a: (typeof alerts)[number]) =>
    agendaItems.find((i) => i.documentId === a.documentId && agendaItemKey(i.title) === agendaItemKey(a.itemTitle))
      ?.refs ?? [];
  const out = deliveries.map((d) => ({ ...d }));
  const bySubscription = new Map<number, typeof alerts>();
  for (const a of alerts) bySubscription.set(a.subscriptionId, [...(bySubscription.get(a.subscriptionId) ?? []), a]);
  for (const [subscriptionId, mine] of bySubscription) {
    const pairs = matchAgenda(
      mine.map((a) => ({ code: a.itemCode, title: a.itemTitle, refs: refsOf(a), alert: a })),
      decided,
    ).filter((p) => p.agenda);
    const items: AlertItem[] = pairs.map(({ agenda, minutes }) => ({
      documentId: doc.id,
      documentTitle: doc.title,
      meetingDate: doc.meetingDate,
      body: doc.body,
      ordinal: minutes?.ordinal ?? null,
      code: agenda!.code,
      title: agenda!.title,
      outcome: minutes?.outcome ?? null,
      tallyText: minutes?.tallyText ?? null,
      page: minutes?.page ?? 1,
      stage: "decision",
      alertedOn: agenda!.alert.createdAt.slice(0, 10),
      motion: minutes ? (minutes.motion ?? null) : null,
    }));
    const followsUp = mine.map((a) => a.id);
    const existing = out.find((d) => d.subscriptionId === subscriptionId);
    if (existing) {
      // The minutes' own match of the follow names the same items: the follow-up tells them.
      const told = new Set(items.map((i) => i.ordinal).filter((o): o is number => o !== null));
      existing.items = [...items, ...existing.items.filter((i) => i.ordinal === null || !told.has(i.ordinal))];
      existing.followsUp = followsUp;
    } else out.push({ subscriptionId, items, followsUp });
  }
  return out;
}
