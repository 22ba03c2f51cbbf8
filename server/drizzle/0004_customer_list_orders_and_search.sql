ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("contacts"."name" || ' ' || coalesce("contacts"."email", '') || ' ' || coalesce("contacts"."phone", ''))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("customers"."name" || ' ' || coalesce("customers"."email", '') || ' ' || coalesce("customers"."industry", ''))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_tenant_name_idx" ON "contacts" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_tenant_created_idx" ON "customers" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_tenant_revenue_idx" ON "customers" USING btree ("tenant_id","revenue","id");--> statement-breakpoint
CREATE INDEX "customers_tenant_last_contact_idx" ON "customers" USING btree ("tenant_id",coalesce("last_contact", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);