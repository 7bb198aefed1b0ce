CREATE TABLE "sign_in_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_username_created_at_index" ON "sign_in_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address_created_at_index" ON "sign_in_attempts" USING btree ("address","created_at");