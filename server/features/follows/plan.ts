import type { Db } from "../../db/client";
import { agendaDeliveries, meetingAhead, withFollowUps } from "./agenda-alerts";
import type { AlertItem } from "./alert-items";
import { matchItems } from "./match";
import {
  activeSubscriptions,
  documentsAlertedBetween,
  documentsWithoutRun,
  periodHasRun,
  recordRun,
  type ActiveSubscription,
} from "./runs";
import { previousWeek } from "./weeks";

/** Planning alert runs: which subscriptions a document (or a week) gives a message, and with which items. */

export const NO_MAIL = "E-mail is not configured: no alerts were sent.";

/** Each subscription's items among the documents, one search per distinct target; none when nothing matched. */
async function deliveriesFor(db: Db, subs: ActiveSubscription[], documentIds: number[]) {
  const byTarget = new Map<string, ActiveSubscription[]>();
  for (const s of subs) byTarget.set(s.targetKey, [...(byTarget.get(s.targetKey) ?? []), s]);
  const out: Array<{ subscriptionId: number; items: AlertItem[] }> = [];
  for (const group of byTarget.values()) {
    const items = await matchItems(db, group[0]!, documentIds);
    if (items.length) for (const s of group) out.push({ subscriptionId: s.id, items });
  }
  return out;
}

/**
 * Records a run for each document made public since the last look (a few at a time), with a
 * delivery for each immediate subscription it matches. An agenda alerts only while its meeting is
 * ahead, each item once; minutes also tell those alerted to its meeting's agenda items what was
 * decided on them. Answers how many runs this instance recorded.
 */
export async function planDocumentRuns(db: Db, mail: boolean, limit = 10, now = new Date()): Promise<number> {
  const docs = await documentsWithoutRun(db, limit);
  if (!docs.length) return 0;
  const subs = mail ? await activeSubscriptions(db, "immediate") : [];
  let recorded = 0;
  for (const doc of docs) {
    const deliveries =
      doc.kind === "agenda"
        ? meetingAhead(doc, now)
          ? agendaDeliveries(doc, await deliveriesFor(db, subs, [doc.id]))
          : []
        : mail
          ? await withFollowUps(db, doc, await deliveriesFor(db, subs, [doc.id]))
          : [];
    const run = {
      kind: "document" as const,
      documentId: doc.id,
      documentTitle: doc.title,
      error: mail ? null : NO_MAIL,
    };
    if ((await recordRun(db, run, deliveries)) !== null) recorded++;
  }
  return recorded;
}

/**
 * Records the digest run of the last whole week before `now`, once (the week is unique among
 * runs): a delivery for each weekly subscription that the week's documents match.
 */
export async function planDigest(db: Db, mail: boolean, now: Date): Promise<number | null> {
  const week = previousWeek(now);
  if (await periodHasRun(db, week.period)) return null;
  // An agenda is told while its meeting is ahead, as what is planned; one whose meeting has passed
  // is left to its minutes.
  const docs = (await documentsAlertedBetween(db, week.from, week.to)).filter(
    (d) => d.kind !== "agenda" || meetingAhead(d, now),
  );
  const agendas = new Set(docs.filter((d) => d.kind === "agenda").map((d) => d.id));
  const subs = mail && docs.length ? await activeSubscriptions(db, "weekly") : [];
  const deliveries = (
    await deliveriesFor(
      db,
      subs,
      docs.map((d) => d.id),
    )
  ).map((d) => ({
    ...d,
    items: d.items.map((it) => (agendas.has(it.documentId) ? { ...it, stage: "agenda" as const } : it)),
  }));
  return recordRun(db, { kind: "digest", period: week.period, error: mail ? null : NO_MAIL }, deliveries);
}
