CREATE TABLE "event_dedup" (
	"domain_id" text NOT NULL,
	"event_name" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_dedup_domain_id_event_name_event_id_pk" PRIMARY KEY("domain_id","event_name","event_id")
);
--> statement-breakpoint
ALTER TABLE "event_dedup" ADD CONSTRAINT "event_dedup_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_dedup_received_idx" ON "event_dedup" USING btree ("received_at");