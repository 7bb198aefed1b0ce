ALTER TABLE "sent_emails" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "notice_id" integer;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "inline_image_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_emails_property_id_created_at_index" ON "sent_emails" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE TABLE "email_images" (
	"file_id" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_images" ADD CONSTRAINT "email_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_images" ADD CONSTRAINT "email_images_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_images" ADD CONSTRAINT "email_images_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
