-- Keeps the analytics roll-ups (ai_query_daily, ai_document_usage) in step with the recorded
-- queries. Statement-level triggers with transition tables: one upsert per statement, so a bulk
-- insert costs one grouped write, not one per row. Days are calendar days in America/Los_Angeles.
CREATE FUNCTION ai_query_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO ai_query_daily AS d (assistant, day, queries, total_response_ms, total_question_length, total_answer_length)
    SELECT assistant, (created_at AT TIME ZONE 'America/Los_Angeles')::date,
           -count(*), -sum(response_time_ms), -sum(question_length), -sum(answer_length)
    FROM old_rows GROUP BY 1, 2
    ON CONFLICT (assistant, day) DO UPDATE SET
      queries = d.queries + excluded.queries,
      total_response_ms = d.total_response_ms + excluded.total_response_ms,
      total_question_length = d.total_question_length + excluded.total_question_length,
      total_answer_length = d.total_answer_length + excluded.total_answer_length;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ai_query_daily AS d (assistant, day, queries, total_response_ms, total_question_length, total_answer_length)
    SELECT assistant, (created_at AT TIME ZONE 'America/Los_Angeles')::date,
           count(*), sum(response_time_ms), sum(question_length), sum(answer_length)
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (assistant, day) DO UPDATE SET
      queries = d.queries + excluded.queries,
      total_response_ms = d.total_response_ms + excluded.total_response_ms,
      total_question_length = d.total_question_length + excluded.total_question_length,
      total_answer_length = d.total_answer_length + excluded.total_answer_length;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_queries_rollup_insert AFTER INSERT ON ai_queries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ai_query_daily_apply();
--> statement-breakpoint
CREATE TRIGGER ai_queries_rollup_update AFTER UPDATE ON ai_queries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ai_query_daily_apply();
--> statement-breakpoint
CREATE TRIGGER ai_queries_rollup_delete AFTER DELETE ON ai_queries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ai_query_daily_apply();
--> statement-breakpoint
CREATE FUNCTION ai_document_usage_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO ai_document_usage AS u (assistant, document_id, uses, title, last_query_id)
    SELECT assistant, document_id, -count(*), min(title), 0
    FROM old_rows GROUP BY 1, 2
    ON CONFLICT (assistant, document_id) DO UPDATE SET uses = u.uses + excluded.uses;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ai_document_usage AS u (assistant, document_id, uses, title, last_query_id)
    SELECT assistant, document_id, count(*), (array_agg(title ORDER BY query_id DESC))[1], max(query_id)
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (assistant, document_id) DO UPDATE SET
      uses = u.uses + excluded.uses,
      title = CASE WHEN excluded.last_query_id >= u.last_query_id THEN excluded.title ELSE u.title END,
      last_query_id = greatest(u.last_query_id, excluded.last_query_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_query_documents_rollup_insert AFTER INSERT ON ai_query_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ai_document_usage_apply();
--> statement-breakpoint
CREATE TRIGGER ai_query_documents_rollup_update AFTER UPDATE ON ai_query_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ai_document_usage_apply();
--> statement-breakpoint
CREATE TRIGGER ai_query_documents_rollup_delete AFTER DELETE ON ai_query_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ai_document_usage_apply();
--> statement-breakpoint
CREATE FUNCTION ai_analytics_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ai_queries' THEN
    TRUNCATE ai_query_daily;
  ELSE
    TRUNCATE ai_document_usage;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_queries_rollup_truncate AFTER TRUNCATE ON ai_queries
  FOR EACH STATEMENT EXECUTE FUNCTION ai_analytics_rollup_truncate();
--> statement-breakpoint
CREATE TRIGGER ai_query_documents_rollup_truncate AFTER TRUNCATE ON ai_query_documents
  FOR EACH STATEMENT EXECUTE FUNCTION ai_analytics_rollup_truncate();
--> statement-breakpoint
-- Queries recorded before the roll-ups existed.
INSERT INTO ai_query_daily (assistant, day, queries, total_response_ms, total_question_length, total_answer_length)
SELECT assistant, (created_at AT TIME ZONE 'America/Los_Angeles')::date,
       count(*), sum(response_time_ms), sum(question_length), sum(answer_length)
FROM ai_queries GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO ai_document_usage (assistant, document_id, uses, title, last_query_id)
SELECT assistant, document_id, count(*), (array_agg(title ORDER BY query_id DESC))[1], max(query_id)
FROM ai_query_documents GROUP BY 1, 2;
