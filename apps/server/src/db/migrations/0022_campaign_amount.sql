-- A campaign may set what each claim pays (the register promo code's welcome bonus).
ALTER TABLE "reward_campaigns" ADD COLUMN "amount_minor" bigint;