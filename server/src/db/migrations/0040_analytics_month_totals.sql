CREATE TABLE "analytics_month_totals" (
	"month" date NOT NULL,
	"company_id" uuid,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"invoices" integer NOT NULL,
	"net" numeric,
	"gross" numeric
);
--> statement-breakpoint
CREATE INDEX "analytics_month_totals_month_idx" ON "analytics_month_totals" USING btree ("month");--> statement-breakpoint
-- The months already built get their totals from their rows by party (sums of exact sums): no
-- rebuild needed.
INSERT INTO "analytics_month_totals" ("month", "company_id", "direction", "kind", "invoices", "net", "gross")
  SELECT "month", "company_id", "direction", "kind", sum("invoices"), sum("net"), sum("gross")
  FROM "analytics_month_invoices" GROUP BY 1, 2, 3, 4;
