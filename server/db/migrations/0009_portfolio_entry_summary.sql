ALTER TABLE "portfolio_properties" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD COLUMN "service_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD COLUMN "provider_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD COLUMN "entry_gaps" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD COLUMN "next_service_dates" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_search" ON "portfolio_properties" USING btree ("agency_id","search_text","id") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_search_trgm" ON "portfolio_properties" USING gin ("search_text" gin_trgm_ops) WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_service_ids" ON "portfolio_properties" USING gin ("service_ids") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_provider_ids" ON "portfolio_properties" USING gin ("provider_ids") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_entry_gaps" ON "portfolio_properties" USING gin ("entry_gaps") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_non_managed_next_dates" ON "portfolio_properties" USING gist ("next_service_dates") WHERE "portfolio_properties"."property_id" IS NULL;--> statement-breakpoint
-- portfolio_properties.search_text: the address as one lower-case line, kept by the same trigger function as
-- properties.search_text, for the non-managed list's search and order.
CREATE TRIGGER portfolio_properties_search_text BEFORE INSERT OR UPDATE OF address_id ON portfolio_properties
  FOR EACH ROW EXECUTE FUNCTION properties_search_text();
--> statement-breakpoint
UPDATE portfolio_properties SET address_id = address_id;
--> statement-breakpoint
-- A summary of each portfolio property's service entries, kept by statement triggers on service_entries
-- (one UPDATE per statement however many entries it wrote), for the non-managed list's filters.
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
    next_service_dates = coalesce((
      SELECT range_agg(daterange(e.next_service_date, e.next_service_date, '[]')) FROM service_entries e
      WHERE e.portfolio_property_id = pp.id AND e.next_service_date IS NOT NULL), '{}')
  WHERE pp.id = ANY(ids)
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_entries_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_portfolio_entry_summary(ARRAY(SELECT DISTINCT portfolio_property_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_portfolio_entry_summary(ARRAY(SELECT DISTINCT portfolio_property_id FROM old_rows));
  ELSE
    PERFORM refresh_portfolio_entry_summary(ARRAY(
      SELECT portfolio_property_id FROM new_rows UNION SELECT portfolio_property_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER service_entries_inserted AFTER INSERT ON service_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_entries_changed();
--> statement-breakpoint
CREATE TRIGGER service_entries_updated AFTER UPDATE ON service_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_entries_changed();
--> statement-breakpoint
CREATE TRIGGER service_entries_deleted AFTER DELETE ON service_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_entries_changed();
--> statement-breakpoint
SELECT refresh_portfolio_entry_summary(ARRAY(SELECT id FROM portfolio_properties));
