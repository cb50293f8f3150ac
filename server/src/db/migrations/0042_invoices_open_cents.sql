ALTER TABLE "invoices" ADD COLUMN "open_cents" bigint GENERATED ALWAYS AS (((total_amount - paid_amount - credited_amount) * 100)::bigint) STORED NOT NULL;--> statement-breakpoint
-- The open invoices' covering index also carries what is left to pay in cents (the ageing's sums).
DROP INDEX "invoices_open_balance_idx";--> statement-breakpoint
CREATE INDEX "invoices_open_balance_idx" ON "invoices" USING btree ("direction","issue_date")
  INCLUDE ("open_cents", "total_amount", "paid_amount", "credited_amount", "currency", "exchange_rate", "kind", "status",
    "company_id", "client_id", "supplier_id", "due_date", "party_name")
  WHERE "invoices"."total_amount" - "invoices"."paid_amount" - "invoices"."credited_amount" > 0;
