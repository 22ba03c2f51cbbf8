-- Each customer's figures as a fresh aggregate of its quotes and messages: the one statement of what the
-- figures of ADR 0011 are, which the bulk recompute below applies and the figures test compares with.
CREATE FUNCTION "customer_figures_fresh"(p_tenant uuid) RETURNS TABLE (
  "customer_id" uuid, "revenue" numeric, "quote_count" integer, "active_quotes" integer, "ai_quotes" integer,
  "message_count" integer, "pending_messages" integer, "last_contact" timestamp with time zone
) LANGUAGE sql STABLE AS $$
  SELECT c."id", coalesce(q.revenue, 0), coalesce(q.quote_count, 0)::int, coalesce(q.active_quotes, 0)::int,
    coalesce(q.ai_quotes, 0)::int, coalesce(m.message_count, 0)::int, coalesce(m.pending_messages, 0)::int,
    m.last_contact
  FROM "customers" AS c
  LEFT JOIN (
    SELECT "customer_id", sum("total") AS revenue, count(*) AS quote_count,
      count(*) FILTER (WHERE "status" IN ('DRAFT', 'SENT')) AS active_quotes,
      count(*) FILTER (WHERE "ai_generated") AS ai_quotes
    FROM "quotes" WHERE "tenant_id" = p_tenant GROUP BY "customer_id"
  ) AS q ON q."customer_id" = c."id"
  LEFT JOIN (
    SELECT "customer_id", count(*) AS message_count,
      count(*) FILTER (WHERE "status" IN ('NEW', 'PENDING')) AS pending_messages,
      max(coalesce("received_at", "created_at")) AS last_contact
    FROM "messages" WHERE "tenant_id" = p_tenant AND "customer_id" IS NOT NULL GROUP BY "customer_id"
  ) AS m ON m."customer_id" = c."id"
  WHERE c."tenant_id" = p_tenant;
$$;--> statement-breakpoint
-- Sets a tenant's figures and per-status totals set-based, once: for bulk loads written with the row triggers
-- off (session_replication_role = replica), where firing them per row cost most of the load.
CREATE FUNCTION "customer_figures_recompute"(p_tenant uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "customers" AS c SET
    "revenue" = f."revenue", "quote_count" = f."quote_count", "active_quotes" = f."active_quotes",
    "ai_quotes" = f."ai_quotes", "message_count" = f."message_count", "pending_messages" = f."pending_messages",
    "last_contact" = f."last_contact"
  FROM "customer_figures_fresh"(p_tenant) AS f
  WHERE c."id" = f."customer_id";
  DELETE FROM "customer_status_totals" WHERE "tenant_id" = p_tenant;
  INSERT INTO "customer_status_totals" ("tenant_id", "status", "customers", "ai_customers", "pending_messages", "revenue")
  SELECT "tenant_id", "status", count(*), count(*) FILTER (WHERE "ai_quotes" > 0), sum("pending_messages"), sum("revenue")
  FROM "customers" WHERE "tenant_id" = p_tenant GROUP BY "tenant_id", "status";
$$;
