CREATE TABLE "booking_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL,
	"technician_id" integer NOT NULL,
	"held_by_session" text,
	"held_until" timestamp with time zone,
	"booked_at" timestamp with time zone,
	CONSTRAINT "booking_slots_serviceId_date_timeFrom_technicianId_unique" UNIQUE("service_id","date","time_from","technician_id"),
	CONSTRAINT "booking_slots_held_together" CHECK (("booking_slots"."held_by_session" is null) = ("booking_slots"."held_until" is null))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"booking_types" text NOT NULL,
	"service_ids" integer[] NOT NULL,
	"contacts" jsonb NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_slotId_unique" UNIQUE("slot_id")
);
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_booking_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."booking_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slots_service_id_date_index" ON "booking_slots" USING btree ("service_id","date");--> statement-breakpoint
CREATE INDEX "bookings_property_id_index" ON "bookings" USING btree ("property_id");