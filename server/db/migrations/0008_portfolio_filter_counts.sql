CREATE TABLE "portfolio_filter_counts" (
	"agency_id" integer NOT NULL,
	"compliance_status" text NOT NULL,
	"overview_status" text NOT NULL,
	"service_ids" integer[] NOT NULL,
	"servicing_states" text[] NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "portfolio_filter_counts_agency_id_compliance_status_overview_status_service_ids_servicing_states_pk" PRIMARY KEY("agency_id","compliance_status","overview_status","service_ids","servicing_states")
);
--> statement-breakpoint
ALTER TABLE "portfolio_filter_counts" ADD CONSTRAINT "portfolio_filter_counts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- portfolio_filter_counts: properties per (agency, statuses, services, servicing states), kept by statement
-- triggers on properties (service_ids and servicing_states change through the property_services triggers,
-- which update properties). Each statement adds its rows' groups (+1 new, -1 old) in key order, so
-- concurrent writers lock counters in one order; an update that moves no property between groups writes nothing.
CREATE OR REPLACE FUNCTION properties_counts_changed() RETURNS trigger AS $$
DECLARE
  delta portfolio_filter_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := ARRAY(SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, 1)::portfolio_filter_counts
      FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    delta := ARRAY(SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, -1)::portfolio_filter_counts
      FROM old_rows);
  ELSE
    delta := ARRAY(SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, 1)::portfolio_filter_counts
      FROM new_rows
      UNION ALL
      SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, -1)::portfolio_filter_counts
      FROM old_rows);
  END IF;
  INSERT INTO portfolio_filter_counts AS c (agency_id, compliance_status, overview_status, service_ids, servicing_states, n)
  SELECT d.agency_id, d.compliance_status, d.overview_status, d.service_ids, d.servicing_states, sum(d.n)
  FROM unnest(delta) AS d
  -- A deleted agency's properties go with it (cascade): nothing to count, and no counter may point at it.
  WHERE d.agency_id IN (SELECT id FROM agencies)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (agency_id, compliance_status, overview_status, service_ids, servicing_states)
  DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER properties_counts_inserted AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_counts_changed();
--> statement-breakpoint
CREATE TRIGGER properties_counts_updated AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_counts_changed();
--> statement-breakpoint
CREATE TRIGGER properties_counts_deleted AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_counts_changed();
--> statement-breakpoint
INSERT INTO portfolio_filter_counts (agency_id, compliance_status, overview_status, service_ids, servicing_states, n)
SELECT agency_id, compliance_status, overview_status, service_ids, servicing_states, count(*)
FROM properties GROUP BY 1, 2, 3, 4, 5;
