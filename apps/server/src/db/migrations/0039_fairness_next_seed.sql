-- Issue 34 #4: the next server seed is committed (shown by its hash) while the active pair is in use, and a
-- rotation promotes exactly it. Pairs active before this migration get theirs lazily, on their first read
-- (games fairness.repo withNextSeed: a conditional update, so concurrent reads commit one seed), because
-- server seeds come from the application's CSPRNG, not from SQL.
ALTER TABLE "fairness_seeds" ADD COLUMN "next_server_seed" text;--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD COLUMN "next_server_seed_hash" text;
