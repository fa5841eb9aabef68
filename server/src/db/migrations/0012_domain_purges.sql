-- A deleted domain's event rows are purged after its DELETE answered, no longer cascaded inside it: the
-- cascade deleted a year of events in the request, and the rollup triggers, fired by that delete, wrote
-- totals for the domain being deleted (event_totals_domain_id_domains_id_fk: the DELETE answered 500).
-- The event tables keep domain_id without a foreign key (as invoices do); domain_purges lists the
-- domains whose rows are still to go (server/src/routes/domains/domain-purges.ts).
CREATE TABLE "domain_purges" (
	"domain_id" text PRIMARY KEY NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_dedup" DROP CONSTRAINT "event_dedup_domain_id_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "event_delivery_attempts" DROP CONSTRAINT "event_delivery_attempts_domain_id_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "event_dimension_totals" DROP CONSTRAINT "event_dimension_totals_domain_id_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "event_dimension_totals_daily" DROP CONSTRAINT "event_dimension_totals_daily_domain_id_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "event_rollups" DROP CONSTRAINT "event_rollups_domain_id_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "event_totals" DROP CONSTRAINT "event_totals_domain_id_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "event_totals_daily" DROP CONSTRAINT "event_totals_daily_domain_id_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_domain_id_domains_id_fk";
--> statement-breakpoint
CREATE INDEX "domain_purges_due_idx" ON "domain_purges" USING btree ("purge_after");