-- Plan and feature texts in the languages other than English (English stays on the rows themselves), and
-- every free trial started, kept past its domain: one trial per domain name, a bounded number per account.
CREATE TABLE "feature_translations" (
	"feature_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_translations_feature_id_language_pk" PRIMARY KEY("feature_id","language")
);
--> statement-breakpoint
CREATE TABLE "plan_feature_translations" (
	"plan_id" text NOT NULL,
	"feature_id" text NOT NULL,
	"language" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_feature_translations_plan_id_feature_id_language_pk" PRIMARY KEY("plan_id","feature_id","language")
);
--> statement-breakpoint
CREATE TABLE "plan_translations" (
	"plan_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_translations_plan_id_language_pk" PRIMARY KEY("plan_id","language")
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"id" text PRIMARY KEY NOT NULL,
	"domain_name" text NOT NULL,
	"user_id" text,
	"plan_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feature_translations" ADD CONSTRAINT "feature_translations_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_translations" ADD CONSTRAINT "feature_translations_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "plan_feature_translations" ADD CONSTRAINT "plan_feature_translations_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "plan_feature_translations" ADD CONSTRAINT "plan_feature_translations_plan_id_feature_id_plan_features_plan_id_feature_id_fk" FOREIGN KEY ("plan_id","feature_id") REFERENCES "public"."plan_features"("plan_id","feature_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_translations" ADD CONSTRAINT "plan_translations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_translations" ADD CONSTRAINT "plan_translations_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trials_domain_name_unique" ON "trials" USING btree ("domain_name");--> statement-breakpoint
CREATE INDEX "trials_user_idx" ON "trials" USING btree ("user_id");--> statement-breakpoint
-- The trials started before this table: a domain name that had one cannot start another.
INSERT INTO "trials" ("id", "domain_name", "user_id", "plan_id", "started_at", "ends_at")
SELECT DISTINCT ON (d."name") gen_random_uuid()::text, d."name", s."user_id", s."plan_id",
  coalesce(s."current_period_start", s."created_at"), s."trial_end"
FROM "subscriptions" s JOIN "domains" d ON d."id" = s."domain_id"
WHERE s."trial_end" IS NOT NULL
ORDER BY d."name", s."created_at";
