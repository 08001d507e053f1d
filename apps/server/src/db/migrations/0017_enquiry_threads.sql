CREATE TABLE "enquiry_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_entries_kind_check" CHECK ("enquiry_entries"."kind" in ('reply', 'note'))
);
--> statement-breakpoint
ALTER TABLE "enquiry_entries" ADD CONSTRAINT "enquiry_entries_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_entries" ADD CONSTRAINT "enquiry_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_entries_enquiry_idx" ON "enquiry_entries" USING btree ("enquiry_id","created_at");