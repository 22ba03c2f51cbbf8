ALTER TABLE "quotes" ADD COLUMN "public_token_hash" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "public_token_sealed" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_public_token_hash_unique" UNIQUE("public_token_hash");--> statement-breakpoint
-- Links sent before this migration keep working: each stored token's SHA-256 (hex, as the server computes it)
-- becomes its lookup key here. Sealing needs the server's secret key, which SQL does not have: the migrate
-- command seals each token into "public_token_sealed" and clears "public_token" right after the migrations.
UPDATE "quotes" SET "public_token_hash" = encode(sha256(convert_to("public_token", 'UTF8')), 'hex')
WHERE "public_token" IS NOT NULL;
