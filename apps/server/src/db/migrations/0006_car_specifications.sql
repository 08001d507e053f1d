-- Written by hand (issue 21): the specification columns first, then values for the cars already listed, then
-- search_text again with the new words (a generated column's expression cannot be altered: it is dropped and added
-- back, and its trigram index with it).
ALTER TABLE "cars" ADD COLUMN "mileage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fuel_type" text DEFAULT 'Petrol' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "transmission" text DEFAULT 'Automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "condition" text DEFAULT 'New' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "vin" text;--> statement-breakpoint
-- Existing cars: this year's and last year's models are new (0 km); older ones used, 12,000 km a year of age;
-- the fuel from the name where it says so.
UPDATE "cars" SET
  "condition" = CASE WHEN "year" >= extract(year from now())::int - 1 THEN 'New' ELSE 'Used' END,
  "mileage" = CASE WHEN "year" >= extract(year from now())::int - 1 THEN 0
    ELSE least(2000000, (extract(year from now())::int - "year") * 12000) END,
  "fuel_type" = CASE
    WHEN lower("brand" || ' ' || "model") ~ '(tesla|electric|\mev\M|e-tron|ioniq|leaf|taycan|model [3sxy])' THEN 'Electric'
    WHEN lower("model") ~ 'plug-in|phev' THEN 'Plug-in Hybrid'
    WHEN lower("model") ~ 'hybrid' THEN 'Hybrid'
    WHEN lower("model") ~ 'diesel|\mtdi\M|\md\M' THEN 'Diesel'
    ELSE 'Petrol' END;--> statement-breakpoint
ALTER TABLE "cars" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(brand || ' ' || model || ' ' || category || ' ' || fuel_type || ' ' || transmission || ' ' || coalesce(color, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_search_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_mileage_idx" ON "cars" USING btree ("mileage","id");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_vin_unique" UNIQUE("vin");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_mileage_check" CHECK ("cars"."mileage" >= 0);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_fuel_type_check" CHECK ("cars"."fuel_type" in ('Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'CNG'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_transmission_check" CHECK ("cars"."transmission" in ('Automatic', 'Manual'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_condition_check" CHECK ("cars"."condition" in ('New', 'Used'));
