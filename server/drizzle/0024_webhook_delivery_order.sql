ALTER TABLE "webhook_deliveries" ADD COLUMN "emitted" bigserial NOT NULL;--> statement-breakpoint
-- A transaction's deliveries are numbered in the order they were written (a statement's many in their rows'
-- order), not by their time, which rows written in the same microsecond share.
CREATE OR REPLACE FUNCTION "webhook_deliveries_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_ids uuid[];
BEGIN
  SELECT array_agg(s."id") INTO v_ids FROM (
    SELECT "id" FROM "webhook_subscriptions"
    WHERE "id" IN (SELECT "subscription_id" FROM "webhook_deliveries" WHERE "sequence" IS NULL)
    ORDER BY "id" FOR UPDATE
  ) s;
  IF v_ids IS NULL THEN RETURN NULL; END IF;
  UPDATE "webhook_deliveries" d SET "sequence" = n."sequence"
  FROM (
    SELECT u."id", s."last_sequence" + row_number() OVER (PARTITION BY u."subscription_id" ORDER BY u."emitted") AS "sequence"
    FROM "webhook_deliveries" u JOIN "webhook_subscriptions" s ON s."id" = u."subscription_id"
    WHERE u."sequence" IS NULL
  ) n
  WHERE d."id" = n."id";
  UPDATE "webhook_subscriptions" s
  SET "last_sequence" = (SELECT max("sequence") FROM "webhook_deliveries" WHERE "subscription_id" = s."id")
  WHERE s."id" = ANY (v_ids);
  PERFORM pg_notify('quotedesk_webhooks', id::text) FROM unnest(v_ids) AS id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- customer.created: the statement's customers as its transition table holds them (the order it wrote them).
CREATE OR REPLACE FUNCTION "customers_webhook_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "webhook_deliveries" ("subscription_id", "tenant_id", "event", "payload", "created_at")
  SELECT s."id", c."tenant_id", 'customer.created', "webhook_customer_data"(c), clock_timestamp()
  FROM "inserted_customers" c
  JOIN "webhook_subscriptions" s ON s."tenant_id" = c."tenant_id" AND 'customer.created' = ANY (s."events");
  RETURN NULL;
END $$;
