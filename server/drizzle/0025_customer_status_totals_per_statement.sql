-- The per-status totals (ADR 0011) kept once per statement, not once per row. The row trigger upserted one of the
-- tenant's few status rows for every customer written, and in one transaction each upsert walked the versions the
-- transaction had already made of that row: a bulk write's cost grew with the square of its rows (146 s for
-- 100,000 customers in one COPY). A statement now adds its rows' deltas per (tenant, status), in that order, so
-- two statements lock the rows alike and cannot deadlock.
DROP TRIGGER "customers_status_totals" ON "customers";--> statement-breakpoint
DROP FUNCTION "customers_keep_status_totals"();--> statement-breakpoint
DROP FUNCTION "customer_status_totals_add"(uuid, text, integer, integer, integer, numeric);--> statement-breakpoint
-- Adds each (tenant, status) row's deltas (parallel arrays, one entry a row), creating the row on first use.
CREATE FUNCTION "customer_status_totals_add"(
  p_tenants uuid[], p_statuses text[], p_customers bigint[], p_ai bigint[], p_pending bigint[], p_revenue numeric[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "customer_status_totals" AS t ("tenant_id", "status", "customers", "ai_customers", "pending_messages", "revenue")
  SELECT * FROM unnest(p_tenants, p_statuses, p_customers, p_ai, p_pending, p_revenue)
    AS d("tenant_id", "status", "customers", "ai", "pending", "revenue")
  WHERE d."customers" <> 0 OR d."ai" <> 0 OR d."pending" <> 0 OR d."revenue" <> 0
  ORDER BY d."tenant_id", d."status"
  ON CONFLICT ("tenant_id", "status") DO UPDATE SET
    "customers" = t."customers" + excluded."customers",
    "ai_customers" = t."ai_customers" + excluded."ai_customers",
    "pending_messages" = t."pending_messages" + excluded."pending_messages",
    "revenue" = t."revenue" + excluded."revenue";
$$;--> statement-breakpoint
CREATE FUNCTION "customers_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_status_totals_add"(array_agg("tenant_id"), array_agg("status"), array_agg("customers"),
    array_agg("ai"), array_agg("pending"), array_agg("revenue"))
  FROM (
    SELECT "tenant_id", "status", count(*) AS "customers", count(*) FILTER (WHERE "ai_quotes" > 0) AS "ai",
      sum("pending_messages") AS "pending", sum("revenue") AS "revenue"
    FROM "new_customers" GROUP BY "tenant_id", "status"
  ) AS g;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves its rows' figures from their old (tenant, status) to their new one: the new rows added, the old
-- ones taken away, netted per status (an edit of a name or a note nets to nothing and writes nothing).
CREATE FUNCTION "customers_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_status_totals_add"(array_agg("tenant_id"), array_agg("status"), array_agg("customers"),
    array_agg("ai"), array_agg("pending"), array_agg("revenue"))
  FROM (
    SELECT "tenant_id", "status", sum("customers") AS "customers", sum("ai") AS "ai", sum("pending") AS "pending",
      sum("revenue") AS "revenue"
    FROM (
      SELECT "tenant_id", "status", 1 AS "customers", ("ai_quotes" > 0)::int AS "ai", "pending_messages" AS "pending",
        "revenue"
      FROM "new_customers"
      UNION ALL
      SELECT "tenant_id", "status", -1, -("ai_quotes" > 0)::int, -"pending_messages", -"revenue" FROM "old_customers"
    ) AS "moved"
    GROUP BY "tenant_id", "status"
  ) AS g;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Takes the deleted rows away; the tenant itself may be going, so it updates what is there and never inserts.
CREATE FUNCTION "customers_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "customer_status_totals"
  WHERE ("tenant_id", "status") IN (SELECT "tenant_id", "status" FROM "old_customers")
  ORDER BY "tenant_id", "status" FOR UPDATE;
  UPDATE "customer_status_totals" AS t SET
    "customers" = t."customers" - d."customers",
    "ai_customers" = t."ai_customers" - d."ai",
    "pending_messages" = t."pending_messages" - d."pending",
    "revenue" = t."revenue" - d."revenue"
  FROM (
    SELECT "tenant_id", "status", count(*) AS "customers", count(*) FILTER (WHERE "ai_quotes" > 0) AS "ai",
      sum("pending_messages") AS "pending", sum("revenue") AS "revenue"
    FROM "old_customers" GROUP BY "tenant_id", "status"
  ) AS d
  WHERE t."tenant_id" = d."tenant_id" AND t."status" = d."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_totals_inserted" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS "new_customers" FOR EACH STATEMENT EXECUTE FUNCTION "customers_totals_inserted"();--> statement-breakpoint
CREATE TRIGGER "customers_totals_updated" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS "old_customers" NEW TABLE AS "new_customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "customers_totals_updated"();--> statement-breakpoint
CREATE TRIGGER "customers_totals_deleted" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS "old_customers" FOR EACH STATEMENT EXECUTE FUNCTION "customers_totals_deleted"();
