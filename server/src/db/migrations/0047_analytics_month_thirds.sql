-- The summaries built before hold no thirds: every month is forgotten, and the months job (run at
-- start) builds each again with its thirds; meanwhile a tab reads the books or answers 'computing'
-- (decision 0054).
DELETE FROM "analytics_month_invoices";--> statement-breakpoint
DELETE FROM "analytics_month_totals";--> statement-breakpoint
DELETE FROM "analytics_month_payments";--> statement-breakpoint
DELETE FROM "analytics_month_sales";--> statement-breakpoint
DELETE FROM "analytics_months";--> statement-breakpoint
DROP INDEX "analytics_month_invoices_month_idx";--> statement-breakpoint
DROP INDEX "analytics_month_payments_month_idx";--> statement-breakpoint
DROP INDEX "analytics_month_sales_month_idx";--> statement-breakpoint
DROP INDEX "analytics_month_totals_month_idx";--> statement-breakpoint
ALTER TABLE "analytics_month_invoices" ADD COLUMN "part" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_month_payments" ADD COLUMN "part" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_month_sales" ADD COLUMN "part" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_month_totals" ADD COLUMN "part" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_month_invoices_month_idx" ON "analytics_month_invoices" USING btree ("month","part");--> statement-breakpoint
CREATE INDEX "analytics_month_payments_month_idx" ON "analytics_month_payments" USING btree ("month","part");--> statement-breakpoint
CREATE INDEX "analytics_month_sales_month_idx" ON "analytics_month_sales" USING btree ("month","part","grain","all_companies");--> statement-breakpoint
CREATE INDEX "analytics_month_totals_month_idx" ON "analytics_month_totals" USING btree ("month","part");--> statement-breakpoint
ALTER TABLE "analytics_month_invoices" ADD CONSTRAINT "analytics_month_invoices_part_check" CHECK ("analytics_month_invoices"."part" between 0 and 3);--> statement-breakpoint
ALTER TABLE "analytics_month_payments" ADD CONSTRAINT "analytics_month_payments_part_check" CHECK ("analytics_month_payments"."part" between 0 and 3);--> statement-breakpoint
ALTER TABLE "analytics_month_sales" ADD CONSTRAINT "analytics_month_sales_part_check" CHECK ("analytics_month_sales"."part" between 0 and 3);--> statement-breakpoint
ALTER TABLE "analytics_month_totals" ADD CONSTRAINT "analytics_month_totals_part_check" CHECK ("analytics_month_totals"."part" between 0 and 3);
