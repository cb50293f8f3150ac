ALTER TABLE "analytics_changes" ADD COLUMN "payments_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A transaction's change of a month is 'payments only' while everything it touched there was
-- payments; anything else it touches in the month makes it a change of the whole month.
CREATE OR REPLACE FUNCTION "analytics_touch"("days" date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("month", "first_day")
  SELECT date_trunc('month', d)::date, min(d) FROM unnest("days") AS d WHERE d IS NOT NULL GROUP BY 1
  ON CONFLICT ("month", "tx") DO UPDATE SET "payments_only" = false, "first_day" = CASE
    WHEN "analytics_changes"."first_day" IS NULL OR excluded."first_day" IS NULL THEN NULL
    ELSE least("analytics_changes"."first_day", excluded."first_day") END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_touch_from"("day" date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("month", "first_day")
  SELECT m."month", greatest("day", m."month") FROM "analytics_months" m
  WHERE "day" IS NOT NULL AND m."month" >= date_trunc('month', "day")::date
  ON CONFLICT ("month", "tx") DO UPDATE SET "payments_only" = false, "first_day" = CASE
    WHEN "analytics_changes"."first_day" IS NULL OR excluded."first_day" IS NULL THEN NULL
    ELSE least("analytics_changes"."first_day", excluded."first_day") END;
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_touch_payments"("days" date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("month", "first_day", "payments_only")
  SELECT date_trunc('month', d)::date, min(d), true FROM unnest("days") AS d WHERE d IS NOT NULL GROUP BY 1
  ON CONFLICT ("month", "tx") DO UPDATE SET "first_day" = CASE
    WHEN "analytics_changes"."first_day" IS NULL OR excluded."first_day" IS NULL THEN NULL
    ELSE least("analytics_changes"."first_day", excluded."first_day") END;
$$;--> statement-breakpoint
-- Payments: the months they are dated in, for the payments' summaries only (an invoice's paid
-- amount is not in the month summaries; the open balances follow it, decision 0048).
CREATE OR REPLACE FUNCTION "analytics_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."payment_date") INTO days FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."payment_date") INTO days FROM old_rows o;
  ELSE
    SELECT array_agg(x.d) INTO days FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."payment_date"), (o."payment_date")) AS x(d)
    WHERE (n."payment_date", n."amount", n."invoice_id") IS DISTINCT FROM (o."payment_date", o."amount", o."invoice_id");
  END IF;
  IF days IS NOT NULL THEN
    PERFORM "analytics_touch_payments"(days);
  END IF;
  RETURN NULL;
END
$$;
