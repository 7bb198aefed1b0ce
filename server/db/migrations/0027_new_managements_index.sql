-- Issue 16 (goal 5): the new managements (not serviced by us, not dismissed, first seen lately) from an index of
-- their own. The dashboard's count read 10,186 of Benchmark Realty's 100,000 portfolio rows through two bitmaps
-- (6.5 ms a call); the list (newest first, by date then id) sorted 300 of them for its 10. With
-- property_manager_id INCLUDEd, one manager's count is answered from the index too. drizzle's index builder has no
-- INCLUDE (server/db/schema/properties.ts).
CREATE INDEX "portfolio_new_managements" ON "portfolio_properties" USING btree ("agency_id","first_active_date","id") INCLUDE ("property_manager_id") WHERE "portfolio_properties"."property_id" IS NULL AND "portfolio_properties"."dismissed_at" IS NULL;
