CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"revision" integer NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_events_action_check" CHECK ("quote_events"."action" IN ('CREATED', 'EDITED', 'SENT', 'VIEWED', 'ACCEPTED', 'DECLINED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"description" text NOT NULL,
	"unit" text,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	"ai_proposed" boolean DEFAULT false NOT NULL,
	"source_text" text,
	CONSTRAINT "quote_lines_kind_check" CHECK ("quote_lines"."kind" IN ('catalog', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "quote_number_sequences" (
	"tenant_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "quote_number_sequences_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"quote_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"document" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	CONSTRAINT "quote_revisions_quote_id_revision_pk" PRIMARY KEY("quote_id","revision")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_check";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "subtotal" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_rate_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_revision" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "public_token" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "client_comment" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "quote_tax_rate_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "quote_discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "quote_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "quote_validity_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_number_sequences" ADD CONSTRAINT "quote_number_sequences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","at");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_status_valid_until_idx" ON "quotes" USING btree ("status","valid_until");--> statement-breakpoint
-- Backfill the quotes written before quotes became documents: numbered per tenant and year in creation
-- order (and the sequences continue from there), valid 30 days from creation, their jsonb lines as rows.
UPDATE "quotes" SET "number" = n."number", "valid_until" = (n."created_at" + interval '30 days')::date,
  "subtotal" = "quotes"."total"
FROM (
  SELECT "id", "created_at", 'Q-' || extract(year FROM "created_at")::int || '-' ||
    lpad((row_number() OVER (PARTITION BY "tenant_id", extract(year FROM "created_at") ORDER BY "created_at", "id"))::text, 4, '0') AS "number"
  FROM "quotes"
) n WHERE n."id" = "quotes"."id";--> statement-breakpoint
INSERT INTO "quote_number_sequences" ("tenant_id", "year", "last_value")
SELECT "tenant_id", extract(year FROM "created_at")::int, count(*) FROM "quotes"
GROUP BY "tenant_id", extract(year FROM "created_at")::int;--> statement-breakpoint
INSERT INTO "quote_lines" ("quote_id", "position", "kind", "service_id", "description", "unit", "quantity", "unit_cost", "line_total", "ai_proposed", "source_text")
SELECT q."id", item."ordinality" - 1,
  CASE WHEN item."value"->>'serviceId' IS NULL THEN 'custom' ELSE 'catalog' END,
  (SELECT s."id" FROM "services" s WHERE s."id"::text = item."value"->>'serviceId'),
  coalesce(item."value"->>'name', ''), item."value"->>'unit',
  (item."value"->>'quantity')::numeric, (item."value"->>'unitCost')::numeric, (item."value"->>'lineTotal')::numeric,
  q."ai_generated", item."value"->>'sourceText'
FROM "quotes" q, jsonb_array_elements(q."line_items") WITH ORDINALITY AS item("value", "ordinality");--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "valid_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "line_items";--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_public_token_unique" UNIQUE("public_token");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tenant_number_key" UNIQUE("tenant_id","number");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" IN ('DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED'));