ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "drive_status" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Test drives asked for before this migration are requests, as the new ones are.
UPDATE "enquiries" SET "drive_status" = 'requested' WHERE "type" = 'test-drive';--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_confirmed_drive_idx" ON "enquiries" USING btree ("car_id","preferred_date","preferred_time") WHERE "enquiries"."drive_status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('car.created', 'car.updated', 'car.deleted', 'order.status', 'order.refund', 'enquiry.status', 'enquiry.reply', 'enquiry.note', 'test-drive.scheduled', 'user.updated', 'user.role', 'user.status', 'staff.invited'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_drive_status_check" CHECK ("enquiries"."drive_status" in ('requested', 'confirmed', 'canceled'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_drive_status_kind_check" CHECK (("enquiries"."type" = 'test-drive') = ("enquiries"."drive_status" is not null));