import type { PostedAgenda } from "@common/meetings";
import { nextMeetingsOf } from "@common/schedule";
import { GOVERNMENT_BODIES } from "@content/government";
import type { Db } from "../../db/client";
import { postedAgendas } from "./service";

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
