CREATE TABLE "access_issue_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"solution_label" text NOT NULL,
	"notes" text,
	"date" date,
	"performed_by_user_id" integer NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_method" text
);
--> statement-breakpoint
CREATE TABLE "access_problem_set_solutions" (
	"problem_code" text NOT NULL,
	"solution_label" text NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "access_problem_set_solutions_problem_code_solution_label_pk" PRIMARY KEY("problem_code","solution_label")
);
--> statement-breakpoint
CREATE TABLE "access_problem_sets" (
	"problem_code" text PRIMARY KEY NOT NULL,
	"public_name" text NOT NULL,
	"public_descriptions" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_solutions" (
	"solution_label" text PRIMARY KEY NOT NULL,
	"solution_public_name" text NOT NULL,
	"solution_group" text NOT NULL,
	"description_integrated" text NOT NULL,
	"description_non_integrated" text NOT NULL,
	"confirmation_button_text_integrated" text NOT NULL,
	"confirmation_button_text_non_integrated" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_issues" ADD COLUMN "resolved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "portal_suppression_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_issue_actions" ADD CONSTRAINT "access_issue_actions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_actions" ADD CONSTRAINT "access_issue_actions_solution_label_access_solutions_solution_label_fk" FOREIGN KEY ("solution_label") REFERENCES "public"."access_solutions"("solution_label") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_actions" ADD CONSTRAINT "access_issue_actions_performed_by_user_id_users_id_fk" FOREIGN KEY ("performed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_problem_set_solutions" ADD CONSTRAINT "access_problem_set_solutions_problem_code_access_problem_sets_problem_code_fk" FOREIGN KEY ("problem_code") REFERENCES "public"."access_problem_sets"("problem_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_problem_set_solutions" ADD CONSTRAINT "access_problem_set_solutions_solution_label_access_solutions_solution_label_fk" FOREIGN KEY ("solution_label") REFERENCES "public"."access_solutions"("solution_label") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_issue_actions_property_id_performed_at_index" ON "access_issue_actions" USING btree ("property_id","performed_at");--> statement-breakpoint
CREATE INDEX "access_problem_set_solutions_solution_label_index" ON "access_problem_set_solutions" USING btree ("solution_label");