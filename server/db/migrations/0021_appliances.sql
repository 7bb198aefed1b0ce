CREATE TABLE "appliances" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"recorded_on" date NOT NULL,
	"result" text NOT NULL,
	"expires_on" text
);
--> statement-breakpoint
CREATE TABLE "agency_integration_syncs" (
	"agency_id" integer NOT NULL,
	"last_synced_at" timestamp with time zone NOT NULL,
	"last_sync_status" text NOT NULL,
	"last_error" text,
	CONSTRAINT "agency_integration_syncs_agency_id_pk" PRIMARY KEY("agency_id")
);
--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_integration_syncs" ADD CONSTRAINT "agency_integration_syncs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appliances_property_id_service_id_recorded_on_index" ON "appliances" USING btree ("property_id","service_id","recorded_on");
