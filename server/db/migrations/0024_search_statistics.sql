-- Issue 16 (goal 5): steadier plans for searches. A LIKE '%word%' is estimated from the search_text histogram,
-- which at the default statistics target holds 100 sampled values: one ANALYZE estimated 5 matches of a word, the
-- next 500 or 1,000 (520 true). Past about 1,000 the non-managed search's count walked the agency's whole index
-- (8 ms) instead of its trigram index (1.3 ms). With 1,000 values every ANALYZE of 50,000 rows estimated about 400.
ALTER TABLE "properties" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "known_addresses" ALTER COLUMN "search_text" SET STATISTICS 1000;
