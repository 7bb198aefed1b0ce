CREATE TABLE "one_off_entry_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"service_ids" integer[] NOT NULL,
	"notice_id" integer,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "entry_method_preference" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "resolved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "one_off_entry_notifications" ADD CONSTRAINT "one_off_entry_notifications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_entry_notifications" ADD CONSTRAINT "one_off_entry_notifications_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_off_entry_notifications_property_id_applied_at_index" ON "one_off_entry_notifications" USING btree ("property_id","applied_at");