ALTER TABLE "analytics_changes" ADD COLUMN "first_day" date;--> statement-breakpoint
ALTER TABLE "analytics_months" ADD COLUMN "through" date;--> statement-breakpoint
-- The first day of each month a transaction touches (decision 0027): the current month's summary
-- built through yesterday stays current when today's invoices and payments come in.
CREATE OR REPLACE FUNCTION "analytics_touch"("days" date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("month", "first_day")
  SELECT date_trunc('month', d)::date, min(d) FROM unnest("days") AS d WHERE d IS NOT NULL GROUP BY 1
  ON CONFLICT ("month", "tx") DO UPDATE SET "first_day" = CASE
    WHEN "analytics_changes"."first_day" IS NULL OR excluded."first_day" IS NULL THEN NULL
    ELSE least("analytics_changes"."first_day", excluded."first_day") END;
$$;--> statement-breakpoint
-- A rate applies from its day on: in the months after that day's, from their first day.
CREATE OR REPLACE FUNCTION "analytics_touch_from"("day" date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("month", "first_day")
  SELECT m."month", greatest("day", m."month") FROM "analytics_months" m
  WHERE "day" IS NOT NULL AND m."month" >= date_trunc('month', "day")::date
  ON CONFLICT ("month", "tx") DO UPDATE SET "first_day" = CASE
    WHEN "analytics_changes"."first_day" IS NULL OR excluded."first_day" IS NULL THEN NULL
    ELSE least("analytics_changes"."first_day", excluded."first_day") END;
$$;--> statement-breakpoint
-- An invoice's payments are summed in their own months by its company, direction, kind and rate:
-- a change of those touches its payments' days too (missed by migration 0016).
CREATE OR REPLACE FUNCTION "analytics_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
  order_ids uuid[];
  payment_days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."issue_date"), array_agg(n."order_id") INTO days, order_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."issue_date"), array_agg(o."order_id") INTO days, order_ids FROM old_rows o;
  ELSE
    SELECT array_agg(x."issue_date"), array_agg(x."order_id") INTO days, order_ids
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."issue_date", n."order_id"), (o."issue_date", o."order_id")) AS x("issue_date", "order_id")
    WHERE (n."issue_date", n."kind", n."direction", n."currency", n."exchange_rate", n."subtotal",
           n."total_amount", n."company_id", n."client_id", n."supplier_id", n."party_name", n."order_id",
           (n."direction" = 'outgoing' AND n."status" <> 'draft') OR (n."direction" = 'incoming' AND n."status" NOT IN ('draft', 'to_check')))
      IS DISTINCT FROM
          (o."issue_date", o."kind", o."direction", o."currency", o."exchange_rate", o."subtotal",
           o."total_amount", o."company_id", o."client_id", o."supplier_id", o."party_name", o."order_id",
           (o."direction" = 'outgoing' AND o."status" <> 'draft') OR (o."direction" = 'incoming' AND o."status" NOT IN ('draft', 'to_check')));
    -- Its payments are summed in their own months by the invoice's company, direction, kind and rate.
    SELECT array_agg(p."payment_date") INTO payment_days FROM "invoice_payments" p
    WHERE p."invoice_id" IN (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."company_id", n."direction", n."kind", n."currency", n."exchange_rate")
        IS DISTINCT FROM (o."company_id", o."direction", o."kind", o."currency", o."exchange_rate"));
  END IF;
  IF days IS NOT NULL OR payment_days IS NOT NULL THEN
    PERFORM "analytics_touch"(coalesce(days, '{}') || "analytics_order_days"(coalesce(order_ids, '{}')) || coalesce(payment_days, '{}'));
  END IF;
  RETURN NULL;
END
$$;
