-- A car's pictures (issue 21): an ordered list, the first of which is `image`, the one spec clients read.
ALTER TABLE "cars" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Every existing car keeps its one picture as its first and only.
UPDATE "cars" SET "images" = ARRAY["image"] WHERE "image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_images_check" CHECK (cardinality("cars"."images") <= 10);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_image_first_check" CHECK ("cars"."image" is not distinct from "cars"."images"[1]);
