CREATE TABLE "customer_status_totals" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"ai_customers" integer DEFAULT 0 NOT NULL,
	"pending_messages" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "customer_status_totals_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
DROP INDEX "customers_tenant_name_idx";--> statement-breakpoint
DROP INDEX "customers_tenant_status_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "revenue" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "quote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "active_quotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ai_quotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_contact" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_status_totals" ADD CONSTRAINT "customer_status_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_tenant_name_idx" ON "customers" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_tenant_status_idx" ON "customers" USING btree ("tenant_id","status","name","id");--> statement-breakpoint
-- Backfill: each customer's figures from its quotes and messages, before the triggers below keep them.
UPDATE "customers" AS c SET
  "revenue" = q.revenue, "quote_count" = q.quote_count, "active_quotes" = q.active_quotes, "ai_quotes" = q.ai_quotes
FROM (
  SELECT "customer_id", sum("total") AS revenue, count(*) AS quote_count,
    count(*) FILTER (WHERE "status" IN ('DRAFT', 'SENT')) AS active_quotes,
    count(*) FILTER (WHERE "ai_generated") AS ai_quotes
  FROM "quotes" GROUP BY "customer_id"
) AS q
WHERE q."customer_id" = c."id";--> statement-breakpoint
UPDATE "customers" AS c SET
  "message_count" = m.message_count, "pending_messages" = m.pending_messages, "last_contact" = m.last_contact
FROM (
  SELECT "customer_id", count(*) AS message_count,
    count(*) FILTER (WHERE "status" IN ('NEW', 'PENDING')) AS pending_messages,
    max(coalesce("received_at", "created_at")) AS last_contact
  FROM "messages" WHERE "customer_id" IS NOT NULL GROUP BY "customer_id"
) AS m
WHERE m."customer_id" = c."id";--> statement-breakpoint
INSERT INTO "customer_status_totals" ("tenant_id", "status", "customers", "ai_customers", "pending_messages", "revenue")
SELECT "tenant_id", "status", count(*), count(*) FILTER (WHERE "ai_quotes" > 0), sum("pending_messages"), sum("revenue")
FROM "customers" GROUP BY "tenant_id", "status";--> statement-breakpoint
-- Adds deltas to one (tenant, status) row of the totals, creating it on first use.
CREATE FUNCTION "customer_status_totals_add"(
  p_tenant uuid, p_status text, p_customers integer, p_ai integer, p_pending integer, p_revenue numeric
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "customer_status_totals" AS t ("tenant_id", "status", "customers", "ai_customers", "pending_messages", "revenue")
  VALUES (p_tenant, p_status, p_customers, p_ai, p_pending, p_revenue)
  ON CONFLICT ("tenant_id", "status") DO UPDATE SET
    "customers" = t."customers" + excluded."customers",
    "ai_customers" = t."ai_customers" + excluded."ai_customers",
    "pending_messages" = t."pending_messages" + excluded."pending_messages",
    "revenue" = t."revenue" + excluded."revenue";
$$;--> statement-breakpoint
-- A customer's change moves its figures between status rows; the rows are locked in status order, so two
-- customers moving in opposite directions cannot deadlock.
CREATE FUNCTION "customers_keep_status_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- The tenant itself may be going: update what is there, never insert.
    UPDATE "customer_status_totals" SET
      "customers" = "customers" - 1,
      "ai_customers" = "ai_customers" - (OLD."ai_quotes" > 0)::int,
      "pending_messages" = "pending_messages" - OLD."pending_messages",
      "revenue" = "revenue" - OLD."revenue"
    WHERE "tenant_id" = OLD."tenant_id" AND "status" = OLD."status";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "customer_status_totals_add"(NEW."tenant_id", NEW."status", 1, (NEW."ai_quotes" > 0)::int,
      NEW."pending_messages", NEW."revenue");
    RETURN NULL;
  END IF;
  IF OLD."status" = NEW."status" THEN
    PERFORM "customer_status_totals_add"(NEW."tenant_id", NEW."status", 0,
      (NEW."ai_quotes" > 0)::int - (OLD."ai_quotes" > 0)::int,
      NEW."pending_messages" - OLD."pending_messages", NEW."revenue" - OLD."revenue");
    RETURN NULL;
  END IF;
  FOR change IN
    SELECT * FROM (VALUES
      (OLD."status", -1, -(OLD."ai_quotes" > 0)::int, -OLD."pending_messages", -OLD."revenue"),
      (NEW."status", 1, (NEW."ai_quotes" > 0)::int, NEW."pending_messages", NEW."revenue")
    ) AS moved(status, customers, ai, pending, revenue) ORDER BY status
  LOOP
    PERFORM "customer_status_totals_add"(NEW."tenant_id", change.status, change.customers, change.ai,
      change.pending, change.revenue);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_status_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "ai_quotes", "pending_messages", "revenue"
  ON "customers" FOR EACH ROW EXECUTE FUNCTION "customers_keep_status_totals"();--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one quote's part of its customer's figures.
CREATE FUNCTION "customer_figures_add_quote"(
  p_customer uuid, p_sign integer, p_total numeric, p_status text, p_ai boolean
) RETURNS void LANGUAGE sql AS $$
  UPDATE "customers" SET
    "revenue" = "revenue" + p_sign * p_total,
    "quote_count" = "quote_count" + p_sign,
    "active_quotes" = "active_quotes" + p_sign * (p_status IN ('DRAFT', 'SENT'))::int,
    "ai_quotes" = "ai_quotes" + p_sign * p_ai::int
  WHERE "id" = p_customer;
$$;--> statement-breakpoint
CREATE FUNCTION "quotes_keep_customer_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "customer_figures_add_quote"(OLD."customer_id", -1, OLD."total", OLD."status", OLD."ai_generated");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "customer_figures_add_quote"(NEW."customer_id", 1, NEW."total", NEW."status", NEW."ai_generated");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quotes_customer_figures" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "total", "status", "ai_generated"
  ON "quotes" FOR EACH ROW EXECUTE FUNCTION "quotes_keep_customer_figures"();--> statement-breakpoint
CREATE FUNCTION "messages_keep_customer_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."customer_id" IS NOT NULL THEN
    UPDATE "customers" SET
      "message_count" = "message_count" - 1,
      "pending_messages" = "pending_messages" - (OLD."status" IN ('NEW', 'PENDING'))::int,
      -- Only the latest message's removal asks the customer's messages again (an index range scan).
      "last_contact" = CASE WHEN coalesce(OLD."received_at", OLD."created_at") < "last_contact" THEN "last_contact"
        ELSE (SELECT max(coalesce(m."received_at", m."created_at")) FROM "messages" AS m
              WHERE m."customer_id" = OLD."customer_id") END
    WHERE "id" = OLD."customer_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."customer_id" IS NOT NULL THEN
    UPDATE "customers" SET
      "message_count" = "message_count" + 1,
      "pending_messages" = "pending_messages" + (NEW."status" IN ('NEW', 'PENDING'))::int,
      "last_contact" = greatest("last_contact", coalesce(NEW."received_at", NEW."created_at"))
    WHERE "id" = NEW."customer_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_customer_figures" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status", "received_at", "created_at"
  ON "messages" FOR EACH ROW EXECUTE FUNCTION "messages_keep_customer_figures"();
