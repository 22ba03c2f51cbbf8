CREATE TABLE "message_meanings" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"pieces" text[] NOT NULL,
	"vectors" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_meanings" ADD CONSTRAINT "message_meanings_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;