CREATE TABLE "event_dimension_totals" (
	"domain_id" text NOT NULL,
	"dimension" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"key" text,
	"currency" text,
	"events" integer NOT NULL,
	"conversions" integer NOT NULL,
	"revenue" numeric(20, 4) NOT NULL,
	CONSTRAINT "event_dimension_totals_key" UNIQUE NULLS NOT DISTINCT("domain_id","dimension","hour","key","currency")
);
--> statement-breakpoint
CREATE TABLE "event_totals" (
	"domain_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text,
	"events" integer NOT NULL,
	"processed" integer NOT NULL,
	"failed" integer NOT NULL,
	"pending" integer NOT NULL,
	"conversions" integer NOT NULL,
	"revenue" numeric(20, 4) NOT NULL,
	CONSTRAINT "event_totals_key" UNIQUE NULLS NOT DISTINCT("domain_id","hour","currency")
);
--> statement-breakpoint
ALTER TABLE "event_dimension_totals" ADD CONSTRAINT "event_dimension_totals_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_totals" ADD CONSTRAINT "event_totals_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_domain_created_idx" ON "events" USING btree ("domain_id","created_at");--> statement-breakpoint
-- Written by hand beside the generated tables: statement triggers keep event_totals and
-- event_dimension_totals exact, as 0003's keep event_rollups. Each statement's rows are counted once
-- with a sign (+1 new, -1 old), so an update that changes no total (a delivery that leaves the status
-- as it was) writes nothing, and one that moves an event from pending to processed writes one row.
-- Groups are upserted in a fixed order, so concurrent statements lock the same rows in the same order.
CREATE FUNCTION "event_totals_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "event_totals" AS t ("domain_id", "hour", "currency", "events", "processed", "failed", "pending",
      "conversions", "revenue")
    SELECT * FROM (
      SELECT "domain_id", date_trunc('hour', "event_time", 'UTC') AS "hour", "currency",
        sum(sign)::integer AS "events",
        coalesce(sum(sign) FILTER (WHERE "status" = 'processed'), 0)::integer AS "processed",
        coalesce(sum(sign) FILTER (WHERE "status" = 'failed'), 0)::integer AS "failed",
        coalesce(sum(sign) FILTER (WHERE "status" = 'pending'), 0)::integer AS "pending",
        coalesce(sum(sign) FILTER (WHERE "value" IS NOT NULL AND "status" <> 'failed'), 0)::integer AS "conversions",
        coalesce(sum(sign * "value") FILTER (WHERE "status" <> 'failed'), 0) AS "revenue"
      FROM (%s) AS changes
      WHERE "source" <> 'test'
      GROUP BY 1, 2, 3
    ) AS delta
    WHERE ("events", "processed", "failed", "pending", "conversions", "revenue") <> (0, 0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3
    ON CONFLICT ("domain_id", "hour", "currency") DO UPDATE
    SET "events" = t."events" + excluded."events", "processed" = t."processed" + excluded."processed",
      "failed" = t."failed" + excluded."failed", "pending" = t."pending" + excluded."pending",
      "conversions" = t."conversions" + excluded."conversions", "revenue" = t."revenue" + excluded."revenue"
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO "event_dimension_totals" AS t ("domain_id", "dimension", "hour", "key", "currency", "events",
      "conversions", "revenue")
    SELECT * FROM (
      SELECT changes."domain_id", d."dimension", date_trunc('hour', changes."event_time", 'UTC') AS "hour",
        d."key", changes."currency",
        sum(sign)::integer AS "events",
        coalesce(sum(sign) FILTER (WHERE changes."value" IS NOT NULL AND changes."status" <> 'failed'), 0)::integer
          AS "conversions",
        coalesce(sum(sign * changes."value") FILTER (WHERE changes."status" <> 'failed'), 0) AS "revenue"
      FROM (%s) AS changes
      CROSS JOIN LATERAL (VALUES ('event_name', changes."event_name"), ('source', changes."source"),
        ('country', changes."country"), ('device', changes."device")) AS d("dimension", "key")
      -- Test events count nowhere but in the breakdown by source.
      WHERE changes."source" <> 'test' OR d."dimension" = 'source'
      GROUP BY 1, 2, 3, 4, 5
    ) AS delta
    WHERE ("events", "conversions", "revenue") <> (0, 0, 0)
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("domain_id", "dimension", "hour", "key", "currency") DO UPDATE
    SET "events" = t."events" + excluded."events", "conversions" = t."conversions" + excluded."conversions",
      "revenue" = t."revenue" + excluded."revenue"
  $sql$, changes);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "event_totals" AS t
    USING (SELECT DISTINCT "domain_id", date_trunc('hour', "event_time", 'UTC') AS "hour" FROM old_rows) AS o
    WHERE t."domain_id" = o."domain_id" AND t."hour" = o."hour" AND t."events" = 0;
    DELETE FROM "event_dimension_totals" AS t
    USING (SELECT DISTINCT "domain_id", date_trunc('hour', "event_time", 'UTC') AS "hour" FROM old_rows) AS o
    WHERE t."domain_id" = o."domain_id" AND t."hour" = o."hour" AND t."events" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_totals_insert" AFTER INSERT ON "events"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "events_totals_update" AFTER UPDATE ON "events"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "events_totals_delete" AFTER DELETE ON "events"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_totals_apply"();
--> statement-breakpoint
-- The events stored before this migration, counted as the triggers would have.
INSERT INTO "event_totals" ("domain_id", "hour", "currency", "events", "processed", "failed", "pending", "conversions", "revenue")
SELECT "domain_id", date_trunc('hour', "event_time", 'UTC'), "currency", count(*),
  count(*) FILTER (WHERE "status" = 'processed'), count(*) FILTER (WHERE "status" = 'failed'),
  count(*) FILTER (WHERE "status" = 'pending'),
  count(*) FILTER (WHERE "value" IS NOT NULL AND "status" <> 'failed'),
  coalesce(sum("value") FILTER (WHERE "status" <> 'failed'), 0)
FROM "events" WHERE "source" <> 'test' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "event_dimension_totals" ("domain_id", "dimension", "hour", "key", "currency", "events", "conversions", "revenue")
SELECT e."domain_id", d."dimension", date_trunc('hour', e."event_time", 'UTC'), d."key", e."currency", count(*),
  count(*) FILTER (WHERE e."value" IS NOT NULL AND e."status" <> 'failed'),
  coalesce(sum(e."value") FILTER (WHERE e."status" <> 'failed'), 0)
FROM "events" AS e
CROSS JOIN LATERAL (VALUES ('event_name', e."event_name"), ('source', e."source"), ('country', e."country"),
  ('device', e."device")) AS d("dimension", "key")
WHERE e."source" <> 'test' OR d."dimension" = 'source'
GROUP BY 1, 2, 3, 4, 5;
