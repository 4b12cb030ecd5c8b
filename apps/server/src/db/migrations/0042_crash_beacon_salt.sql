ALTER TABLE "crash_chains" ADD COLUMN "beacon_round" bigint;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "beacon_signature" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "pre_beacon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Chains salted before the beacon keep their salt, marked pre-beacon. An unsalted chain's free-text announcement
-- is dropped: the server announces a beacon round for it (firstRoundAfter(now + CRASH_SALT_DELAY_MS)) before
-- its first round, as for every new chain.
UPDATE "crash_chains" SET "pre_beacon" = true WHERE "salt" IS NOT NULL;--> statement-breakpoint
UPDATE "crash_chains" SET "salt_announcement" = NULL, "salt_announced_at" = NULL WHERE "salt" IS NULL;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_beacon_salt_check" CHECK ("crash_chains"."pre_beacon" OR "crash_chains"."salt" IS NULL OR ("crash_chains"."beacon_round" IS NOT NULL AND "crash_chains"."beacon_signature" IS NOT NULL));