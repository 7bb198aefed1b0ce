-- Key details can be edited offline (the outbox): a queued edit names the version it was made against, so a late
-- replay never overwrites key details someone changed after it was made (409 with the details as they are now).
ALTER TABLE "properties" ADD COLUMN "keys_version" integer DEFAULT 1 NOT NULL;
