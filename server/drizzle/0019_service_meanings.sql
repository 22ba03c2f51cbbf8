ALTER TABLE "services" ADD COLUMN "meaning_name" real[];--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meaning_text" real[];--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meaning_model" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meaning_source" text;