CREATE TABLE "answer_traces" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"trace" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "answer_traces" ADD CONSTRAINT "answer_traces_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;