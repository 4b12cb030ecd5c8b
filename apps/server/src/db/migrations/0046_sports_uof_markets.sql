CREATE TABLE "sports_market_descriptions" (
	"lang" text NOT NULL,
	"market_id" integer NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"description" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_market_descriptions_lang_market_id_variant_pk" PRIMARY KEY("lang","market_id","variant")
);
--> statement-breakpoint
CREATE TABLE "sports_variant_descriptions" (
	"lang" text NOT NULL,
	"id" text NOT NULL,
	"description" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_variant_descriptions_lang_id_pk" PRIMARY KEY("lang","id")
);
--> statement-breakpoint
ALTER TABLE "sports_markets" ALTER COLUMN "type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD COLUMN "market_name" text;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD COLUMN "outcome_name" text;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "market_id" integer;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "specifiers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Markets of the book's own six types become the UOF markets the sandbox offers for them (issue 35): ids, keys
-- and outcome ids of the markets and of the bets' legs, in this one migration.
ALTER TABLE "sports_bet_legs" DROP CONSTRAINT "sports_bet_legs_event_id_market_id_sports_markets_event_id_id_fk";--> statement-breakpoint
CREATE TEMPORARY TABLE "uof_market_map" ("sport" text, "type" text, "uof_id" integer, "specifier" text);--> statement-breakpoint
INSERT INTO "uof_market_map" VALUES
  ('football', '1x2', 1, NULL), ('football', 'double_chance', 10, NULL), ('football', 'total', 18, 'total'),
  ('football', 'handicap', 16, 'hcp'), ('football', 'btts', 29, NULL), ('basketball', 'winner', 219, NULL),
  ('basketball', 'handicap', 223, 'hcp'), ('basketball', 'total', 225, 'total'), ('tennis', 'winner', 186, NULL),
  ('tennis', 'handicap', 188, 'hcp');--> statement-breakpoint
CREATE TEMPORARY TABLE "uof_outcome_map" ("type" text, "outcome" text, "uof_outcome" text);--> statement-breakpoint
INSERT INTO "uof_outcome_map" VALUES
  ('1x2', 'home', '1'), ('1x2', 'draw', '2'), ('1x2', 'away', '3'), ('double_chance', 'home_draw', '9'),
  ('double_chance', 'home_away', '10'), ('double_chance', 'draw_away', '11'), ('total', 'over', '12'),
  ('total', 'under', '13'), ('handicap', 'home', '1714'), ('handicap', 'away', '1715'), ('btts', 'yes', '74'),
  ('btts', 'no', '76'), ('winner', 'home', '4'), ('winner', 'away', '5');--> statement-breakpoint
CREATE TEMPORARY TABLE "uof_key_map" AS
  SELECT m."event_id", m."id" AS "old_id", m."type", map."uof_id", map."specifier",
    CASE WHEN map."specifier" IS NULL THEN '{}'::jsonb
      ELSE jsonb_build_object(map."specifier", (m."line" + 0)::text) END AS "specifiers",
    CASE WHEN map."specifier" IS NULL THEN map."uof_id"::text
      ELSE map."uof_id"::text || '|' || map."specifier" || '=' || (m."line" + 0)::text END AS "new_id"
  FROM "sports_markets" m
  JOIN "sports_events" e ON e."id" = m."event_id"
  JOIN "uof_market_map" map ON map."sport" = e."sport" AND map."type" = m."type";--> statement-breakpoint
UPDATE "sports_bet_legs" l SET "market_id" = k."new_id",
  "outcome_id" = COALESCE((SELECT o."uof_outcome" FROM "uof_outcome_map" o
    WHERE o."type" = k."type" AND o."outcome" = l."outcome_id"), l."outcome_id")
  FROM "uof_key_map" k WHERE k."event_id" = l."event_id" AND k."old_id" = l."market_id";--> statement-breakpoint
UPDATE "sports_markets" m SET "id" = k."new_id", "market_id" = k."uof_id", "specifiers" = k."specifiers",
  "outcomes" = COALESCE((SELECT jsonb_agg(jsonb_set(o.value, '{id}', to_jsonb(COALESCE(map."uof_outcome", o.value->>'id'))) ORDER BY o.ordinality)
    FROM jsonb_array_elements(m."outcomes") WITH ORDINALITY o
    LEFT JOIN "uof_outcome_map" map ON map."type" = k."type" AND map."outcome" = o.value->>'id'), '[]'::jsonb)
  FROM "uof_key_map" k WHERE k."event_id" = m."event_id" AND k."old_id" = m."id";--> statement-breakpoint
DROP TABLE "uof_key_map";--> statement-breakpoint
DROP TABLE "uof_outcome_map";--> statement-breakpoint
DROP TABLE "uof_market_map";--> statement-breakpoint
DELETE FROM "sports_markets" WHERE "market_id" IS NULL AND NOT EXISTS
  (SELECT 1 FROM "sports_bet_legs" l WHERE l."event_id" = "sports_markets"."event_id" AND l."market_id" = "sports_markets"."id");--> statement-breakpoint
ALTER TABLE "sports_markets" ALTER COLUMN "market_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_event_id_market_id_sports_markets_event_id_id_fk" FOREIGN KEY ("event_id","market_id") REFERENCES "public"."sports_markets"("event_id","id") ON DELETE no action ON UPDATE no action;