-- properties.search_text: the address as one lower-case line, for the portfolio search and sort.
-- A trigger keeps it right however a property is written (seed, API, imports).
CREATE OR REPLACE FUNCTION properties_search_text() RETURNS trigger AS $$
BEGIN
  SELECT lower(concat_ws(' ', a.line1, a.line2, a.line3, s.name, CASE s.state_id
      WHEN 1 THEN 'act' WHEN 2 THEN 'nsw' WHEN 3 THEN 'nt' WHEN 4 THEN 'qld'
      WHEN 5 THEN 'sa' WHEN 6 THEN 'tas' WHEN 7 THEN 'vic' WHEN 8 THEN 'wa' END, s.postcode, a.international_address))
    INTO NEW.search_text
    FROM addresses a LEFT JOIN suburbs s ON s.id = a.suburb_id
    WHERE a.id = NEW.address_id;
  NEW.search_text := coalesce(NEW.search_text, '');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER properties_search_text BEFORE INSERT OR UPDATE OF address_id ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_search_text();
--> statement-breakpoint
UPDATE properties SET address_id = address_id;
