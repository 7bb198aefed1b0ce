-- Issue 16 (goal 5): a filtered portfolio page tested from the index that walks the list's order. The page walked
-- (agency, search_text, id) and read each property's row to test the facet or service filter: BOOKED_IN +
-- APPROACHING read 514 rows for 25 (1.6 ms at 50,000). With the filtered columns in the index (INCLUDE), the walk
-- tests them there and reads no row (0.26 ms); the non-managed list likewise (COMPLIANT 1.06 -> 0.13 ms). An
-- unfiltered deep page walks a wider index: 1.8 -> 2.0 ms at offset 12,475. drizzle's index builder has no INCLUDE:
-- the schema (server/db/schema/properties.ts) names these indexes by their keys.
DROP INDEX IF EXISTS "properties_agency_search";--> statement-breakpoint
CREATE INDEX "properties_agency_search" ON "properties" USING btree ("agency_id","search_text","id") INCLUDE ("compliance_status","overview_status","is_cancelled","servicing_states","service_ids","property_manager_id");--> statement-breakpoint
DROP INDEX IF EXISTS "portfolio_non_managed_search";--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_search" ON "portfolio_properties" USING btree ("agency_id","search_text","id") INCLUDE ("earliest_next_service_date","entry_gaps","next_service_dates","service_mask","property_manager_id","provider_ids") WHERE "portfolio_properties"."property_id" IS NULL;
