-- Summaries of single days (decision 0059): the summary tables take parts 101 to 131 (100 + the day
-- of the month). The summaries built before hold no days: every month and block is forgotten, and
-- the months job (run at start) builds each again with its thirds and days; meanwhile a tab reads
-- the books or answers 'computing', as after migration 0047.
DELETE FROM "analytics_month_invoices";--> statement-breakpoint
DELETE FROM "analytics_month_totals";--> statement-breakpoint
DELETE FROM "analytics_month_payments";--> statement-breakpoint
DELETE FROM "analytics_month_sales";--> statement-breakpoint
DELETE FROM "analytics_blocks";--> statement-breakpoint
DELETE FROM "analytics_months";--> statement-breakpoint
ALTER TABLE "analytics_month_invoices" DROP CONSTRAINT "analytics_month_invoices_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_payments" DROP CONSTRAINT "analytics_month_payments_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_sales" DROP CONSTRAINT "analytics_month_sales_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_totals" DROP CONSTRAINT "analytics_month_totals_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_invoices" ADD CONSTRAINT "analytics_month_invoices_part_check" CHECK ("analytics_month_invoices"."part" between 0 and 6 or "analytics_month_invoices"."part" between 101 and 131);--> statement-breakpoint
ALTER TABLE "analytics_month_payments" ADD CONSTRAINT "analytics_month_payments_part_check" CHECK ("analytics_month_payments"."part" between 0 and 6 or "analytics_month_payments"."part" between 101 and 131);--> statement-breakpoint
ALTER TABLE "analytics_month_sales" ADD CONSTRAINT "analytics_month_sales_part_check" CHECK ("analytics_month_sales"."part" between 0 and 6 or "analytics_month_sales"."part" between 101 and 131);--> statement-breakpoint
ALTER TABLE "analytics_month_totals" ADD CONSTRAINT "analytics_month_totals_part_check" CHECK ("analytics_month_totals"."part" between 0 and 6 or "analytics_month_totals"."part" between 101 and 131);