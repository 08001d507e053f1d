-- Staff search (issue 30, ADR 059): what an order or an enquiry is found by, written with the row from now on
-- (lib/staff-search.ts), filled here for the rows already there, and trigram-indexed.
ALTER TABLE "enquiries" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "search_text" = concat_ws(' ', "orders"."name", "orders"."email",
  (SELECT string_agg(concat_ws(' ', "order_items"."brand", "order_items"."model", "cars"."vin"), ' ')
     FROM "order_items" LEFT JOIN "cars" ON "cars"."id" = "order_items"."car_id"
    WHERE "order_items"."order_id" = "orders"."id"),
  nullif(regexp_replace("orders"."phone", '\D', '', 'g'), ''));--> statement-breakpoint
UPDATE "enquiries" SET "search_text" = concat_ws(' ', "enquiries"."name", "enquiries"."email", "enquiries"."car_title",
  (SELECT "cars"."vin" FROM "cars" WHERE "cars"."id" = "enquiries"."car_id"),
  nullif(regexp_replace(coalesce("enquiries"."phone", ''), '\D', '', 'g'), ''));--> statement-breakpoint
CREATE INDEX "enquiries_search_trgm_idx" ON "enquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
