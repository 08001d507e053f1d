CREATE TABLE "alert_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sent_until" timestamp with time zone NOT NULL,
	"last_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "car_stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"in_stock" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_stock_changes" ADD CONSTRAINT "car_stock_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_stock_changes_car_idx" ON "car_stock_changes" USING btree ("car_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "car_stock_changes_at_idx" ON "car_stock_changes" USING btree ("changed_at");--> statement-breakpoint
-- Issue 32 (ADR 071): a car selling out or coming back in stock is kept by the database itself, like its price
-- (migration 0027), so no path that moves stock (a checkout, a cancel, the admin's form, the CSV import, a script)
-- can leave it out. Only a flip of `quantity > 0` is a change: 3 to 2 is not news to anyone.
CREATE FUNCTION "cars_record_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "car_stock_changes" ("car_id", "in_stock") VALUES (NEW.id, NEW.quantity > 0);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cars_stock_changes" AFTER UPDATE OF "quantity" ON "cars"
  FOR EACH ROW WHEN ((OLD.quantity > 0) IS DISTINCT FROM (NEW.quantity > 0))
  EXECUTE FUNCTION "cars_record_stock_change"();
