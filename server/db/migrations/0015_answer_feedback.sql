CREATE TABLE "answer_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistant" text NOT NULL,
	"message_id" integer,
	"answer_key" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" text NOT NULL,
	"reason" text,
	"comment" text,
	"status" text DEFAULT 'open' NOT NULL,
	"reviewed_answer_id" integer,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "answer_feedback_assistant_check" CHECK ("answer_feedback"."assistant" in ('home', 'rcpg', 'design-review')),
	CONSTRAINT "answer_feedback_rating_check" CHECK ("answer_feedback"."rating" in ('up', 'down')),
	CONSTRAINT "answer_feedback_status_check" CHECK ("answer_feedback"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "reviewed_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistant" text,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text NOT NULL,
	"retired_at" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"question_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "reviewed_answers"."question")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_queries" ADD COLUMN "declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reviewed_answer_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_feedback_answer_visitor_key" ON "answer_feedback" USING btree ("answer_key","visitor_hash");--> statement-breakpoint
CREATE INDEX "answer_feedback_review_idx" ON "answer_feedback" USING btree ("status","rating","rated_at");--> statement-breakpoint
CREATE INDEX "answer_feedback_rated_at_idx" ON "answer_feedback" USING btree ("rated_at");--> statement-breakpoint
CREATE INDEX "reviewed_answers_question_tsv" ON "reviewed_answers" USING gin ("question_tsv");--> statement-breakpoint
CREATE INDEX "ai_queries_declined_idx" ON "ai_queries" USING btree ("created_at") WHERE "ai_queries"."declined";