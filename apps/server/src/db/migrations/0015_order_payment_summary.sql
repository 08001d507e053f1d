ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_refunded" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_hold_until_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."hold_until" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_check" CHECK ("orders"."payment_state" in ('unpaid', 'paid', 'deposit_paid', 'refunded', 'failed'));--> statement-breakpoint
UPDATE "orders" SET
  "amount_paid" = "ledger"."paid",
  "amount_refunded" = "ledger"."refunded",
  "payment_state" = CASE
    WHEN "ledger"."paid" > 0 AND "orders"."payment_choice" = 'deposit' AND "ledger"."paid" < "orders"."total_price" THEN 'deposit_paid'
    WHEN "ledger"."paid" > 0 THEN 'paid'
    WHEN "ledger"."refunded" > 0 THEN 'refunded'
    ELSE 'unpaid' END
FROM (
  SELECT "order_id",
    coalesce(sum(CASE WHEN "kind" = 'payment' AND "status" = 'succeeded' THEN "amount" END), 0)
      - coalesce(sum(CASE WHEN "kind" = 'refund' AND "status" IN ('succeeded', 'pending') THEN "amount" END), 0) AS "paid",
    coalesce(sum(CASE WHEN "kind" = 'refund' AND "status" IN ('succeeded', 'pending') THEN "amount" END), 0) AS "refunded"
  FROM "payments" GROUP BY "order_id"
) AS "ledger"
WHERE "orders"."id" = "ledger"."order_id";
