-- The staff's payment figures at 100,000 payments (scripts/bench-admin-payments.ts): the analytics of a
-- year and the all-time statistics add up totals per UTC day and currency (payment_daily_totals: revenue,
-- paid and new payments by the day paid, failures by the day made, refunds by the day refunded) and per
-- currency and status (payment_status_totals), kept exact by the statement triggers below on payments and
-- payment_refunds (as 0015's and 0016's keep theirs), instead of reading every payment per request.
CREATE TABLE "payment_daily_totals" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"revenue" bigint NOT NULL,
	"payments_count" integer NOT NULL,
	"new_count" integer NOT NULL,
	"new_revenue" bigint NOT NULL,
	"failed_count" integer NOT NULL,
	"refunded" bigint NOT NULL,
	"refunds_count" integer NOT NULL,
	CONSTRAINT "payment_daily_totals_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "payment_status_totals" (
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payments" integer NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint NOT NULL,
	CONSTRAINT "payment_status_totals_currency_status_pk" PRIMARY KEY("currency","status")
);
--> statement-breakpoint
-- Each statement's payments counted once with a sign (+1 new, -1 old): in the daily totals on their day
-- (the day paid of one that brought money in, succeeded or refunded since, the day made of a failed one),
-- and in the totals per currency and status. Grouped and upserted in a fixed order (as 0015's), so
-- concurrent statements lock the same rows in the same order; a change that moves no figure (notes)
-- writes nothing.
CREATE FUNCTION "payment_totals_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  payment text := '"currency", "status", "kind", "amount", "refunded_amount", "paid_at", "created_at"';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', payment)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', payment)
    ELSE format('SELECT %1$s, 1 AS sign FROM new_rows UNION ALL SELECT %1$s, -1 AS sign FROM old_rows', payment)
  END;
BEGIN
  EXECUTE format($sql$
    WITH changes AS (%s), figures AS (
      SELECT ("paid_at" AT TIME ZONE 'UTC')::date AS "day", "currency", sign * "amount" AS "revenue",
        sign AS "payments_count", CASE WHEN "kind" = 'new' THEN sign ELSE 0 END AS "new_count",
        CASE WHEN "kind" = 'new' THEN sign * "amount" ELSE 0 END AS "new_revenue", 0 AS "failed_count"
      FROM changes WHERE "status" IN ('succeeded', 'refunded') AND "paid_at" IS NOT NULL
      UNION ALL
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, "currency", 0, 0, 0, 0, sign
      FROM changes WHERE "status" = 'failed'
    )
    INSERT INTO "payment_daily_totals" AS t ("day", "currency", "revenue", "payments_count", "new_count",
      "new_revenue", "failed_count", "refunded", "refunds_count")
    SELECT * FROM (
      SELECT "day", "currency", sum("revenue") AS "revenue", sum("payments_count")::integer AS "payments_count",
        sum("new_count")::integer AS "new_count", sum("new_revenue") AS "new_revenue",
        sum("failed_count")::integer AS "failed_count", 0 AS "refunded", 0 AS "refunds_count"
      FROM figures GROUP BY 1, 2
    ) AS delta
    WHERE ("revenue", "payments_count", "new_count", "new_revenue", "failed_count") <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2
    ON CONFLICT ("day", "currency") DO UPDATE SET "revenue" = t."revenue" + excluded."revenue",
      "payments_count" = t."payments_count" + excluded."payments_count",
      "new_count" = t."new_count" + excluded."new_count",
      "new_revenue" = t."new_revenue" + excluded."new_revenue",
      "failed_count" = t."failed_count" + excluded."failed_count"
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO "payment_status_totals" AS t ("currency", "status", "payments", "amount", "refunded_amount")
    SELECT * FROM (
      SELECT "currency", "status", sum(sign)::integer AS "payments", sum(sign * "amount") AS "amount",
        sum(sign * "refunded_amount") AS "refunded_amount"
      FROM (%s) AS changes GROUP BY 1, 2
    ) AS delta
    WHERE ("payments", "amount", "refunded_amount") <> (0, 0, 0)
    ORDER BY 1, 2
    ON CONFLICT ("currency", "status") DO UPDATE SET "payments" = t."payments" + excluded."payments",
      "amount" = t."amount" + excluded."amount", "refunded_amount" = t."refunded_amount" + excluded."refunded_amount"
  $sql$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_totals_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_apply"();
--> statement-breakpoint
-- Refunds on the day made, in their own currency, as each statement adds or removes them (a payment's
-- deletion removes its refunds by cascade, which fires these too).
CREATE FUNCTION "payment_refund_totals_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  refund text := '"currency", "amount", "created_at"';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', refund)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', refund)
    ELSE format('SELECT %1$s, 1 AS sign FROM new_rows UNION ALL SELECT %1$s, -1 AS sign FROM old_rows', refund)
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "payment_daily_totals" AS t ("day", "currency", "revenue", "payments_count", "new_count",
      "new_revenue", "failed_count", "refunded", "refunds_count")
    SELECT * FROM (
      SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "currency", 0 AS "revenue", 0 AS "payments_count",
        0 AS "new_count", 0 AS "new_revenue", 0 AS "failed_count", sum(sign * "amount") AS "refunded",
        sum(sign)::integer AS "refunds_count"
      FROM (%s) AS changes GROUP BY 1, 2
    ) AS delta
    WHERE ("refunded", "refunds_count") <> (0, 0)
    ORDER BY 1, 2
    ON CONFLICT ("day", "currency") DO UPDATE SET "refunded" = t."refunded" + excluded."refunded",
      "refunds_count" = t."refunds_count" + excluded."refunds_count"
  $sql$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_refunds_totals_insert" AFTER INSERT ON "payment_refunds"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_refund_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "payment_refunds_totals_update" AFTER UPDATE ON "payment_refunds"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_refund_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "payment_refunds_totals_delete" AFTER DELETE ON "payment_refunds"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_refund_totals_apply"();
--> statement-breakpoint
-- The payments and refunds stored before this migration, counted as the triggers would have.
INSERT INTO "payment_status_totals" ("currency", "status", "payments", "amount", "refunded_amount")
SELECT "currency", "status", count(*), sum("amount"), sum("refunded_amount") FROM "payments" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "payment_daily_totals" ("day", "currency", "revenue", "payments_count", "new_count", "new_revenue",
  "failed_count", "refunded", "refunds_count")
SELECT "day", "currency", sum("revenue"), sum("payments_count")::integer, sum("new_count")::integer,
  sum("new_revenue"), sum("failed_count")::integer, sum("refunded"), sum("refunds_count")::integer
FROM (
  SELECT ("paid_at" AT TIME ZONE 'UTC')::date AS "day", "currency", "amount" AS "revenue", 1 AS "payments_count",
    CASE WHEN "kind" = 'new' THEN 1 ELSE 0 END AS "new_count",
    CASE WHEN "kind" = 'new' THEN "amount" ELSE 0 END AS "new_revenue", 0 AS "failed_count",
    0 AS "refunded", 0 AS "refunds_count"
  FROM "payments" WHERE "status" IN ('succeeded', 'refunded') AND "paid_at" IS NOT NULL
  UNION ALL
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "currency", 0, 0, 0, 0, 1, 0, 0
  FROM "payments" WHERE "status" = 'failed'
  UNION ALL
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "currency", 0, 0, 0, 0, 0, "amount", 1
  FROM "payment_refunds"
) AS figures
GROUP BY 1, 2;
