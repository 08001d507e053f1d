-- Written by hand from drizzle-kit's output (issue 32): the feature columns first; then the drivetrain of the cars
-- already listed where their description names it; then search_text again, built by an immutable function (a
-- generated column's expression cannot be altered: it is dropped and added back, and its trigram index with it).
ALTER TABLE "cars" ADD COLUMN "drivetrain" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "doors" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "equipment" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "cars" SET "drivetrain" = CASE
    WHEN lower("description") ~ '(four-wheel drive|4x4|\m4wd\M)' THEN '4WD'
    WHEN lower("brand" || ' ' || "model" || ' ' || "description") ~ '(all-wheel drive|\mawd\M|quattro|4matic|xdrive)' THEN 'AWD'
    WHEN lower("description") ~ 'rear-wheel drive' THEN 'RWD'
    WHEN lower("description") ~ 'front-wheel drive' THEN 'FWD'
  END;--> statement-breakpoint
-- What the catalogue search reads, lower-cased: the drivetrain by its code and its name ("awd all-wheel drive"),
-- seats and doors as "7 seats", every equipment item and the description. Declared IMMUTABLE (as it is: the same
-- values always give the same text) because array_to_string and concat_ws are only STABLE by PostgreSQL's
-- reckoning, and a generated column's expression must be immutable.
CREATE OR REPLACE FUNCTION car_search_text(
  brand text, model text, category text, fuel_type text, transmission text, color text, drivetrain text,
  seats integer, doors integer, equipment text[], description text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(concat_ws(' ', brand, model, category, fuel_type, transmission, color, drivetrain,
    CASE drivetrain
      WHEN 'FWD' THEN 'front-wheel drive'
      WHEN 'RWD' THEN 'rear-wheel drive'
      WHEN 'AWD' THEN 'all-wheel drive'
      WHEN '4WD' THEN 'four-wheel drive 4x4'
    END,
    seats::text || ' seats', doors::text || ' doors', array_to_string(equipment, ' '), description))
$$;--> statement-breakpoint
ALTER TABLE "cars" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (car_search_text(brand, model, category, fuel_type, transmission, color, drivetrain, seats, doors, equipment, description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_search_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_drivetrain_check" CHECK ("cars"."drivetrain" in ('FWD', 'RWD', 'AWD', '4WD'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_seats_check" CHECK ("cars"."seats" >= 1);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_doors_check" CHECK ("cars"."doors" >= 0);
