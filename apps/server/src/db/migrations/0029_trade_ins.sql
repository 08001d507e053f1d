CREATE TABLE "trade_ins" (
	"enquiry_id" uuid PRIMARY KEY NOT NULL,
	"vin" text,
	"registration" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"condition" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"offer_amount" numeric(14, 2),
	"offer_valid_until" date,
	"offered_at" timestamp with time zone,
	"offered_by" uuid,
	"accepted_at" timestamp with time zone,
	"order_id" uuid,
	CONSTRAINT "trade_ins_condition_check" CHECK ("trade_ins"."condition" in ('excellent', 'good', 'fair', 'poor')),
	CONSTRAINT "trade_ins_identity_check" CHECK ("trade_ins"."vin" is not null or "trade_ins"."registration" is not null),
	CONSTRAINT "trade_ins_offer_check" CHECK (("trade_ins"."offer_amount" is null) = ("trade_ins"."offer_valid_until" is null) and ("trade_ins"."offer_amount" is null or "trade_ins"."offer_amount" > 0)),
	CONSTRAINT "trade_ins_accepted_check" CHECK ("trade_ins"."accepted_at" is null or "trade_ins"."offer_amount" is not null),
	CONSTRAINT "trade_ins_order_check" CHECK ("trade_ins"."order_id" is null or "trade_ins"."accepted_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_type_check";--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_car_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trade_in_title" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trade_in_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_ins_order_idx" ON "trade_ins" USING btree ("order_id") WHERE "trade_ins"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('car.created', 'car.updated', 'car.deleted', 'cars.imported', 'order.status', 'order.refund', 'enquiry.status', 'enquiry.reply', 'enquiry.note', 'test-drive.scheduled', 'trade-in.offer', 'user.updated', 'user.role', 'user.status', 'staff.invited'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_type_check" CHECK ("enquiries"."type" in ('question', 'test-drive', 'general', 'trade-in'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_car_check" CHECK ("enquiries"."type" = 'trade-in' or ("enquiries"."type" = 'general') = ("enquiries"."car_title" is null));