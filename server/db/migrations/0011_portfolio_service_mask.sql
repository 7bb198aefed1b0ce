DROP INDEX "portfolio_non_managed_service_ids";--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD COLUMN "service_mask" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_service_mask" ON "portfolio_properties" USING btree ("agency_id","service_mask") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
-- service_mask: the services of the entries as bits (1 << (id - 1)); the non-managed service filter counts
-- by equality on the few masks that contain the chosen services (a btree range each), where @> on the
-- service_ids array had to test every one of 50,000 rows.
CREATE OR REPLACE FUNCTION refresh_portfolio_entry_summary(ids integer[]) RETURNS void AS $$
  UPDATE portfolio_properties pp SET
    service_ids = ARRAY(
      SELECT DISTINCT e.service_id FROM service_entries e WHERE e.portfolio_property_id = pp.id ORDER BY 1),
    service_mask = coalesce((
      SELECT bit_or(1 << (e.service_id - 1)) FROM service_entries e WHERE e.portfolio_property_id = pp.id), 0),
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
