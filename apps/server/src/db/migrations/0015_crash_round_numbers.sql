-- Each crash game numbers its rounds 1, 2, 3… (crash and aviator shared one id sequence, so each one's
-- history skipped numbers). Rounds already played are numbered in the order they were dealt.
ALTER TABLE "crash_rounds" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "crash_rounds" AS r SET "number" = n.number
  FROM (SELECT id, row_number() OVER (PARTITION BY game_id ORDER BY id)::integer AS number FROM "crash_rounds") AS n
  WHERE n.id = r.id;--> statement-breakpoint
ALTER TABLE "crash_rounds" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_game_number_key" ON "crash_rounds" USING btree ("game_id","number");
