CREATE TABLE "ai_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistant" text NOT NULL,
	"question" text NOT NULL,
	"question_length" integer NOT NULL,
	"answer_length" integer NOT NULL,
	"response_time_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_queries_assistant_check" CHECK ("ai_queries"."assistant" in ('home', 'rcpg', 'design-review'))
);
--> statement-breakpoint
CREATE TABLE "ai_query_documents" (
	"query_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"document_id" integer NOT NULL,
	"title" text NOT NULL,
	"assistant" text NOT NULL,
	CONSTRAINT "ai_query_documents_query_id_rank_pk" PRIMARY KEY("query_id","rank")
);
--> statement-breakpoint
ALTER TABLE "ai_query_documents" ADD CONSTRAINT "ai_query_documents_query_id_ai_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."ai_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_queries_created_at_idx" ON "ai_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_queries_assistant_created_at_idx" ON "ai_queries" USING btree ("assistant","created_at");--> statement-breakpoint
CREATE INDEX "ai_query_documents_document_idx" ON "ai_query_documents" USING btree ("document_id","query_id");--> statement-breakpoint
CREATE INDEX "ai_query_documents_assistant_document_idx" ON "ai_query_documents" USING btree ("assistant","document_id","query_id");