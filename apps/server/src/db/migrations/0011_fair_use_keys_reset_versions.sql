-- Edited by hand: open orders count at once by their delivery phone (its digits) and address (its letters and
-- digits, lower-cased; orders/fair-use.ts, where the server's own fold also takes Unicode letters); their client
-- address was never kept, so they count by it only from now on. Live reset links take their account's version.
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "phone_key" = regexp_replace("phone", '[^0-9]', '', 'g'), "address_key" = lower(regexp_replace("address", '[^[:alnum:]]', '', 'g'));--> statement-breakpoint
UPDATE "password_resets" SET "session_version" = "users"."session_version" FROM "users" WHERE "users"."id" = "password_resets"."user_id";--> statement-breakpoint
CREATE INDEX "orders_client_key_idx" ON "orders" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "orders_phone_key_idx" ON "orders" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "orders_address_key_idx" ON "orders" USING btree ("address_key");