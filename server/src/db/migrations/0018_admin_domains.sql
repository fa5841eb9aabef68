-- The staff's list of every domain at scale: events this month and the delivery failure rate come from
-- one row per domain and month (domain_month_totals), kept by a row trigger on the daily event totals
-- (each daily row written adds its change to its month), so sorting 10,000 domains by their events
-- this month walks an index instead of adding up a month of daily rows. The list's orders, its search
-- (trigram, as the users list's) and "stuck for more than N hours" (tracking subdomains not live, by
-- when they were added) have their indexes. A domain may have its events blocked by staff, with a reason.
CREATE TABLE "domain_month_totals" (
	"domain_id" text NOT NULL,
	"month" date NOT NULL,
	"events" integer NOT NULL,
	"processed" integer NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "domain_month_totals_domain_id_month_pk" PRIMARY KEY("domain_id","month")
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "ingestion_blocked_reason" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "ingestion_blocked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "domain_month_totals_events_idx" ON "domain_month_totals" USING btree ("month","events","domain_id");--> statement-breakpoint
CREATE INDEX "domains_created_idx" ON "domains" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "domains_status_created_idx" ON "domains" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "domains_name_trgm_idx" ON "domains" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracking_domains_setup_idx" ON "tracking_domains" USING btree ("created_at","domain_id") WHERE "tracking_domains"."status" <> 'active';
--> statement-breakpoint
CREATE FUNCTION "domain_month_totals_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "domain_month_totals" AS t ("domain_id", "month", "events", "processed", "failed")
    VALUES (OLD."domain_id", date_trunc('month', OLD."day")::date, -OLD."events", -OLD."processed", -OLD."failed")
    ON CONFLICT ("domain_id", "month") DO UPDATE SET "events" = t."events" + excluded."events",
      "processed" = t."processed" + excluded."processed", "failed" = t."failed" + excluded."failed";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "domain_month_totals" AS t ("domain_id", "month", "events", "processed", "failed")
    VALUES (NEW."domain_id", date_trunc('month', NEW."day")::date, NEW."events", NEW."processed", NEW."failed")
    ON CONFLICT ("domain_id", "month") DO UPDATE SET "events" = t."events" + excluded."events",
      "processed" = t."processed" + excluded."processed", "failed" = t."failed" + excluded."failed";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "event_totals_daily_month_totals" AFTER INSERT OR UPDATE OR DELETE ON "event_totals_daily"
FOR EACH ROW EXECUTE FUNCTION "domain_month_totals_apply"();
--> statement-breakpoint
-- The daily totals stored before this migration, added up as the trigger would have.
INSERT INTO "domain_month_totals" ("domain_id", "month", "events", "processed", "failed")
SELECT "domain_id", date_trunc('month', "day")::date, sum("events"), sum("processed"), sum("failed")
FROM "event_totals_daily" GROUP BY 1, 2;
