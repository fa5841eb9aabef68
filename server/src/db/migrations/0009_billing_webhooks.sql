CREATE TABLE "billing_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "currency" text NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "locale" text NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");