ALTER TABLE "recharge_orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Every payment sent back until now was sent back for its payer (another person's account).
UPDATE "recharge_orders" SET "refund_reason" = 'PAYER_NOT_ACCOUNT_HOLDER' WHERE "status" IN ('REFUNDING', 'REFUNDED');
