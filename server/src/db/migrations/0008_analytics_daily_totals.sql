CREATE TABLE "event_dimension_totals_daily" (
	"domain_id" text NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text,
	"currency" text,
	"events" integer NOT NULL,
	"conversions" integer NOT NULL,
	"revenue" numeric(20, 4) NOT NULL,
	CONSTRAINT "event_dimension_totals_daily_key" UNIQUE NULLS NOT DISTINCT("domain_id","dimension","day","key","currency")
);
--> statement-breakpoint
CREATE TABLE "event_totals_daily" (
	"domain_id" text NOT NULL,
	"day" date NOT NULL,
	"currency" text,
	"events" integer NOT NULL,
	"processed" integer NOT NULL,
	"failed" integer NOT NULL,
	"pending" integer NOT NULL,
	"conversions" integer NOT NULL,
	"revenue" numeric(20, 4) NOT NULL,
	CONSTRAINT "event_totals_daily_key" UNIQUE NULLS NOT DISTINCT("domain_id","day","currency")
);
--> statement-breakpoint
ALTER TABLE "event_dimension_totals_daily" ADD CONSTRAINT "event_dimension_totals_daily_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_totals_daily" ADD CONSTRAINT "event_totals_daily_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: the triggers of 0007 now keep the daily tables too, with the same signed counting
-- (see 0007); each table is written with one grouped upsert per statement, in a fixed order.
CREATE OR REPLACE FUNCTION "event_totals_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
  END;
  unit text;
  totals text;
  dimensions text;
  bucket text;
  time_column text;
BEGIN
  FOREACH unit IN ARRAY ARRAY['hour', 'day'] LOOP
    IF unit = 'hour' THEN
      totals := 'event_totals'; dimensions := 'event_dimension_totals'; time_column := 'hour';
      bucket := 'date_trunc(''hour'', changes."event_time", ''UTC'')';
    ELSE
      totals := 'event_totals_daily'; dimensions := 'event_dimension_totals_daily'; time_column := 'day';
      bucket := '(changes."event_time" AT TIME ZONE ''UTC'')::date';
    END IF;
    EXECUTE format($sql$
      INSERT INTO %1$I AS t ("domain_id", %2$I, "currency", "events", "processed", "failed", "pending",
        "conversions", "revenue")
      SELECT * FROM (
        SELECT changes."domain_id", %3$s AS "bucket", changes."currency",
          sum(sign)::integer AS "events",
          coalesce(sum(sign) FILTER (WHERE changes."status" = 'processed'), 0)::integer AS "processed",
          coalesce(sum(sign) FILTER (WHERE changes."status" = 'failed'), 0)::integer AS "failed",
          coalesce(sum(sign) FILTER (WHERE changes."status" = 'pending'), 0)::integer AS "pending",
          coalesce(sum(sign) FILTER (WHERE changes."value" IS NOT NULL AND changes."status" <> 'failed'), 0)::integer
            AS "conversions",
          coalesce(sum(sign * changes."value") FILTER (WHERE changes."status" <> 'failed'), 0) AS "revenue"
        FROM (%4$s) AS changes
        WHERE changes."source" <> 'test'
        GROUP BY 1, 2, 3
      ) AS delta
      WHERE ("events", "processed", "failed", "pending", "conversions", "revenue") <> (0, 0, 0, 0, 0, 0)
      ORDER BY 1, 2, 3
      ON CONFLICT ("domain_id", %2$I, "currency") DO UPDATE
      SET "events" = t."events" + excluded."events", "processed" = t."processed" + excluded."processed",
        "failed" = t."failed" + excluded."failed", "pending" = t."pending" + excluded."pending",
        "conversions" = t."conversions" + excluded."conversions", "revenue" = t."revenue" + excluded."revenue"
    $sql$, totals, time_column, bucket, changes);
    EXECUTE format($sql$
      INSERT INTO %1$I AS t ("domain_id", "dimension", %2$I, "key", "currency", "events", "conversions", "revenue")
      SELECT * FROM (
        SELECT changes."domain_id", d."dimension", %3$s AS "bucket", d."key", changes."currency",
          sum(sign)::integer AS "events",
          coalesce(sum(sign) FILTER (WHERE changes."value" IS NOT NULL AND changes."status" <> 'failed'), 0)::integer
            AS "conversions",
          coalesce(sum(sign * changes."value") FILTER (WHERE changes."status" <> 'failed'), 0) AS "revenue"
        FROM (%4$s) AS changes
        CROSS JOIN LATERAL (VALUES ('event_name', changes."event_name"), ('source', changes."source"),
          ('country', changes."country"), ('device', changes."device")) AS d("dimension", "key")
        -- Test events count nowhere but in the breakdown by source.
        WHERE changes."source" <> 'test' OR d."dimension" = 'source'
        GROUP BY 1, 2, 3, 4, 5
      ) AS delta
      WHERE ("events", "conversions", "revenue") <> (0, 0, 0)
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("domain_id", "dimension", %2$I, "key", "currency") DO UPDATE
      SET "events" = t."events" + excluded."events", "conversions" = t."conversions" + excluded."conversions",
        "revenue" = t."revenue" + excluded."revenue"
    $sql$, dimensions, time_column, bucket, changes);
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      EXECUTE format($sql$
        DELETE FROM %1$I AS t USING (SELECT DISTINCT changes."domain_id", %3$s AS "bucket" FROM old_rows AS changes) AS o
        WHERE t."domain_id" = o."domain_id" AND t.%2$I = o."bucket" AND t."events" = 0
      $sql$, totals, time_column, bucket);
      EXECUTE format($sql$
        DELETE FROM %1$I AS t USING (SELECT DISTINCT changes."domain_id", %3$s AS "bucket" FROM old_rows AS changes) AS o
        WHERE t."domain_id" = o."domain_id" AND t.%2$I = o."bucket" AND t."events" = 0
      $sql$, dimensions, time_column, bucket);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The days so far, from the hourly rows.
INSERT INTO "event_totals_daily" ("domain_id", "day", "currency", "events", "processed", "failed", "pending", "conversions", "revenue")
SELECT "domain_id", ("hour" AT TIME ZONE 'UTC')::date, "currency", sum("events"), sum("processed"), sum("failed"),
  sum("pending"), sum("conversions"), sum("revenue")
FROM "event_totals" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "event_dimension_totals_daily" ("domain_id", "dimension", "day", "key", "currency", "events", "conversions", "revenue")
SELECT "domain_id", "dimension", ("hour" AT TIME ZONE 'UTC')::date, "key", "currency", sum("events"), sum("conversions"),
  sum("revenue")
FROM "event_dimension_totals" GROUP BY 1, 2, 3, 4, 5;
