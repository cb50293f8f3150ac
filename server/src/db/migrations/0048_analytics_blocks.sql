-- Summaries of quarters, half-years and years (decision 0056): the summary tables take parts 4 to
-- 6, and analytics_blocks says which are built. None is built yet: the months job builds them from
-- their months' summaries.
CREATE TABLE "analytics_blocks" (
	"month" date NOT NULL,
	"part" smallint NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_blocks_month_part_pk" PRIMARY KEY("month","part"),
	CONSTRAINT "analytics_blocks_part_check" CHECK ("analytics_blocks"."part" between 4 and 6)
);
--> statement-breakpoint
ALTER TABLE "analytics_month_invoices" DROP CONSTRAINT "analytics_month_invoices_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_payments" DROP CONSTRAINT "analytics_month_payments_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_sales" DROP CONSTRAINT "analytics_month_sales_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_totals" DROP CONSTRAINT "analytics_month_totals_part_check";--> statement-breakpoint
ALTER TABLE "analytics_month_invoices" ADD CONSTRAINT "analytics_month_invoices_part_check" CHECK ("analytics_month_invoices"."part" between 0 and 6);--> statement-breakpoint
ALTER TABLE "analytics_month_payments" ADD CONSTRAINT "analytics_month_payments_part_check" CHECK ("analytics_month_payments"."part" between 0 and 6);--> statement-breakpoint
ALTER TABLE "analytics_month_sales" ADD CONSTRAINT "analytics_month_sales_part_check" CHECK ("analytics_month_sales"."part" between 0 and 6);--> statement-breakpoint
ALTER TABLE "analytics_month_totals" ADD CONSTRAINT "analytics_month_totals_part_check" CHECK ("analytics_month_totals"."part" between 0 and 6);