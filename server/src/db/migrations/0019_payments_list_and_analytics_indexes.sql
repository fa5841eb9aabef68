-- The staff's payments at 100,000 rows (scripts/bench-admin-payments.ts): the analytics of a year read
-- from one covering index on paid_at (replacing 0017's), a subscription's invoices and an invoice's
-- payment by index (the churn figure), the list sorted by amount walking an index, its search of the
-- description by trigrams (as the users list's), and a provider's reference pasted whole by its index.
DROP INDEX "payments_paid_idx";--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payments_paid_figures_idx" ON "payments" USING btree ("paid_at","status","currency","amount","kind");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "payments_description_trgm_idx" ON "payments" USING gin ("description" gin_trgm_ops);