CREATE TABLE "quote_line_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"phrase" text NOT NULL,
	"kind" text NOT NULL,
	"proposed_quantity" numeric(10, 2) NOT NULL,
	"corrected_quantity" numeric(10, 2),
	"message_id" uuid,
	"quote_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_line_corrections_kind_check" CHECK ("quote_line_corrections"."kind" IN ('quantity', 'not-wanted')),
	CONSTRAINT "quote_line_corrections_quantity_check" CHECK (("quote_line_corrections"."kind" = 'quantity') = ("quote_line_corrections"."corrected_quantity" is not null))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "public_token_hash" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "public_token_sealed" text;--> statement-breakpoint
ALTER TABLE "quote_line_corrections" ADD CONSTRAINT "quote_line_corrections_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_corrections" ADD CONSTRAINT "quote_line_corrections_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_corrections" ADD CONSTRAINT "quote_line_corrections_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_corrections" ADD CONSTRAINT "quote_line_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_line_corrections_service_phrase_key" ON "quote_line_corrections" USING btree ("service_id",lower("phrase"));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_public_token_hash_unique" UNIQUE("public_token_hash");--> statement-breakpoint
-- Links sent before this migration keep working: each stored token's SHA-256 (hex, as the server computes it)
-- becomes its lookup key here. Sealing needs the server's secret key, which SQL does not have: the migrate
-- command seals each token into "public_token_sealed" and clears "public_token" right after the migrations.
UPDATE "quotes" SET "public_token_hash" = encode(sha256(convert_to("public_token", 'UTF8')), 'hex')
WHERE "public_token" IS NOT NULL;
