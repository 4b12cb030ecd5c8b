ALTER TABLE "users" ADD COLUMN "cpf_claimed" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "market_profile_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_market_profile_id_market_profiles_id_fk" FOREIGN KEY ("market_profile_id") REFERENCES "public"."market_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_cpf_claimed_idx" ON "users" USING btree ("cpf_claimed");--> statement-breakpoint
-- Issue 33 #2: each player's market is now fixed on their row; until now it followed their country.
UPDATE "users" AS u SET "market_profile_id" = c."market_profile_id"
  FROM "countries" AS c WHERE c."id" = u."country_id" AND u."market_profile_id" IS NULL;--> statement-breakpoint
-- A CPF is the player's only once validated. Every CPF given so far is kept as given; it stays theirs where
-- it was validated already (KYC verified them, or a deposit was credited from an account in that CPF).
UPDATE "users" SET "cpf_claimed" = "cpf" WHERE "cpf" IS NOT NULL;--> statement-breakpoint
UPDATE "users" AS u SET "cpf" = NULL
 WHERE u."cpf" IS NOT NULL AND u."kyc_verified_at" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "recharge_orders" AS o WHERE o."user_id" = u."id" AND o."status" = 'PAID');
