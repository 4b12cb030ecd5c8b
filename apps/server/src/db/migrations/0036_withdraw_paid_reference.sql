ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_paid_has_reference" CHECK ("withdraw_orders"."status" <> 'PAID' OR "withdraw_orders"."provider_reference" IS NOT NULL) NOT VALID;--> statement-breakpoint
-- NOT VALID: every write from now on is checked; a withdrawal paid earlier without its reference (a process
-- that died between the provider's answer and its record) is named below when the sandbox paid it, and is
-- otherwise left for reconciliation with the provider's statement by its order id (the merchant reference).
UPDATE "withdraw_orders" AS w
SET "provider_reference" = s."id"
FROM "sandbox_payments" AS s
WHERE w."provider_reference" IS NULL
  AND w."status" IN ('PROCESSING', 'PAID', 'FAILED')
  AND s."kind" = 'payout'
  AND s."merchant_reference" = w."id";
