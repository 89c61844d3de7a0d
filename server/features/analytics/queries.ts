import { sql, type SQL } from "drizzle-orm";
import {
  ANALYTICS_DAYS,
  ANALYTICS_TIME_ZONE,
  TOP_DOCUMENTS_LIMIT,
  type AiAnalytics,
  type AiQueryLogEntry,
  type QueryLogLimit,
} from "@common/analytics";
import type { AssistantName } from "@common/assistants";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

/**
 * Every analytics figure is computed by the database, with the same SQL on PGlite and PostgreSQL.
 * Days are calendar days in the town's time zone; the window is today and the 29 days before it.
 */

const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
const lastDayOffset = sql.raw(String(ANALYTICS_DAYS - 1));

function assistantFilter(assistant: AssistantName | undefined, column: SQL): SQL {
  return assistant ? sql`and ${column} = ${assistant}` : sql``;
}

type Totals = { total: number; avg_response: number; avg_question: number; avg_answer: number };
type DayRow = { date: string; count: number };
type TopRow = { document_id: number; title: string | null; count: number };

export async function loadAnalytics(db: Db, assistant?: AssistantName): Promise<AiAnalytics> {
  // The roll-ups are kept by triggers (migration analytics_triggers); averages are the sums over
  // the count, as avg() over every query would give.
  const totals = await queryRows<Totals>(
    db,
    sql`
    select coalesce(sum(queries), 0)::int as total,
           coalesce(round(sum(total_response_ms)::numeric / nullif(sum(queries), 0)), 0)::int as avg_response,
           coalesce(round(sum(total_question_length)::numeric / nullif(sum(queries), 0)), 0)::int as avg_question,
           coalesce(round(sum(total_answer_length)::numeric / nullif(sum(queries), 0)), 0)::int as avg_answer
    from ai_query_daily
    where true ${assistantFilter(assistant, sql`assistant`)}`,
  );

  const days = await queryRows<DayRow>(
    db,
    sql`
    with today as (select (now() at time zone ${tz})::date as d),
    counts as (
      select r.day, sum(r.queries)::int as count
      from ai_query_daily r, today
      where r.day between today.d - ${lastDayOffset} and today.d
        ${assistantFilter(assistant, sql`r.assistant`)}
      group by r.day
    )
    select to_char(today.d - offs, 'YYYY-MM-DD') as date, coalesce(counts.count, 0)::int as count
    from today
    cross join generate_series(${lastDayOffset}, 0, -1) as offs
    left join counts on counts.day = today.d - offs
    order by today.d - offs`,
  );

  const top = await queryRows<TopRow>(
    db,
    sql`
    select document_id, sum(uses)::int as count, (array_agg(title order by last_query_id desc))[1] as title
    from ai_document_usage
    where true ${assistantFilter(assistant, sql`assistant`)}
    group by document_id
    having sum(uses) > 0
    order by sum(uses) desc, document_id
    limit ${TOP_DOCUMENTS_LIMIT}`,
  );

  const t = totals[0];
  return {
    totalQueries: t?.total ?? 0,
    avgResponseTime: t?.avg_response ?? 0,
    avgQuestionLength: t?.avg_question ?? 0,
    avgAnswerLength: t?.avg_answer ?? 0,
    queriesPerDay: days.map((r) => ({ date: r.date, count: r.count })),
    topDocuments: top.map((r) => ({
      docId: r.document_id,
      title: r.title ?? `Document ${r.document_id}`,
      count: r.count,
    })),
  };
}

type LogRow = {
  id: number;
  question: string;
  created_at: string;
  response_time_ms: number;
  question_length: number;
  answer_length: number;
  assistant: AssistantName;
  documents: Array<{ id: number; title: string }> | string;
};

export async function loadQueryLog(
  db: Db,
  opts: { limit: QueryLogLimit; assistant?: AssistantName },
): Promise<AiQueryLogEntry[]> {
  const res = await queryRows<LogRow>(
    db,
    sql`
    select q.id, q.question, q.response_time_ms, q.question_length, q.answer_length, q.assistant,
           to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           coalesce((select json_agg(json_build_object('id', d.document_id, 'title', d.title) order by d.rank)
                       from ai_query_documents d where d.query_id = q.id), '[]'::json) as documents
    from ai_queries q
    where true ${assistantFilter(opts.assistant, sql`q.assistant`)}
    order by q.created_at desc, q.id desc
    limit ${opts.limit}`,
  );
  return res.map(presentLogRow);
}

function presentLogRow(r: LogRow): AiQueryLogEntry {
  const documents = typeof r.documents === "string" ? (JSON.parse(r.documents) as LogRow["documents"]) : r.documents;
  const docs = Array.isArray(documents) ? documents : [];
  return {
    id: r.id,
    question: r.question,
    createdAt: r.created_at,
    responseTimeMs: r.response_time_ms,
    relevantDocuments: docs.map((d) => d.id),
    documentTitles: docs.map((d) => d.title),
    questionLength: r.question_length,
    answerLength: r.answer_length,
    assistant: r.assistant,
  };
}
