ALTER TABLE "orders" ADD COLUMN "payment_choice" text DEFAULT 'handover' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_method" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_choice_check" CHECK ("orders"."payment_choice" in ('handover', 'deposit', 'full'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handover_method_check" CHECK ("orders"."handover_method" in ('pickup', 'delivery'));