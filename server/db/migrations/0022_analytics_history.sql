CREATE TABLE "service_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_service_id" integer NOT NULL,
	"visited_on" date NOT NULL,
	"is_compliant" boolean NOT NULL,
	"next_due_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_property_service_id_property_services_id_fk" FOREIGN KEY ("property_service_id") REFERENCES "public"."property_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_visits_service_day" ON "service_visits" USING btree ("property_service_id","visited_on");--> statement-breakpoint
CREATE INDEX "service_visits_visited_on" ON "service_visits" USING btree ("visited_on");
