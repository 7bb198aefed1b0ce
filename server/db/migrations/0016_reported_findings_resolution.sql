CREATE TABLE "finding_documents" (
	"finding_id" integer NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "finding_documents_finding_id_document_id_pk" PRIMARY KEY("finding_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "can_request_quote" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "can_inform_di" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "can_enter_built_year" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "third_party_invalid_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "is_dismissible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "quote_requested_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "dismissed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "third_party_notes" text;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "resolved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "inform_notes" text;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "informed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD COLUMN "informed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "property_built" text;--> statement-breakpoint
ALTER TABLE "finding_documents" ADD CONSTRAINT "finding_documents_finding_id_reported_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."reported_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_documents" ADD CONSTRAINT "finding_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finding_documents_document_id_index" ON "finding_documents" USING btree ("document_id");