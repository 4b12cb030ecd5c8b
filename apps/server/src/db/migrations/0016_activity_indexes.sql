-- The lobby's activity ticker (issue 13) reads the latest settled bets of a recent window: partial indexes on
-- the settle time keep that read a short index scan however many rounds the tables hold.
CREATE INDEX "crash_bets_settled_idx" ON "crash_bets" USING btree ("settled_at") WHERE "crash_bets"."settled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("settled_at") WHERE "game_rounds"."settled_at" IS NOT NULL AND NOT "game_rounds"."demo";