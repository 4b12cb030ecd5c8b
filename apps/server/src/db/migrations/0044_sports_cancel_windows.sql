ALTER TABLE "sports_markets" ADD COLUMN "voids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A market's cancel is now one window among others (issue 35): an existing cancel becomes its market's first
-- window (Unix ms, null for an open end), and its grading becomes what its results say.
UPDATE "sports_markets" SET "voids" = jsonb_build_array(jsonb_build_object(
  'from', CASE WHEN "void_from" IS NULL THEN NULL ELSE (extract(epoch FROM "void_from") * 1000)::bigint END,
  'to', CASE WHEN "void_to" IS NULL THEN NULL ELSE (extract(epoch FROM "void_to") * 1000)::bigint END,
  'reason', coalesce("void_reason", '')
)) WHERE "grading" = 'void';--> statement-breakpoint
UPDATE "sports_markets" SET "grading" = CASE
  WHEN EXISTS (SELECT 1 FROM jsonb_array_elements("outcomes") AS "outcome" WHERE "outcome"->>'result' IS NOT NULL)
  THEN 'settled' ELSE 'open' END
WHERE "grading" = 'void';
