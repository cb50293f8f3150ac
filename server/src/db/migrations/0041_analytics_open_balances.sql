CREATE TABLE "analytics_open_balances" (
	"direction" text NOT NULL,
	"company_id" uuid,
	"issue_date" date NOT NULL,
	"balance" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_open_balances_day_idx" ON "analytics_open_balances" USING btree ("direction","issue_date");--> statement-breakpoint
-- An invoice's open balance today, with tax, in the book currency, when it counts in the analysis'
-- open receivables or payables (a booked invoice, not a credit note, with a balance left); null
-- otherwise, and for an invoice in another currency without a stored rate (left out of the sums).
CREATE FUNCTION "analytics_open_value"("direction" text, "kind" text, "status" text, "total" numeric,
    "paid" numeric, "credited" numeric, "currency" text, "rate" numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "kind" = 'invoice' AND "total" - "paid" - "credited" > 0
      AND (("direction" = 'outgoing' AND "status" <> 'draft')
        OR ("direction" = 'incoming' AND "status" NOT IN ('draft', 'to_check')))
    THEN ("total" - "paid" - "credited") * CASE WHEN "currency" = 'EUR' THEN 1::numeric ELSE "rate" END END
$$;--> statement-breakpoint
-- Each statement on invoices adds what its rows' open balances became less what they were, per
-- direction, company and issue day (keys whose change sums to zero are left out).
CREATE FUNCTION "analytics_open_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "analytics_open_balances" ("direction", "company_id", "issue_date", "balance")
    SELECT n."direction", n."company_id", n."issue_date", sum(x.v)
    FROM new_rows n, LATERAL (SELECT "analytics_open_value"(n."direction", n."kind", n."status", n."total_amount",
        n."paid_amount", n."credited_amount", n."currency", n."exchange_rate") AS v) x
    WHERE x.v IS NOT NULL AND n."issue_date" IS NOT NULL GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "analytics_open_balances" ("direction", "company_id", "issue_date", "balance")
    SELECT o."direction", o."company_id", o."issue_date", -sum(x.v)
    FROM old_rows o, LATERAL (SELECT "analytics_open_value"(o."direction", o."kind", o."status", o."total_amount",
        o."paid_amount", o."credited_amount", o."currency", o."exchange_rate") AS v) x
    WHERE x.v IS NOT NULL AND o."issue_date" IS NOT NULL GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "analytics_open_balances" ("direction", "company_id", "issue_date", "balance")
    SELECT c."direction", c."company_id", c."issue_date", sum(c.v) FROM (
        SELECT n."direction", n."company_id", n."issue_date", "analytics_open_value"(n."direction", n."kind", n."status",
          n."total_amount", n."paid_amount", n."credited_amount", n."currency", n."exchange_rate") AS v
        FROM new_rows n
        UNION ALL
        SELECT o."direction", o."company_id", o."issue_date", -"analytics_open_value"(o."direction", o."kind", o."status",
          o."total_amount", o."paid_amount", o."credited_amount", o."currency", o."exchange_rate")
        FROM old_rows o) c
    WHERE c.v IS NOT NULL AND c."issue_date" IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(c.v) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_open_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_open_balances";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_open_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_open_changed"();--> statement-breakpoint
CREATE TRIGGER "invoices_open_update" AFTER UPDATE ON "invoices" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_open_changed"();--> statement-breakpoint
CREATE TRIGGER "invoices_open_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_open_changed"();--> statement-breakpoint
CREATE TRIGGER "invoices_open_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_open_forget"();--> statement-breakpoint
-- Today's open balances of the invoices already written.
INSERT INTO "analytics_open_balances" ("direction", "company_id", "issue_date", "balance")
  SELECT i."direction", i."company_id", i."issue_date", sum(x.v)
  FROM "invoices" i, LATERAL (SELECT "analytics_open_value"(i."direction", i."kind", i."status", i."total_amount",
      i."paid_amount", i."credited_amount", i."currency", i."exchange_rate") AS v) x
  WHERE x.v IS NOT NULL AND i."issue_date" IS NOT NULL GROUP BY 1, 2, 3;
