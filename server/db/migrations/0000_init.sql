CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" smallint NOT NULL,
	"integration_software_name" text,
	"allow_agency_portal_booking" boolean DEFAULT false NOT NULL,
	"is_service_reports_auto_owner_email_allowed" boolean DEFAULT true NOT NULL,
	"release_stage" text DEFAULT 'external' NOT NULL,
	"help_phone" text DEFAULT '1300 000 000' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_email_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"domain" text NOT NULL,
	"setup_url" text,
	"email_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_memberships" (
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"is_master_user" boolean DEFAULT false NOT NULL,
	CONSTRAINT "agency_memberships_user_id_agency_id_pk" PRIMARY KEY("user_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "key_pickup_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"full_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"can_impersonate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"total_inc_gst_cents" integer NOT NULL,
	"issued_at" date NOT NULL,
	"due_date" date NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"file_id" text,
	"integration_status" text DEFAULT 'NOT_UPLOADED' NOT NULL,
	"uploaded_at" timestamp with time zone,
	"uploaded_by" text,
	"last_upload_error" text
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"quote_number" text NOT NULL,
	"status_id" smallint NOT NULL,
	"severity" text NOT NULL,
	"expires_at" date NOT NULL,
	"minimum_price_cents" integer NOT NULL,
	"approval_url" text,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"text" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer,
	"portfolio_property_id" integer,
	"file_id" text NOT NULL,
	"document_type" text NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_experiments" (
	"agency_id" integer NOT NULL,
	"experiment_key" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agency_experiments_agency_id_experiment_key_pk" PRIMARY KEY("agency_id","experiment_key")
);
--> statement-breakpoint
CREATE TABLE "agency_feature_flags" (
	"agency_id" integer NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agency_feature_flags_agency_id_flag_pk" PRIMARY KEY("agency_id","flag")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"property_manager_id" integer PRIMARY KEY NOT NULL,
	"service_reports_auto_owner_email_preference" text DEFAULT 'NOT_ALLOWED' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" integer NOT NULL,
	"terms_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_terms_id_pk" PRIMARY KEY("user_id","terms_id")
);
--> statement-breakpoint
CREATE TABLE "terms_of_use" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"text_content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"default_property_manager_id" integer,
	"show_portfolio_mirroring" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_user_id_agency_id_pk" PRIMARY KEY("user_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "access_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"issue_type" text NOT NULL,
	"entry_method" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"resolution_label" text,
	"resolution_notes" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"notice_type" text NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"is_contact_di_required" boolean DEFAULT false NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"resolve_reason" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reported_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"servicing_category_id" integer NOT NULL,
	"title" text NOT NULL,
	"appliance_name" text,
	"appliance_location" text,
	"original_booking_date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"dismissed_by" text,
	"dismissed_at" timestamp with time zone,
	"quote_requested" boolean DEFAULT false NOT NULL,
	"quote_requested_by" text,
	"quote_requested_at" timestamp with time zone,
	"quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"service_ids" integer[] NOT NULL,
	"cancellation_reason_id" integer,
	"hold_date" date,
	"notes" text,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicing_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"description" text NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"line3" text,
	"suburb_id" integer,
	"international_address" text
);
--> statement-breakpoint
CREATE TABLE "portfolio_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"property_manager_id" integer,
	"property_id" integer,
	"software_name" text NOT NULL,
	"first_active_date" date NOT NULL,
	"is_under_enrolment" boolean DEFAULT false NOT NULL,
	"under_enrolment_at" timestamp with time zone,
	"under_enrolment_by" text,
	"dismissed_at" timestamp with time zone,
	"gas_appliance_count_value" text,
	"is_residential_property" boolean DEFAULT true NOT NULL,
	"non_residential_property_type" text
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"property_manager_id" integer,
	"is_integrated" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"is_residential_property" boolean DEFAULT true NOT NULL,
	"non_residential_property_type" text,
	"compliance_status" text NOT NULL,
	"overview_status" text NOT NULL,
	"is_key_available" boolean DEFAULT false NOT NULL,
	"key_number" text,
	"key_location_id" integer,
	"onsite_key_availability" text DEFAULT 'UNAVAILABLE' NOT NULL,
	"temporary_key_expiration_date" date,
	"key_onsite_notes" text,
	"key_info_valid_from" date,
	"booking_method" text DEFAULT 'APPOINTMENT' NOT NULL,
	"entry_method_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_hold_service" boolean DEFAULT true NOT NULL,
	"show_cancel_property" boolean DEFAULT true NOT NULL,
	"can_select_cancellation_services" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"job_status" text,
	"is_on_hold" boolean DEFAULT false NOT NULL,
	"is_pending_cancellation" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"compliance_status" text NOT NULL,
	"last_service_date" date,
	"next_service_date" date,
	"service_frequency_months" smallint NOT NULL,
	"booked_in_date" date
);
--> statement-breakpoint
CREATE TABLE "service_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"portfolio_property_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"compliance_id" integer,
	"managed_by" text,
	"last_service_date" date,
	"next_service_date" date,
	"provider_id" integer,
	"service_frequency_months" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"supplier_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"icon" text NOT NULL,
	"service_frequency_months" smallint NOT NULL,
	"state_ids" jsonb,
	CONSTRAINT "services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postcode" text NOT NULL,
	"state_id" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"state_id" smallint NOT NULL,
	"compliance_session_id" text,
	"is_impersonating" boolean DEFAULT false NOT NULL,
	"original_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"occupant_id" integer,
	"contact_id" integer,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"do_not_contact_reason_code" text,
	"do_not_contact_reason_name" text
);
--> statement-breakpoint
CREATE TABLE "occupants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenancy_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"salutation" text,
	"address_id" integer
);
--> statement-breakpoint
CREATE TABLE "tenancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"started_at" date NOT NULL,
	"ended_at" date,
	"vacating_at" date,
	"notes" text,
	"source" text NOT NULL,
	"lease_type" text,
	"is_vacated" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_email_domains" ADD CONSTRAINT "agency_email_domains_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_memberships" ADD CONSTRAINT "agency_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_memberships" ADD CONSTRAINT "agency_memberships_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_pickup_locations" ADD CONSTRAINT "key_pickup_locations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_portfolio_property_id_portfolio_properties_id_fk" FOREIGN KEY ("portfolio_property_id") REFERENCES "public"."portfolio_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_document_types_code_fk" FOREIGN KEY ("document_type") REFERENCES "public"."document_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_experiments" ADD CONSTRAINT "agency_experiments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_experiments" ADD CONSTRAINT "agency_experiments_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_feature_flags" ADD CONSTRAINT "agency_feature_flags_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_property_manager_id_property_managers_id_fk" FOREIGN KEY ("property_manager_id") REFERENCES "public"."property_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_terms_id_terms_of_use_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms_of_use"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_default_property_manager_id_property_managers_id_fk" FOREIGN KEY ("default_property_manager_id") REFERENCES "public"."property_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issues" ADD CONSTRAINT "access_issues_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_servicing_category_id_servicing_categories_id_fk" FOREIGN KEY ("servicing_category_id") REFERENCES "public"."servicing_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD CONSTRAINT "portfolio_properties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD CONSTRAINT "portfolio_properties_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD CONSTRAINT "portfolio_properties_property_manager_id_property_managers_id_fk" FOREIGN KEY ("property_manager_id") REFERENCES "public"."property_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD CONSTRAINT "portfolio_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_manager_id_property_managers_id_fk" FOREIGN KEY ("property_manager_id") REFERENCES "public"."property_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_key_location_id_key_pickup_locations_id_fk" FOREIGN KEY ("key_location_id") REFERENCES "public"."key_pickup_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_portfolio_property_id_portfolio_properties_id_fk" FOREIGN KEY ("portfolio_property_id") REFERENCES "public"."portfolio_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_numbers" ADD CONSTRAINT "contact_numbers_occupant_id_occupants_id_fk" FOREIGN KEY ("occupant_id") REFERENCES "public"."occupants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_numbers" ADD CONSTRAINT "contact_numbers_contact_id_property_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."property_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupants" ADD CONSTRAINT "occupants_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contacts" ADD CONSTRAINT "property_contacts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contacts" ADD CONSTRAINT "property_contacts_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_agency_id_is_paid_due_date_index" ON "invoices" USING btree ("agency_id","is_paid","due_date");--> statement-breakpoint
CREATE INDEX "invoices_property_id_index" ON "invoices" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "quotes_property_id_index" ON "quotes" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "quotes_severity_status_id_index" ON "quotes" USING btree ("severity","status_id");--> statement-breakpoint
CREATE INDEX "documents_property_id_index" ON "documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "documents_portfolio_property_id_index" ON "documents" USING btree ("portfolio_property_id");--> statement-breakpoint
CREATE INDEX "access_issues_property_id_state_index" ON "access_issues" USING btree ("property_id","state");--> statement-breakpoint
CREATE INDEX "notices_property_id_is_resolved_index" ON "notices" USING btree ("property_id","is_resolved");--> statement-breakpoint
CREATE INDEX "reported_findings_property_id_index" ON "reported_findings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "reported_findings_servicing_category_id_index" ON "reported_findings" USING btree ("servicing_category_id");--> statement-breakpoint
CREATE INDEX "service_requests_property_id_index" ON "service_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "portfolio_properties_agency_id_property_manager_id_index" ON "portfolio_properties" USING btree ("agency_id","property_manager_id");--> statement-breakpoint
CREATE INDEX "portfolio_properties_agency_id_first_active_date_index" ON "portfolio_properties" USING btree ("agency_id","first_active_date");--> statement-breakpoint
CREATE INDEX "properties_agency_id_property_manager_id_index" ON "properties" USING btree ("agency_id","property_manager_id");--> statement-breakpoint
CREATE INDEX "properties_address_id_index" ON "properties" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "property_services_property_id_index" ON "property_services" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_services_service_id_compliance_status_index" ON "property_services" USING btree ("service_id","compliance_status");--> statement-breakpoint
CREATE INDEX "service_entries_portfolio_property_id_index" ON "service_entries" USING btree ("portfolio_property_id");--> statement-breakpoint
CREATE INDEX "suburbs_name_trgm" ON "suburbs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suburbs_postcode_index" ON "suburbs" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_numbers_occupant_id_index" ON "contact_numbers" USING btree ("occupant_id");--> statement-breakpoint
CREATE INDEX "contact_numbers_contact_id_index" ON "contact_numbers" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "occupants_tenancy_id_index" ON "occupants" USING btree ("tenancy_id");--> statement-breakpoint
CREATE INDEX "property_contacts_property_id_index" ON "property_contacts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "tenancies_property_id_index" ON "tenancies" USING btree ("property_id");