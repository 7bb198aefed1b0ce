-- Issue 16 (goal 5): more of the portfolio totals from counters kept by triggers instead of counts per request.
--
-- 1. portfolio_filter_counts grouped by is_cancelled too: a status facet lists only properties on service, and its
--    total (8,134 OVERDUE of 50,000 took 5.8 ms to count) becomes a sum over a few hundred counters.
ALTER TABLE "portfolio_filter_counts" ADD COLUMN "is_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_filter_counts" DROP CONSTRAINT "portfolio_filter_counts_agency_id_compliance_status_overview_status_service_ids_servicing_states_pk";--> statement-breakpoint
DELETE FROM "portfolio_filter_counts";--> statement-breakpoint
ALTER TABLE "portfolio_filter_counts" ADD CONSTRAINT "portfolio_filter_counts_pk" PRIMARY KEY("agency_id","compliance_status","overview_status","service_ids","servicing_states","is_cancelled");--> statement-breakpoint
-- As migration 0008's function, with is_cancelled: each statement adds its rows' groups (+1 new, -1 old) in key
-- order, so concurrent writers lock counters in one order; an update that moves no property writes nothing.
CREATE OR REPLACE FUNCTION properties_counts_changed() RETURNS trigger AS $$
DECLARE
  delta portfolio_filter_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := ARRAY(SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, 1, is_cancelled)::portfolio_filter_counts
      FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    delta := ARRAY(SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, -1, is_cancelled)::portfolio_filter_counts
      FROM old_rows);
  ELSE
    delta := ARRAY(SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, 1, is_cancelled)::portfolio_filter_counts
      FROM new_rows
      UNION ALL
      SELECT (agency_id, compliance_status, overview_status, service_ids, servicing_states, -1, is_cancelled)::portfolio_filter_counts
      FROM old_rows);
  END IF;
  INSERT INTO portfolio_filter_counts AS c (agency_id, compliance_status, overview_status, service_ids, servicing_states, is_cancelled, n)
  SELECT d.agency_id, d.compliance_status, d.overview_status, d.service_ids, d.servicing_states, d.is_cancelled, sum(d.n)
  FROM unnest(delta) AS d
  -- A deleted agency's properties go with it (cascade): nothing to count, and no counter may point at it.
  WHERE d.agency_id IN (SELECT id FROM agencies)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (agency_id, compliance_status, overview_status, service_ids, servicing_states, is_cancelled)
  DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO portfolio_filter_counts (agency_id, compliance_status, overview_status, service_ids, servicing_states, is_cancelled, n)
SELECT agency_id, compliance_status, overview_status, service_ids, servicing_states, is_cancelled, count(*)
FROM properties GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- 2. portfolio_non_managed_counts: the agency's non-managed portfolio properties per service mask, in all
--    (provider_id 0) and per provider of one of their entries. The unsearched, unfaceted non-managed total is a
--    sum over at most 64 counters (with a provider: of that provider's), not a count of 50,000 rows (4.5 ms; one
--    provider's 16,814: 7.1 ms).
CREATE TABLE "portfolio_non_managed_counts" (
	"agency_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"service_mask" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "portfolio_non_managed_counts_pk" PRIMARY KEY("agency_id","provider_id","service_mask")
);
--> statement-breakpoint
ALTER TABLE "portfolio_non_managed_counts" ADD CONSTRAINT "portfolio_non_managed_counts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement triggers on portfolio_properties, as properties_counts_changed: the entries' summary (service_mask,
-- provider_ids) changes through refresh_portfolio_entry_summary's UPDATE, and a property leaves the list when a
-- plan of ours takes it on (property_id set). Only rows without property_id count.
CREATE OR REPLACE FUNCTION portfolio_non_managed_counts_changed() RETURNS trigger AS $$
DECLARE
  delta portfolio_non_managed_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := ARRAY(SELECT (r.agency_id, p.provider_id, r.service_mask, 1)::portfolio_non_managed_counts
      FROM new_rows r CROSS JOIN LATERAL unnest(array_prepend(0, r.provider_ids)) AS p(provider_id)
      WHERE r.property_id IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    delta := ARRAY(SELECT (r.agency_id, p.provider_id, r.service_mask, -1)::portfolio_non_managed_counts
      FROM old_rows r CROSS JOIN LATERAL unnest(array_prepend(0, r.provider_ids)) AS p(provider_id)
      WHERE r.property_id IS NULL);
  ELSE
    delta := ARRAY(SELECT (r.agency_id, p.provider_id, r.service_mask, 1)::portfolio_non_managed_counts
      FROM new_rows r CROSS JOIN LATERAL unnest(array_prepend(0, r.provider_ids)) AS p(provider_id)
      WHERE r.property_id IS NULL
      UNION ALL
      SELECT (r.agency_id, p.provider_id, r.service_mask, -1)::portfolio_non_managed_counts
      FROM old_rows r CROSS JOIN LATERAL unnest(array_prepend(0, r.provider_ids)) AS p(provider_id)
      WHERE r.property_id IS NULL);
  END IF;
  INSERT INTO portfolio_non_managed_counts AS c (agency_id, provider_id, service_mask, n)
  SELECT d.agency_id, d.provider_id, d.service_mask, sum(d.n)
  FROM unnest(delta) AS d
  WHERE d.agency_id IN (SELECT id FROM agencies)
  GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, provider_id, service_mask) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_counts_inserted AFTER INSERT ON portfolio_properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_counts_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_counts_updated AFTER UPDATE ON portfolio_properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_counts_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_counts_deleted AFTER DELETE ON portfolio_properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_counts_changed();
--> statement-breakpoint
INSERT INTO portfolio_non_managed_counts (agency_id, provider_id, service_mask, n)
SELECT r.agency_id, p.provider_id, r.service_mask, count(*)
FROM portfolio_properties r CROSS JOIN LATERAL unnest(array_prepend(0, r.provider_ids)) AS p(provider_id)
WHERE r.property_id IS NULL
GROUP BY 1, 2, 3;
