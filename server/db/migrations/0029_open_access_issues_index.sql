-- The dashboard's Access issues bar under agency-entry-method counts the agency's properties with open access
-- issues, urgent or not (server/routes/stats-counts.ts agencyAccessIssueCounts). Without this it read every access
-- issue of every agency and cost /v1/stats about 15 % of its throughput at 50,000 properties (issue 16, goal 5);
-- with it the open ones and their urgency are read from the index alone. drizzle's index builder has no INCLUDE.
CREATE INDEX "access_issues_open" ON "access_issues" USING btree ("property_id") INCLUDE ("is_urgent") WHERE "access_issues"."state" = 'OPEN';
