-- Refunds (whole or part, several per payment) for the staff's payments, what each payment paid for
-- (its plan, and whether it started a subscription), and the indexes of the staff's payments list
-- and analytics. Existing payments take their plan from their invoice's subscription, and the first
-- payment of each subscription counts as its new one, the later ones as renewals.
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_webhook_events" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "billing_webhook_events" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_created_idx" ON "payment_refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_webhook_events_payment_idx" ON "billing_webhook_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_subscription_idx" ON "billing_webhook_events" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_domain_created_idx" ON "payments" USING btree ("domain_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_plan_created_idx" ON "payments" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
UPDATE "payments" AS p SET "plan_id" = s."plan_id"
FROM "invoices" AS i JOIN "subscriptions" AS s ON s."id" = i."subscription_id"
WHERE i."id" = p."invoice_id";--> statement-breakpoint
UPDATE "payments" AS p SET "kind" = CASE WHEN ranked.n = 1 THEN 'new' ELSE 'renewal' END
FROM (
  SELECT p2."id", row_number() OVER (PARTITION BY i."subscription_id" ORDER BY p2."created_at", p2."id") AS n
  FROM "payments" AS p2 JOIN "invoices" AS i ON i."id" = p2."invoice_id"
  WHERE i."subscription_id" IS NOT NULL
) AS ranked
WHERE ranked."id" = p."id";
