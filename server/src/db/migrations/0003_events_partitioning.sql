-- Events become a table partitioned by month on event_time (drizzle-kit cannot declare partitioning, so
-- this hand-written migration rebuilds the still empty table 0002 created, keeping its names), and the
-- hourly rollups are kept exact by statement triggers. Plain PostgreSQL: runs on PGlite and servers alike.
ALTER TABLE "events" RENAME TO "events_unpartitioned";
--> statement-breakpoint
CREATE TABLE "events" (LIKE "events_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("event_time");
--> statement-breakpoint
DROP TABLE "events_unpartitioned";
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_id_event_time_pk" PRIMARY KEY ("id", "event_time");
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "events_domain_time_idx" ON "events" USING btree ("domain_id", "event_time");
--> statement-breakpoint
CREATE INDEX "events_domain_name_event_id_idx" ON "events" USING btree ("domain_id", "event_name", "event_id");
--> statement-breakpoint
CREATE INDEX "events_failed_idx" ON "events" USING btree ("domain_id", "event_time") WHERE "events"."status" = 'failed';
--> statement-breakpoint
CREATE INDEX "events_pending_idx" ON "events" USING btree ("created_at") WHERE "events"."status" = 'pending';
--> statement-breakpoint
-- Takes every event no monthly partition covers, so an insert never fails for want of a partition.
CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
--> statement-breakpoint
-- Creates the monthly partitions (events_yYYYYmMM, UTC months) from first_month to last_month that do not
-- exist yet, moving in any of their rows that had landed in the default partition. Returns how many it
-- created. Called at start-up for the months around now (see server/src/db/event-partitions.ts).
CREATE FUNCTION "ensure_event_partitions"(first_month date, last_month date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month_start date := date_trunc('month', first_month)::date;
  partition_name text;
  lower_bound text;
  upper_bound text;
  created integer := 0;
BEGIN
  WHILE month_start <= last_month LOOP
    partition_name := 'events_y' || to_char(month_start, 'YYYY') || 'm' || to_char(month_start, 'MM');
    lower_bound := to_char(month_start, 'YYYY-MM-DD') || ' 00:00:00+00';
    upper_bound := to_char(month_start + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00';
    IF to_regclass(partition_name) IS NULL THEN
      EXECUTE format('CREATE TABLE %I (LIKE "events" INCLUDING DEFAULTS)', partition_name);
      -- Moving rows partition to partition bypasses the parent's triggers, so the rollups stay as they are.
      EXECUTE format(
        'WITH moved AS (DELETE FROM "events_default" WHERE "event_time" >= %L AND "event_time" < %L RETURNING *) '
        'INSERT INTO %I SELECT * FROM moved',
        lower_bound, upper_bound, partition_name);
      EXECUTE format('ALTER TABLE "events" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        partition_name, lower_bound, upper_bound);
      created := created + 1;
    END IF;
    month_start := (month_start + interval '1 month')::date;
  END LOOP;
  RETURN created;
END
$$;
--> statement-breakpoint
-- One aggregate per statement, not per row: a bulk insert of thousands of events costs one grouped upsert.
-- Updates take the old rows out and put the new ones in; groups that fall to zero are removed.
CREATE FUNCTION "event_rollups_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "event_rollups" AS r
    SET "events" = r."events" - o."events", "valued" = r."valued" - o."valued", "revenue" = r."revenue" - o."revenue"
    FROM (
      SELECT "domain_id", date_trunc('hour', "event_time", 'UTC') AS "hour", "event_name", "source", "status",
        "currency", count(*)::integer AS "events", count("value")::integer AS "valued",
        coalesce(sum("value"), 0) AS "revenue"
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6
    ) AS o
    WHERE r."domain_id" = o."domain_id" AND r."hour" = o."hour" AND r."event_name" = o."event_name"
      AND r."source" = o."source" AND r."status" = o."status" AND r."currency" IS NOT DISTINCT FROM o."currency";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "event_rollups" ("domain_id", "hour", "event_name", "source", "status", "currency", "events", "valued", "revenue")
    SELECT "domain_id", date_trunc('hour', "event_time", 'UTC'), "event_name", "source", "status", "currency",
      count(*), count("value"), coalesce(sum("value"), 0)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6
    -- A fixed order, so concurrent statements lock the same rows in the same order.
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("domain_id", "hour", "event_name", "source", "status", "currency") DO UPDATE
    SET "events" = "event_rollups"."events" + excluded."events",
      "valued" = "event_rollups"."valued" + excluded."valued",
      "revenue" = "event_rollups"."revenue" + excluded."revenue";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "event_rollups" AS r
    USING (SELECT DISTINCT "domain_id", date_trunc('hour', "event_time", 'UTC') AS "hour" FROM old_rows) AS o
    WHERE r."domain_id" = o."domain_id" AND r."hour" = o."hour" AND r."events" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_rollup_insert" AFTER INSERT ON "events"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "events_rollup_update" AFTER UPDATE ON "events"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "events_rollup_delete" AFTER DELETE ON "events"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_rollups_apply"();
