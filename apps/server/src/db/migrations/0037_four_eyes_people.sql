CREATE TABLE "site_setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "person" text;--> statement-breakpoint
-- Accounts made before staff had a person: each its own person, named by its user name, until an admin
-- knows better (an alias made earlier is still caught by its sponsors, below, when one made the other).
UPDATE "operators" SET "person" = lower("username");--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "person" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "sponsors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "approvals_void_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "second_approval_above_minor" bigint;--> statement-breakpoint
ALTER TABLE "site_setting_changes" ADD CONSTRAINT "site_setting_changes_proposed_by_operators_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_setting_changes" ADD CONSTRAINT "site_setting_changes_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_setting_changes_pending_key" ON "site_setting_changes" USING btree ("key") WHERE "site_setting_changes"."status" = 'PENDING';--> statement-breakpoint
-- Sponsors of the accounts made before: whoever created an account or changed its roles (the audit log
-- names them), and their sponsors in turn.
WITH RECURSIVE "edges" AS (
  SELECT DISTINCT o."id" AS "account", a."operator_id" AS "sponsor"
  FROM "audit_log" AS a
  JOIN "operators" AS o ON o."username" = a."target"
  WHERE a."operator_id" IS NOT NULL
    AND a."operator_id" <> o."id"
    AND (a."action" = 'operator.create' OR (a."action" = 'operator.update' AND a."details" ? 'roles'))
), "closure" ("account", "sponsor") AS (
  SELECT "account", "sponsor" FROM "edges"
  UNION
  SELECT c."account", e."sponsor" FROM "closure" AS c JOIN "edges" AS e ON e."account" = c."sponsor"
)
UPDATE "operators" AS o
SET "sponsors" = coalesce(
  (
    SELECT array_agg(DISTINCT p."person" ORDER BY p."person")
    FROM "closure" AS c
    JOIN "operators" AS p ON p."id" = c."sponsor"
    WHERE c."account" = o."id" AND p."person" <> o."person"
  ),
  '{}'::text[]
);--> statement-breakpoint
-- Withdrawals waiting for review keep the four-eyes amount in force now (an amount finer than the
-- currency's decimals rounds down: the stricter side).
UPDATE "withdraw_orders" AS w
SET "second_approval_above_minor" = floor(
  (s."settings" -> 'withdrawSecondApprovalAbove' ->> w."currency_id")::numeric * 10 ^ c."decimal_length"
)::bigint
FROM "site_settings" AS s, "currencies" AS c
WHERE s."id" = 'main'
  AND c."id" = w."currency_id"
  AND w."status" = 'PENDING_REVIEW'
  AND jsonb_typeof(s."settings" -> 'withdrawSecondApprovalAbove' -> w."currency_id") = 'number';
