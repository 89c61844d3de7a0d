CREATE TABLE "ai_document_usage" (
	"assistant" text NOT NULL,
	"document_id" integer NOT NULL,
	"uses" integer NOT NULL,
	"title" text NOT NULL,
	"last_query_id" integer NOT NULL,
	CONSTRAINT "ai_document_usage_assistant_document_id_pk" PRIMARY KEY("assistant","document_id")
);
--> statement-breakpoint
CREATE TABLE "ai_query_daily" (
	"assistant" text NOT NULL,
	"day" date NOT NULL,
	"queries" integer NOT NULL,
	"total_response_ms" bigint NOT NULL,
	"total_question_length" bigint NOT NULL,
	"total_answer_length" bigint NOT NULL,
	CONSTRAINT "ai_query_daily_assistant_day_pk" PRIMARY KEY("assistant","day")
);
--> statement-breakpoint
DROP INDEX "ai_query_documents_assistant_document_idx";--> statement-breakpoint
DROP INDEX "ai_query_documents_document_idx";--> statement-breakpoint
CREATE INDEX "ai_query_documents_document_idx" ON "ai_query_documents" USING btree ("document_id");