ALTER TABLE "quote_items" DROP CONSTRAINT "quote_items_quantity_check";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "quote_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "quote_items" ALTER COLUMN "unit_price" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "tax_rate" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "tax_rate" SET DEFAULT '20';--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "unit_price" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount" between 0 and 100);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_rate_check" CHECK ("order_items"."tax_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_tax_rate_check" CHECK ("quote_items"."tax_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quantity_check" CHECK ("quote_items"."quantity" > 0);--> statement-breakpoint
-- Decision 0029: quote and order lines carry their VAT rate. A quote's lines take the quote's rate.
UPDATE "quote_items" qi SET "tax_rate" = q."tax_rate" FROM "quotes" q WHERE q."id" = qi."quote_id";--> statement-breakpoint
-- An order's line takes the rate it was invoiced at, else its quote's rate, else 20 %. Its unit
-- price stays as it was (a converted line's discount was already in it): amounts are not changed
-- here; the self-test 'Montants devis → commande' lists the orders that differ from their quote.
UPDATE "order_items" oi SET "tax_rate" = coalesce(
  (SELECT il."tax_rate" FROM "invoice_lines" il JOIN "invoices" i ON i."id" = il."invoice_id"
    WHERE il."order_item_id" = oi."id" AND i."kind" = 'invoice' ORDER BY i."created_at" DESC LIMIT 1),
  (SELECT q."tax_rate" FROM "orders" o JOIN "quotes" q ON q."id" = o."quote_id" WHERE o."id" = oi."order_id"),
  20);--> statement-breakpoint
-- Orders: total without tax (the sum of the line nets, as total_amount was), VAT per rate on the
-- sum at that rate rounded once (numeric round is half away from zero), total with tax.
UPDATE "orders" o SET "subtotal" = v."base", "tax_amount" = v."tax", "total_amount" = v."base" + v."tax"
FROM (
  SELECT "order_id", sum("base") AS "base", sum(round("base" * "rate" / 100, 2)) AS "tax"
  FROM (SELECT "order_id", "tax_rate" AS "rate", sum("total_price") AS "base" FROM "order_items" GROUP BY "order_id", "tax_rate") b
  GROUP BY "order_id"
) v
WHERE v."order_id" = o."id";
