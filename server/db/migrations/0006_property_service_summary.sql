ALTER TABLE "properties" ADD COLUMN "service_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "servicing_states" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_agency_service_ids" ON "properties" USING btree ("agency_id","service_ids");--> statement-breakpoint
CREATE INDEX "properties_service_ids_gin" ON "properties" USING gin ("service_ids");--> statement-breakpoint
CREATE INDEX "properties_servicing_states_gin" ON "properties" USING gin ("servicing_states");--> statement-breakpoint
-- properties.service_ids / servicing_states: a summary of the property's live services, kept by
-- statement-level triggers on property_services (one UPDATE per statement, however many rows it wrote:
-- the seed inserts thousands at once), so the portfolio filters read one indexed row per property.
CREATE OR REPLACE FUNCTION refresh_property_service_summary(ids integer[]) RETURNS void AS $$
  UPDATE properties p SET
    service_ids = ARRAY(
      SELECT DISTINCT ps.service_id FROM property_services ps
      WHERE ps.property_id = p.id AND NOT ps.is_cancelled ORDER BY 1),
    servicing_states = ARRAY(
      SELECT DISTINCT s.state FROM property_services ps,
        LATERAL (VALUES (ps.job_status),
          (CASE WHEN ps.is_on_hold THEN 'ON_HOLD' END),
          (CASE WHEN ps.is_pending_cancellation THEN 'PENDING_CANCELLATION' END)) AS s(state)
      WHERE ps.property_id = p.id AND NOT ps.is_cancelled AND s.state IS NOT NULL ORDER BY 1)
  WHERE p.id = ANY(ids)
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_services_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_property_service_summary(ARRAY(SELECT DISTINCT property_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_property_service_summary(ARRAY(SELECT DISTINCT property_id FROM old_rows));
  ELSE
    PERFORM refresh_property_service_summary(ARRAY(
      SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER property_services_inserted AFTER INSERT ON property_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_services_changed();
--> statement-breakpoint
CREATE TRIGGER property_services_updated AFTER UPDATE ON property_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_services_changed();
--> statement-breakpoint
CREATE TRIGGER property_services_deleted AFTER DELETE ON property_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_services_changed();
--> statement-breakpoint
SELECT refresh_property_service_summary(ARRAY(SELECT id FROM properties));
