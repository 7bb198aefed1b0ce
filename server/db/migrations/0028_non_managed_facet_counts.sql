-- Issue 16 (goal 5): the non-managed facets' totals from counters kept by triggers. GET /v1/stats/integrated
-- counted six facets over every non-managed row of the agency: 38 ms a call at 50,000 (Benchmark Realty), 48 req/s
-- at 10 connections. Every facet but APPROACHING_NEXT_SERVICE reads only the earliest next service date and the
-- entry gaps, so its total is a sum over the agency's rows here (one per date and set of gaps, a few thousand).
-- A row without a next service date is counted under 'infinity': never before today, so the facets' conditions
-- (portfolio-integrated-filter.ts) read these rows as they read the properties. APPROACHING_NEXT_SERVICE (a next
-- date within 30 days of today) has counters of its own, below: its GIN overlap rechecked 10,968 rows (9 ms).
CREATE TABLE "portfolio_non_managed_facet_counts" (
	"agency_id" integer NOT NULL,
	"earliest_next_service_date" date NOT NULL,
	"entry_gaps" text[] NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "portfolio_non_managed_facet_counts_pk" PRIMARY KEY("agency_id","earliest_next_service_date","entry_gaps")
);
--> statement-breakpoint
ALTER TABLE "portfolio_non_managed_facet_counts" ADD CONSTRAINT "portfolio_non_managed_facet_counts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- As portfolio_non_managed_counts_changed (migration 0023): each statement adds its rows' groups (+1 new, -1 old)
-- in key order, so concurrent writers lock counters in one order; an update that moves no row writes nothing; and a
-- counter it leaves at 0 is deleted (its keys are dates, which pass; it still holds that counter's lock). Only rows without property_id count: a
-- property leaves the list when a plan of ours takes it on.
CREATE OR REPLACE FUNCTION portfolio_non_managed_facet_counts_changed() RETURNS trigger AS $$
DECLARE
  delta portfolio_non_managed_facet_counts[];
  emptied portfolio_non_managed_facet_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := ARRAY(SELECT (agency_id, coalesce(earliest_next_service_date, 'infinity'), entry_gaps, 1)::portfolio_non_managed_facet_counts
      FROM new_rows WHERE property_id IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    delta := ARRAY(SELECT (agency_id, coalesce(earliest_next_service_date, 'infinity'), entry_gaps, -1)::portfolio_non_managed_facet_counts
      FROM old_rows WHERE property_id IS NULL);
  ELSE
    delta := ARRAY(SELECT (agency_id, coalesce(earliest_next_service_date, 'infinity'), entry_gaps, 1)::portfolio_non_managed_facet_counts
      FROM new_rows WHERE property_id IS NULL
      UNION ALL
      SELECT (agency_id, coalesce(earliest_next_service_date, 'infinity'), entry_gaps, -1)::portfolio_non_managed_facet_counts
      FROM old_rows WHERE property_id IS NULL);
  END IF;
  WITH upserted AS (
    INSERT INTO portfolio_non_managed_facet_counts AS c (agency_id, earliest_next_service_date, entry_gaps, n)
    SELECT d.agency_id, d.earliest_next_service_date, d.entry_gaps, sum(d.n)
    FROM unnest(delta) AS d
    WHERE d.agency_id IN (SELECT id FROM agencies)
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (agency_id, earliest_next_service_date, entry_gaps) DO UPDATE SET n = c.n + excluded.n
    RETURNING c.*
  )
  SELECT ARRAY(SELECT (u.agency_id, u.earliest_next_service_date, u.entry_gaps, u.n)::portfolio_non_managed_facet_counts
    FROM upserted u WHERE u.n = 0) INTO emptied;
  -- Dates pass: a counter this statement left at 0 goes (it holds its lock), or the rows would grow without end.
  DELETE FROM portfolio_non_managed_facet_counts AS c USING unnest(emptied) AS e
  WHERE c.agency_id = e.agency_id AND c.earliest_next_service_date = e.earliest_next_service_date
    AND c.entry_gaps = e.entry_gaps AND c.n = 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_facet_counts_inserted AFTER INSERT ON portfolio_properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_facet_counts_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_facet_counts_updated AFTER UPDATE ON portfolio_properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_facet_counts_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_facet_counts_deleted AFTER DELETE ON portfolio_properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_facet_counts_changed();
--> statement-breakpoint
INSERT INTO portfolio_non_managed_facet_counts (agency_id, earliest_next_service_date, entry_gaps, n)
SELECT agency_id, coalesce(earliest_next_service_date, 'infinity'), entry_gaps, count(*)
FROM portfolio_properties
WHERE property_id IS NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- 2. APPROACHING_NEXT_SERVICE: a property is counted at the first of its next dates that falls in the window
-- [today, today + 30]: a date d in the window whose previous date (the property's largest before d) is before today.
-- So each property's dates are counted by (d, previous date), and the window's total is a sum over the rows with d
-- in the window and a previous date before today. A previous date more than 31 days before d is before today for
-- every window holding d, so it is kept as d - 31 (so is none): at most 31 rows per date and agency.
CREATE TABLE "portfolio_non_managed_approaching_counts" (
	"agency_id" integer NOT NULL,
	"next_service_date" date NOT NULL,
	"previous_date" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "portfolio_non_managed_approaching_counts_pk" PRIMARY KEY("agency_id","next_service_date","previous_date")
);
--> statement-breakpoint
ALTER TABLE "portfolio_non_managed_approaching_counts" ADD CONSTRAINT "portfolio_non_managed_approaching_counts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each of a row's distinct next dates with its previous date (clamped to 31 days before it), as counters of sign n.
CREATE OR REPLACE FUNCTION portfolio_next_dates_of(of_agency integer, dates date[], sign integer)
RETURNS SETOF portfolio_non_managed_approaching_counts AS $$
  SELECT of_agency, d, greatest(coalesce(lag(d) OVER (ORDER BY d), d - 31), d - 31), sign
  FROM (SELECT DISTINCT d FROM unnest(dates) AS d WHERE d IS NOT NULL) AS distinct_dates
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portfolio_non_managed_approaching_counts_changed() RETURNS trigger AS $$
DECLARE
  delta portfolio_non_managed_approaching_counts[];
  emptied portfolio_non_managed_approaching_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := ARRAY(SELECT c FROM new_rows r, portfolio_next_dates_of(r.agency_id, r.next_service_dates, 1) c
      WHERE r.property_id IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    delta := ARRAY(SELECT c FROM old_rows r, portfolio_next_dates_of(r.agency_id, r.next_service_dates, -1) c
      WHERE r.property_id IS NULL);
  ELSE
    delta := ARRAY(SELECT c FROM new_rows r, portfolio_next_dates_of(r.agency_id, r.next_service_dates, 1) c
      WHERE r.property_id IS NULL
      UNION ALL
      SELECT c FROM old_rows r, portfolio_next_dates_of(r.agency_id, r.next_service_dates, -1) c
      WHERE r.property_id IS NULL);
  END IF;
  WITH upserted AS (
    INSERT INTO portfolio_non_managed_approaching_counts AS c (agency_id, next_service_date, previous_date, n)
    SELECT d.agency_id, d.next_service_date, d.previous_date, sum(d.n)
    FROM unnest(delta) AS d
    WHERE d.agency_id IN (SELECT id FROM agencies)
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (agency_id, next_service_date, previous_date) DO UPDATE SET n = c.n + excluded.n
    RETURNING c.*
  )
  SELECT ARRAY(SELECT (u.agency_id, u.next_service_date, u.previous_date, u.n)::portfolio_non_managed_approaching_counts
    FROM upserted u WHERE u.n = 0) INTO emptied;
  DELETE FROM portfolio_non_managed_approaching_counts AS c USING unnest(emptied) AS e
  WHERE c.agency_id = e.agency_id AND c.next_service_date = e.next_service_date
    AND c.previous_date = e.previous_date AND c.n = 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_approaching_counts_inserted AFTER INSERT ON portfolio_properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_approaching_counts_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_approaching_counts_updated AFTER UPDATE ON portfolio_properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_approaching_counts_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_properties_approaching_counts_deleted AFTER DELETE ON portfolio_properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_non_managed_approaching_counts_changed();
--> statement-breakpoint
INSERT INTO portfolio_non_managed_approaching_counts (agency_id, next_service_date, previous_date, n)
SELECT c.agency_id, c.next_service_date, c.previous_date, sum(c.n)
FROM portfolio_properties r, portfolio_next_dates_of(r.agency_id, r.next_service_dates, 1) c
WHERE r.property_id IS NULL
GROUP BY 1, 2, 3;
