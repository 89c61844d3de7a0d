import type { PostedAgenda } from "@common/meetings";
import { nextMeetingsOf } from "@common/schedule";
import { GOVERNMENT_BODIES } from "@content/government";
import type { Db } from "../../db/client";
import { documentItems } from "../documents/meeting-documents";
import { matchAgenda, type MatchableItem } from "./match";
import { minutesItems, postedAgendas } from "./service";

export { matchAgenda, type MatchableItem };

/** What other features read of posted agendas (calendars, alerts, answers). */

/** How many upcoming meetings of each body the calendars carry. */
export const CALENDAR_MEETINGS = 6;

/** The agendas posted for each body's next meetings, by "body/date". */
export function upcomingAgendas(db: Db, now: Date, count = CALENDAR_MEETINGS): Promise<Map<string, PostedAgenda>> {
  return postedAgendas(
    db,
    GOVERNMENT_BODIES.flatMap((b) => nextMeetingsOf(b, now, count)),
  );
}

/** What a document's minutes decided on each item, with the numbers each item prints. */
export async function minutesDecisions(db: Db, documentId: number) {
  return minutesItems(db, { id: documentId }, await documentItems(db, [documentId]));
}

/** The stored items of documents (an agenda's, to match an alerted item by its project numbers). */
export { documentItems };
