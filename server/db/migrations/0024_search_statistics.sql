-- Issue 16 (goal 5): steadier plans for searches. A LIKE '%word%' is estimated from the search_text histogram,
-- which at the default statistics target holds 100 sampled values: one ANALYZE estimated 5 matches of a word, the
-- next 500 or 1,000 (520 true). Past about 1,000 the non-managed search's count walked the agency's whole index
-- (8 ms) instead of its trigram index (1.3 ms). At 400 ANALYZE samples 120,000 rows (every row of a 50,000-property
-- agency's tables) and each run estimated the same (379 of 468 for the managed search). A larger target costs
-- planning: each LIKE is estimated against the histogram (0.12 ms a word at 400, 0.20 at 1,000, 0.10 at 100).
ALTER TABLE "properties" ALTER COLUMN "search_text" SET STATISTICS 400;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ALTER COLUMN "search_text" SET STATISTICS 400;--> statement-breakpoint
ALTER TABLE "known_addresses" ALTER COLUMN "search_text" SET STATISTICS 400;
