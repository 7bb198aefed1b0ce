DROP INDEX IF EXISTS "portfolio_non_managed_next_dates";--> statement-breakpoint
ALTER TABLE "portfolio_properties" DROP COLUMN "next_service_dates";--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD COLUMN "next_service_dates" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD COLUMN "earliest_next_service_date" date;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_next_dates" ON "portfolio_properties" USING gin ("next_service_dates") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_earliest" ON "portfolio_properties" USING btree ("agency_id","earliest_next_service_date") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_no_gaps" ON "portfolio_properties" USING btree ("agency_id","earliest_next_service_date") WHERE "portfolio_properties"."property_id" IS NULL AND "portfolio_properties"."entry_gaps" = '{}';--> statement-breakpoint
-- The next service dates as a date[] (GIN: overlap with the 31 approaching days is exact, where a GiST
-- index on a multirange only keeps its bounds) and the earliest of them (overdue: earliest < today).
CREATE OR REPLACE FUNCTION refresh_portfolio_entry_summary(ids integer[]) RETURNS void AS $$
  UPDATE portfolio_properties pp SET
    service_ids = ARRAY(
      SELECT DISTINCT e.service_id FROM service_entries e WHERE e.portfolio_property_id = pp.id ORDER BY 1),
    provider_ids = ARRAY(
      SELECT DISTINCT e.provider_id FROM service_entries e
      WHERE e.portfolio_property_id = pp.id AND e.provider_id IS NOT NULL ORDER BY 1),
    entry_gaps = ARRAY(
      SELECT gap FROM (VALUES ('MISSING_LAST_SERVICE_DATE'), ('MISSING_SUPPLIER')) AS g(gap)
      WHERE EXISTS (SELECT 1 FROM service_entries e WHERE e.portfolio_property_id = pp.id
        AND CASE g.gap WHEN 'MISSING_SUPPLIER' THEN e.provider_id IS NULL ELSE e.last_service_date IS NULL END)
      ORDER BY 1),
    next_service_dates = ARRAY(
      SELECT DISTINCT e.next_service_date FROM service_entries e
      WHERE e.portfolio_property_id = pp.id AND e.next_service_date IS NOT NULL ORDER BY 1),
    earliest_next_service_date = (
      SELECT min(e.next_service_date) FROM service_entries e WHERE e.portfolio_property_id = pp.id)
  WHERE pp.id = ANY(ids)
$$ LANGUAGE sql;
--> statement-breakpoint
SELECT refresh_portfolio_entry_summary(ARRAY(SELECT id FROM portfolio_properties));
