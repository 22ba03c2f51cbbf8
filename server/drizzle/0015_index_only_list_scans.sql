DROP INDEX "customers_tenant_name_idx";--> statement-breakpoint
DROP INDEX "messages_tenant_time_idx";--> statement-breakpoint
CREATE INDEX "customers_tenant_name_idx" ON "customers" USING btree ("tenant_id","name","id","search_text");--> statement-breakpoint
CREATE INDEX "messages_tenant_time_idx" ON "messages" USING btree ("tenant_id",(coalesce("received_at", "created_at")) DESC,"id" DESC,"source","status","received_at","created_at");