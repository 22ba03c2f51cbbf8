DROP INDEX "messages_tenant_source_idx";--> statement-breakpoint
DROP INDEX "messages_tenant_time_idx";--> statement-breakpoint
CREATE INDEX "messages_tenant_source_status_idx" ON "messages" USING btree ("tenant_id","source","status");--> statement-breakpoint
CREATE INDEX "messages_tenant_time_idx" ON "messages" USING btree ("tenant_id",(coalesce("received_at", "created_at")) DESC,"id" DESC,"source","status","received_at","created_at");