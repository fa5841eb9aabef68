-- The staff's lists and dashboard at scale. The activity log is counted from daily totals per action
-- (kept by the statement triggers below, as 0007's keep the event totals), so its unfiltered total, an
-- action prefix or some days add up a few thousand rows instead of counting a million entries; its
-- action prefix (`like 'admin.%'`, under any collation: text_pattern_ops) and record (subject_id) have
-- their indexes. The users list has an index per order, one for its status filter, and trigram indexes
-- for its search of text anywhere in a name or an email (pg_trgm: a trusted extension since PostgreSQL
-- 13; PGlite bundles it and server/src/db/database.ts loads it). The dashboard reads a month of the
-- daily event totals by day.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "activity_log_daily_totals" (
	"action" text NOT NULL,
	"day" date NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "activity_log_daily_totals_action_day_pk" PRIMARY KEY("action","day")
);
--> statement-breakpoint
CREATE INDEX "activity_logs_action_created_idx" ON "activity_logs" USING btree ("action" text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_subject_created_idx" ON "activity_logs" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_totals_daily_day_idx" ON "event_totals_daily" USING btree ("day");--> statement-breakpoint
-- Each statement's rows counted once with a sign (+1 new, -1 old), grouped by action and UTC day and
-- upserted in a fixed order, so concurrent statements lock the same rows in the same order.
CREATE FUNCTION "activity_log_totals_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT "action", "created_at", 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT "action", "created_at", -1 AS sign FROM old_rows'
    ELSE 'SELECT "action", "created_at", 1 AS sign FROM new_rows
      UNION ALL SELECT "action", "created_at", -1 AS sign FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "activity_log_daily_totals" AS t ("action", "day", "entries")
    SELECT * FROM (
      SELECT changes."action", (changes."created_at" AT TIME ZONE 'UTC')::date AS "day",
        sum(sign)::integer AS "entries"
      FROM (%s) AS changes
      GROUP BY 1, 2
    ) AS delta
    WHERE "entries" <> 0
    ORDER BY 1, 2
    ON CONFLICT ("action", "day") DO UPDATE SET "entries" = t."entries" + excluded."entries"
  $sql$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_logs_totals_insert" AFTER INSERT ON "activity_logs"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "activity_logs_totals_update" AFTER UPDATE ON "activity_logs"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "activity_logs_totals_delete" AFTER DELETE ON "activity_logs"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_totals_apply"();
--> statement-breakpoint
-- The entries written before this migration, counted as the triggers would have.
INSERT INTO "activity_log_daily_totals" ("action", "day", "entries")
SELECT "action", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "activity_logs" GROUP BY 1, 2;
