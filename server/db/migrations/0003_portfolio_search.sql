DROP INDEX "property_services_property_id_index";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_search_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_agency_search" ON "properties" USING btree ("agency_id","search_text","id");--> statement-breakpoint
CREATE INDEX "properties_agency_id_compliance_status_index" ON "properties" USING btree ("agency_id","compliance_status");--> statement-breakpoint
CREATE INDEX "properties_agency_id_overview_status_index" ON "properties" USING btree ("agency_id","overview_status");--> statement-breakpoint
CREATE INDEX "property_services_property_id_service_id_index" ON "property_services" USING btree ("property_id","service_id");