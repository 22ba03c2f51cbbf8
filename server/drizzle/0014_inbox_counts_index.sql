DROP INDEX "messages_tenant_source_idx";--> statement-breakpoint
CREATE INDEX "messages_tenant_source_status_idx" ON "messages" USING btree ("tenant_id","source","status");