CREATE TABLE "agency_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"state_id" smallint
);
--> statement-breakpoint
CREATE TABLE "agency_pricing_services" (
	"pricing_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"price_cents_inc_gst" integer NOT NULL,
	CONSTRAINT "agency_pricing_services_pricing_id_service_id_pk" PRIMARY KEY("pricing_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "known_addresses" (
	"address_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"creation_token" text,
	"created_by_user_id" integer,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_addresses_creationToken_unique" UNIQUE("creation_token")
);
--> statement-breakpoint
CREATE TABLE "property_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_request_id" integer NOT NULL,
	"type" text NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"creation_type" text NOT NULL,
	"address_id" integer NOT NULL,
	"property_id" integer,
	"creation_token" text,
	"agency_portfolio_property_id" integer,
	"state_workflow_id" integer,
	"payload_version_id" text,
	"payload" jsonb,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enrolled_property_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "state_workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"payload_versions" text[] DEFAULT '{}' NOT NULL,
	"use_legacy_job_order_page" boolean DEFAULT false NOT NULL,
	"legacy_job_order_path" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_executions" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_request_id" integer NOT NULL,
	"state_workflow_id" integer NOT NULL,
	"payload_version_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_pricing" ADD CONSTRAINT "agency_pricing_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_pricing_services" ADD CONSTRAINT "agency_pricing_services_pricing_id_agency_pricing_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."agency_pricing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_pricing_services" ADD CONSTRAINT "agency_pricing_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_addresses" ADD CONSTRAINT "known_addresses_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_addresses" ADD CONSTRAINT "known_addresses_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_addresses" ADD CONSTRAINT "known_addresses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_request_events" ADD CONSTRAINT "property_request_events_property_request_id_property_requests_id_fk" FOREIGN KEY ("property_request_id") REFERENCES "public"."property_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_request_events" ADD CONSTRAINT "property_request_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_agency_portfolio_property_id_portfolio_properties_id_fk" FOREIGN KEY ("agency_portfolio_property_id") REFERENCES "public"."portfolio_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_state_workflow_id_state_workflows_id_fk" FOREIGN KEY ("state_workflow_id") REFERENCES "public"."state_workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_enrolled_property_id_properties_id_fk" FOREIGN KEY ("enrolled_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_property_request_id_property_requests_id_fk" FOREIGN KEY ("property_request_id") REFERENCES "public"."property_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_state_workflow_id_state_workflows_id_fk" FOREIGN KEY ("state_workflow_id") REFERENCES "public"."state_workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_pricing_agency_id_index" ON "agency_pricing" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "known_addresses_search_trgm" ON "known_addresses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "known_addresses_agency_id_index" ON "known_addresses" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "property_request_events_property_request_id_id_index" ON "property_request_events" USING btree ("property_request_id","id");--> statement-breakpoint
CREATE INDEX "property_requests_agency_id_id_index" ON "property_requests" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "property_requests_property_id_index" ON "property_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "state_workflows_state_id_sort_order_index" ON "state_workflows" USING btree ("state_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_executions_property_request_id_index" ON "workflow_executions" USING btree ("property_request_id");