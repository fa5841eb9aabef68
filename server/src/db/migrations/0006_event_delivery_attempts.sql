CREATE TABLE "event_delivery_attempts" (
	"domain_id" text NOT NULL,
	"event_id" text NOT NULL,
	"service" text NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"response" text,
	"error" text,
	"duration_ms" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_delivery_attempts_domain_id_event_id_service_attempt_pk" PRIMARY KEY("domain_id","event_id","service","attempt")
);
--> statement-breakpoint
ALTER TABLE "event_delivery_attempts" ADD CONSTRAINT "event_delivery_attempts_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_delivery_attempts_recent_idx" ON "event_delivery_attempts" USING btree ("attempted_at","service");--> statement-breakpoint
-- Written by hand beside the generated table: the delivery jobs update one service's entry of an event's
-- `deliveries` and the status that follows from all of them in one statement, reading the row it locked
-- (a value computed before the lock could undo another service's concurrent update).
-- `deliveries` with the entry of service $2 merged with $3, in the same order.
CREATE FUNCTION "event_delivery_set"(jsonb, text, jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(CASE WHEN d ->> 'service' = $2 THEN d || $3 ELSE d END ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements($1) WITH ORDINALITY AS x(d, position)
$$;
--> statement-breakpoint
-- An event's status from its deliveries: pending while one is, failed when one was given up, else processed.
CREATE FUNCTION "event_status_of"(jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN $1 @> '[{"status": "pending"}]' THEN 'pending'
    WHEN $1 @> '[{"status": "failed"}]' THEN 'failed'
    ELSE 'processed'
  END
$$;
