CREATE TABLE "order_payment_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ledger_ref" uuid NOT NULL,
	"event" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payment_history_event_check" CHECK ("order_payment_history"."event" in ('started', 'paid', 'deposit_paid', 'failed', 'expired', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_payment_history" ADD CONSTRAINT "order_payment_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payment_history_order_idx" ON "order_payment_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_history_once" ON "order_payment_history" USING btree ("ledger_ref","event","at");--> statement-breakpoint
INSERT INTO "order_payment_history" ("order_id", "ledger_ref", "event", "amount", "currency", "at")
SELECT p."order_id", p."id", e."event", p."amount", p."currency", e."at"
FROM "payments" p
JOIN "orders" o ON o."id" = p."order_id"
CROSS JOIN LATERAL (VALUES
  (CASE WHEN p."kind" = 'payment' THEN 'started' END, p."created_at"),
  (CASE WHEN p."kind" = 'payment' THEN CASE p."status"
    WHEN 'succeeded' THEN CASE WHEN o."payment_choice" = 'deposit' THEN 'deposit_paid' ELSE 'paid' END
    WHEN 'failed' THEN 'failed'
    WHEN 'canceled' THEN 'expired' END END, p."updated_at"),
  (CASE WHEN p."kind" = 'refund' AND p."status" IN ('pending', 'succeeded')
    AND p."provider_ref" NOT LIKE 'claim:refund-%' THEN 'refunded' END, p."created_at")
) AS e("event", "at")
WHERE e."event" IS NOT NULL
ON CONFLICT ("ledger_ref", "event", "at") DO NOTHING;
