import { FEED_MAX_ENTRIES } from "@common/follows";
import type { Db } from "../../db/client";
import { historyOf } from "../documents/history";
import { recordSummaries, type RecordSummary } from "../documents/past-meetings";
import { documentRecord } from "../documents/record";
import { fromHistory, fromRecord, type AlertItem } from "./alert-items";
import type { StoredTarget } from "./targets";

/** What a target finds in the public meeting records: the history search's items, or a body's records. */

const minutesBody = (t: StoredTarget) => (t.body === "rcpg" || t.body === "design-review" ? t.body : undefined);

/**
 * The items of the given documents that a target matches, in date order: a search's by the
 * history search (the same query), a body's every item of its records (a record without
 * recognised items counts as one). Empty for the water district, which has no minutes here.
 */
export async function matchItems(db: Db, target: StoredTarget, documentIds: number[]): Promise<AlertItem[]> {
  if (!documentIds.length || target.body === "water-district") return [];
  if (target.kind === "search") {
    const { entries } = await historyOf(db, target.query ?? "", minutesBody(target), 1000, documentIds);
    return entries.map(fromHistory);
  }
  const body = minutesBody(target);
  if (!body) return [];
  const records = await recordSummaries(db, { body, ids: documentIds, limit: documentIds.length });
  const out: AlertItem[] = [];
  for (const r of records.reverse()) out.push(...fromRecord(await documentRecord(db, r.id)));
  return out;
}

/** A feed's content: the latest matching items (a search) or records (a body), newest first. */
export type FeedContent =
  | { kind: "items"; items: AlertItem[]; records: Map<number, RecordSummary> }
  | { kind: "records"; records: RecordSummary[] };

export async function feedContent(db: Db, target: StoredTarget): Promise<FeedContent> {
  if (target.kind === "search") {
    const { entries } = await historyOf(db, target.query ?? "", minutesBody(target), FEED_MAX_ENTRIES);
    const items = target.body === "water-district" ? [] : entries.map(fromHistory).reverse();
    const ids = [...new Set(items.map((i) => i.documentId))];
    const records = ids.length ? await recordSummaries(db, { ids, limit: ids.length }) : [];
    return { kind: "items", items, records: new Map(records.map((r) => [r.id, r])) };
  }
  const body = minutesBody(target);
  return { kind: "records", records: body ? await recordSummaries(db, { body, limit: FEED_MAX_ENTRIES }) : [] };
}
