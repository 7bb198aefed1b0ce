-- Issue 16 (goal 5): a filtered portfolio page tested from an index in the list's order. The page walked
-- (agency, search_text, id) and read each property's row to test the facet or service filter: BOOKED_IN +
-- APPROACHING read 514 rows for 25 (1.6 ms at 50,000). An index with the same keys that also holds the filtered
-- columns (INCLUDE) lets the walk test them there and read no row it does not show (0.26 ms); the non-managed
-- list likewise (COMPLIANT 1.06 -> 0.13 ms). The narrow index stays for the unfiltered walks (a deep page,
-- the searches), which a wider index slows: offset 12,475 read 654 pages of it where the narrow one reads 177.
-- drizzle's index builder has no INCLUDE: the schema (server/db/schema/properties.ts) names them in comments.
CREATE INDEX "properties_agency_search_filters" ON "properties" USING btree ("agency_id","search_text","id") INCLUDE ("compliance_status","overview_status","is_cancelled","servicing_states","service_ids","property_manager_id");--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_search_filters" ON "portfolio_properties" USING btree ("agency_id","search_text","id") INCLUDE ("earliest_next_service_date","entry_gaps","next_service_dates","service_mask","property_manager_id","provider_ids") WHERE "portfolio_properties"."property_id" IS NULL;
