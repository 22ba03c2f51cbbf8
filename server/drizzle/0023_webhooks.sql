CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"sequence" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"first_attempt_at" timestamp with time zone,
	"last_response_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_subscription_sequence_key" UNIQUE("subscription_id","sequence"),
	CONSTRAINT "webhook_deliveries_event_check" CHECK ("webhook_deliveries"."event" IN ('message.received', 'quote.sent', 'quote.accepted', 'quote.declined', 'customer.created', 'customer.moved')),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text,
	"secret_sealed" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subscription_created_idx" ON "webhook_deliveries" USING btree ("subscription_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("subscription_id","sequence") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_idx" ON "webhook_deliveries" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_unnumbered_idx" ON "webhook_deliveries" USING btree ("subscription_id") WHERE "webhook_deliveries"."sequence" is null;--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_tenant_created_idx" ON "webhook_subscriptions" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- The outbox (docs/api-integrations.md#webhooks): one delivery per webhook of the tenant that names the event,
-- written in the transaction of the change. Its sequence is given at commit (below), not here, so emitting
-- takes no lock while the transaction still has work to do.
CREATE FUNCTION "webhook_emit"(p_tenant uuid, p_event text, p_data jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "webhook_deliveries" ("subscription_id", "tenant_id", "event", "payload", "created_at")
  SELECT s."id", p_tenant, p_event, p_data, clock_timestamp()
  FROM "webhook_subscriptions" s
  WHERE s."tenant_id" = p_tenant AND p_event = ANY (s."events");
$$;--> statement-breakpoint
-- At commit, the transaction's deliveries are numbered after each webhook's latest, under the webhooks' row locks
-- (taken in id order, so two committing transactions never wait on each other in a cycle): the numbers follow
-- the commits, and the sender never sees a later one before an earlier one. Every instance is then told which
-- webhooks have new deliveries. The first call of the transaction numbers them all; the others find none left.
CREATE FUNCTION "webhook_deliveries_number"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT u."id", s."last_sequence" + row_number() OVER (PARTITION BY u."subscription_id" ORDER BY u."created_at", u."id") AS "sequence"
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
CREATE CONSTRAINT TRIGGER "webhook_deliveries_number" AFTER INSERT ON "webhook_deliveries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "webhook_deliveries_number"();--> statement-breakpoint
-- What a webhook is told of a customer: the fields of the API's customer.
CREATE FUNCTION "webhook_customer_data"(c "customers") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', c."id", 'name', c."name", 'status', c."status", 'email', c."email", 'phone', c."phone",
    'website', c."website", 'industry', c."industry", 'address', c."address", 'city', c."city",
    'state', c."state", 'postalCode', c."postal_code", 'country', c."country", 'source', c."source",
    'externalId', c."external_id",
    'createdAt', to_char(c."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
$$;--> statement-breakpoint
-- customer.created, by whatever made it (the API, an import): once per statement, nothing when no webhook wants it.
CREATE FUNCTION "customers_webhook_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "webhook_deliveries" ("subscription_id", "tenant_id", "event", "payload", "created_at")
  SELECT s."id", c."tenant_id", 'customer.created', "webhook_customer_data"(c), clock_timestamp()
  FROM "inserted_customers" c
  JOIN "webhook_subscriptions" s ON s."tenant_id" = c."tenant_id" AND 'customer.created' = ANY (s."events")
  ORDER BY c."created_at", c."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_webhook_created" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS "inserted_customers" FOR EACH STATEMENT EXECUTE FUNCTION "customers_webhook_created"();--> statement-breakpoint
-- customer.moved: its pipeline status changed, by whatever changed it (an edit, a quote sent or accepted).
CREATE FUNCTION "customers_webhook_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_emit"(NEW."tenant_id", 'customer.moved',
    "webhook_customer_data"(NEW) || jsonb_build_object('previousStatus', OLD."status"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_webhook_moved" AFTER UPDATE OF "status" ON "customers"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "customers_webhook_moved"();--> statement-breakpoint
-- quote.sent, quote.accepted, quote.declined: from the quote's trail, written with the change itself.
CREATE FUNCTION "quote_events_webhook"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_emit"(q."tenant_id", 'quote.' || lower(NEW."action"), jsonb_build_object(
    'id', q."id", 'number', q."number", 'status', q."status", 'customerId', q."customer_id",
    'messageId', q."message_id", 'revision', NEW."revision", 'currency', q."currency",
    'subtotal', q."subtotal"::text, 'discountAmount', q."discount_amount"::text, 'taxAmount', q."tax_amount"::text,
    'total', q."total"::text, 'validUntil', q."valid_until"::text,
    'sentAt', to_char(q."sent_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'decidedAt', to_char(q."decided_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'clientComment', q."client_comment"))
  FROM "quotes" q WHERE q."id" = NEW."quote_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quote_events_webhook" AFTER INSERT ON "quote_events"
  FOR EACH ROW WHEN (NEW."action" IN ('SENT', 'ACCEPTED', 'DECLINED')) EXECUTE FUNCTION "quote_events_webhook"();
