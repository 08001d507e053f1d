ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_stock_number_unique" UNIQUE("stock_number");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('car.created', 'car.updated', 'car.deleted', 'cars.imported', 'order.status', 'order.refund', 'enquiry.status', 'enquiry.reply', 'enquiry.note', 'test-drive.scheduled', 'user.updated', 'user.role', 'user.status', 'staff.invited'));