-- Issue 16 (goal 5): access issues carry their property's agency, as quotes, findings and notices do since 0026, so
-- the dashboard's agency-entry-method count (server/routes/stats-counts.ts agencyAccessIssueCounts) starts from the
-- agency's own open access issues. With 0029's index alone it read the open access issues of every agency and looked
-- up each one's property: the more agencies on one database, the slower every agency's dashboard.
-- agency_id is always the property's, written by 0026's trigger function on insert and on any change, and moved with
-- its property.
ALTER TABLE "access_issues" ADD COLUMN "agency_id" integer REFERENCES "agencies"("id") ON DELETE CASCADE;--> statement-breakpoint
UPDATE "access_issues" AS r SET "agency_id" = p."agency_id" FROM "properties" AS p WHERE p."id" = r."property_id";--> statement-breakpoint
ALTER TABLE "access_issues" ALTER COLUMN "agency_id" SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER access_issues_agency BEFORE INSERT OR UPDATE OF property_id, agency_id ON access_issues
  FOR EACH ROW EXECUTE FUNCTION agency_of_property();--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_agency_moved() RETURNS trigger AS $$
BEGIN
  UPDATE quotes SET agency_id = NEW.agency_id WHERE property_id = NEW.id;
  UPDATE reported_findings SET agency_id = NEW.agency_id WHERE property_id = NEW.id;
  UPDATE notices SET agency_id = NEW.agency_id WHERE property_id = NEW.id;
  UPDATE access_issues SET agency_id = NEW.agency_id WHERE property_id = NEW.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The open ones of an agency, by property, with their urgency: the count reads the index alone for the agency.
DROP INDEX "access_issues_open";--> statement-breakpoint
CREATE INDEX "access_issues_open" ON "access_issues" USING btree ("agency_id","property_id") INCLUDE ("is_urgent") WHERE "access_issues"."state" = 'OPEN';
