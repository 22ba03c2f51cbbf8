DROP INDEX "customers_tenant_name_idx";--> statement-breakpoint
DROP INDEX "customers_tenant_status_idx";--> statement-breakpoint
DROP INDEX "customers_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_rest" text GENERATED ALWAYS AS (lower(coalesce("customers"."email", '') || ' ' || coalesce("customers"."industry", ''))) STORED;--> statement-breakpoint
CREATE INDEX "customers_tenant_name_idx" ON "customers" USING btree ("tenant_id","name","id","search_rest");--> statement-breakpoint
CREATE INDEX "customers_tenant_status_idx" ON "customers" USING btree ("tenant_id","status","name","id","search_rest");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ((lower("name") || ' ' || "search_rest") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "search_text";