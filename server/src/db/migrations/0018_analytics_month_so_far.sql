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
$$;
