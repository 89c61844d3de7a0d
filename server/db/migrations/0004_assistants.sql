CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistant" text NOT NULL,
	"session_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"relevant_documents" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"response_time_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("assistant","session_id","id");