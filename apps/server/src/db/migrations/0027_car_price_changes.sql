CREATE TABLE "car_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_reduced_from" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "car_price_changes_at_idx" ON "car_price_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "cars_price_reduced_at_idx" ON "cars" USING btree ("price_reduced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Issue 32: every price change is kept by the database itself, so no path that updates a price (the admin's
-- form, the CSV import, a script) can leave it out. Who changed it is the transaction's carshop.actor_id
-- (cars/repository.ts: withPriceChanger); none for a script. The car keeps its last change when it was a drop
-- (price_reduced_from/at, what the catalogue filters and sorts by); a rise clears it.
CREATE FUNCTION "cars_record_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO "car_price_changes" ("car_id", "old_price", "new_price", "changed_by")
      VALUES (NEW.id, OLD.price, NEW.price, nullif(current_setting('carshop.actor_id', true), '')::uuid);
    IF NEW.price < OLD.price THEN
      NEW.price_reduced_from := OLD.price;
      NEW.price_reduced_at := now();
    ELSE
      NEW.price_reduced_from := NULL;
      NEW.price_reduced_at := NULL;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cars_price_changes" BEFORE UPDATE OF "price" ON "cars"
  FOR EACH ROW EXECUTE FUNCTION "cars_record_price_change"();
