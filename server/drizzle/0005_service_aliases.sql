CREATE TABLE "service_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"phrase" text NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_aliases_source_check" CHECK ("service_aliases"."source" IN ('catalog', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "service_aliases" ADD CONSTRAINT "service_aliases_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_aliases" ADD CONSTRAINT "service_aliases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_aliases_service_phrase_key" ON "service_aliases" USING btree ("service_id",lower("phrase"));