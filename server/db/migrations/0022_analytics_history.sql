CREATE TABLE "service_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_service_id" integer NOT NULL,
	"visited_on" date NOT NULL,
	"is_compliant" boolean NOT NULL,
	"next_due_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_property_service_id_property_services_id_fk" FOREIGN KEY ("property_service_id") REFERENCES "public"."property_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_visits_service_day" ON "service_visits" USING btree ("property_service_id","visited_on");--> statement-breakpoint
CREATE INDEX "service_visits_visited_on" ON "service_visits" USING btree ("visited_on");;--> statement-breakpoint
CREATE INDEX "service_visits_ends_on" ON "service_visits" USING btree ("ends_on");--> statement-breakpoint
-- A visit added without ends_on gets it from the next visit already recorded (or its own next due day), and the
-- visit before it now ends on the new visit's day: ends_on always says when what a visit found stopped holding.
CREATE FUNCTION "service_visits_set_ends_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.ends_on := least(NEW.next_due_on, (SELECT min(v.visited_on) FROM service_visits v
		WHERE v.property_service_id = NEW.property_service_id AND v.visited_on > NEW.visited_on));
	UPDATE service_visits v SET ends_on = least(v.next_due_on, NEW.visited_on)
		WHERE v.property_service_id = NEW.property_service_id AND v.visited_on = (SELECT max(p.visited_on) FROM service_visits p
			WHERE p.property_service_id = NEW.property_service_id AND p.visited_on < NEW.visited_on);
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "service_visits_ends_on" BEFORE INSERT ON "service_visits"
	FOR EACH ROW WHEN (NEW.ends_on IS NULL) EXECUTE FUNCTION "service_visits_set_ends_on"();
