import { sql } from "drizzle-orm";
import { ANALYTICS_DAYS, ANALYTICS_TIME_ZONE, type FeedbackSummary } from "@common/analytics";
import { ASSISTANTS, type AssistantName } from "@common/assistants";
import type { FeedbackReason } from "@common/feedback";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
/** The first instant of the oldest day of the analytics window (today and the 29 days before it, in the town). */
const windowStart = sql`((((now() AT TIME ZONE ${tz})::date - ${sql.raw(String(ANALYTICS_DAYS - 1))})::timestamp) AT TIME ZONE ${tz})`;

type Reason = FeedbackReason | "none";

/**
 * Per assistant, over the analytics window: the answers rated (a visitor's latest rating of each),
 * how many of them not helpful, that share, and the reasons given with "Not helpful".
 */
export async function feedbackSummary(db: Db, assistant?: AssistantName): Promise<FeedbackSummary> {
  const only = assistant ? sql`AND assistant = ${assistant}` : sql``;
  const rows = await queryRows<{ assistant: AssistantName; reason: Reason | null; rated: number; down: number }>(
    db,
    sql`
    SELECT assistant, CASE WHEN rating = 'down' THEN coalesce(reason, 'none') END AS reason,
           count(*)::int AS rated, count(*) FILTER (WHERE rating = 'down')::int AS down
    FROM answer_feedback
    WHERE rated_at >= ${windowStart} ${only}
    GROUP BY 1, 2`,
  );
  return {
    days: ANALYTICS_DAYS,
    assistants: ASSISTANTS.filter((a) => !assistant || a === assistant).map((a) => {
      const mine = rows.filter((r) => r.assistant === a);
      const rated = mine.reduce((s, r) => s + Number(r.rated), 0);
      const notHelpful = mine.reduce((s, r) => s + Number(r.down), 0);
      const reasons = mine
        .filter((r) => r.reason !== null)
        .map((r) => ({ reason: r.reason!, count: Number(r.down) }))
        .sort((x, y) => y.count - x.count || x.reason.localeCompare(y.reason));
      return { assistant: a, rated, notHelpful, notHelpfulShare: rated ? notHelpful / rated : 0, reasons };
    }),
  };
}
