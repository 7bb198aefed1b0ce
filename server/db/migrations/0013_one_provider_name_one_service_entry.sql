-- Duplicates that concurrent adds could store before these indexes existed are merged first: a provider's
-- entries move to the oldest provider of that name; of one property's entries for a service the newest stays.
UPDATE "service_entries" e SET "provider_id" = keep."id"
FROM "service_providers" p
JOIN LATERAL (
  SELECT min(k."id") AS "id" FROM "service_providers" k
  WHERE k."agency_id" = p."agency_id" AND lower(k."supplier_name") = lower(p."supplier_name")
) keep ON true
WHERE e."provider_id" = p."id" AND keep."id" <> p."id";--> statement-breakpoint
DELETE FROM "service_providers" p USING "service_providers" k
WHERE k."agency_id" = p."agency_id" AND lower(k."supplier_name") = lower(p."supplier_name") AND k."id" < p."id";--> statement-breakpoint
DELETE FROM "service_entries" e USING "service_entries" k
WHERE k."portfolio_property_id" = e."portfolio_property_id" AND k."service_id" = e."service_id" AND k."id" > e."id";--> statement-breakpoint
DROP INDEX "service_entries_portfolio_property_id_index";--> statement-breakpoint
CREATE UNIQUE INDEX "service_entries_property_service" ON "service_entries" USING btree ("portfolio_property_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_agency_name" ON "service_providers" USING btree ("agency_id",lower("supplier_name"));
