CREATE TABLE "analytics_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"tx" bigint DEFAULT txid_current() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_month_invoices" (
	"month" date NOT NULL,
	"company_id" uuid,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"client_id" uuid,
	"supplier_id" uuid,
	"party_key" text,
	"party_name" text,
	"invoices" integer NOT NULL,
	"net" numeric,
	"gross" numeric
);
--> statement-breakpoint
CREATE TABLE "analytics_month_payments" (
	"month" date NOT NULL,
	"company_id" uuid,
	"direction" text NOT NULL,
	"payments" integer NOT NULL,
	"amount" numeric
);
--> statement-breakpoint
CREATE TABLE "analytics_month_sales" (
	"month" date NOT NULL,
	"grain" text NOT NULL,
	"all_companies" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"order_id" uuid,
	"client_id" uuid,
	"client_key" text,
	"product_id" uuid,
	"product_key" text,
	"description" text,
	"quantity" numeric,
	"revenue" numeric,
	"cost" numeric,
	"source" text,
	"sources" text[]
);
--> statement-breakpoint
CREATE TABLE "analytics_months" (
	"month" date PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_changes_month_tx_key" ON "analytics_changes" USING btree ("month","tx");--> statement-breakpoint
CREATE INDEX "analytics_month_invoices_month_idx" ON "analytics_month_invoices" USING btree ("month");--> statement-breakpoint
CREATE INDEX "analytics_month_payments_month_idx" ON "analytics_month_payments" USING btree ("month");--> statement-breakpoint
CREATE INDEX "analytics_month_sales_month_idx" ON "analytics_month_sales" USING btree ("month","grain");--> statement-breakpoint
CREATE INDEX "invoice_lines_product_idx" ON "invoice_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_date_idx" ON "invoice_payments" USING btree ("payment_date");--> statement-breakpoint
-- Covering: the open totals, the ageing and the forecast read it without visiting the table.
CREATE INDEX "invoices_open_balance_idx" ON "invoices" USING btree ("direction","issue_date")
  INCLUDE ("total_amount", "paid_amount", "credited_amount", "currency", "exchange_rate", "kind", "status",
    "company_id", "client_id", "supplier_id", "due_date", "party_name")
  WHERE "invoices"."total_amount" - "invoices"."paid_amount" - "invoices"."credited_amount" > 0;--> statement-breakpoint
-- The months a change touches (decision 0025): a month summary built before the change is rebuilt
-- on its next use. One row per month and transaction.
CREATE FUNCTION "analytics_touch"("days" date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("month")
  SELECT DISTINCT date_trunc('month', d)::date FROM unnest("days") AS d WHERE d IS NOT NULL
  ON CONFLICT ("month", "tx") DO NOTHING;
$$;--> statement-breakpoint
-- The issue dates of an order's sales invoices: each line's cost shares the order's costs in
-- proportion to the order's revenue, so a change of either touches every month the order sold in.
CREATE FUNCTION "analytics_order_days"("order_ids" uuid[]) RETURNS date[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT i."issue_date"), '{}') FROM "invoices" i
  WHERE i."order_id" = ANY ("order_ids") AND i."direction" = 'outgoing' AND i."issue_date" IS NOT NULL;
$$;--> statement-breakpoint
-- Every built month from a day on (an exchange rate published that day applies from then on).
CREATE FUNCTION "analytics_touch_from"("day" date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("month")
  SELECT m."month" FROM "analytics_months" m WHERE "day" IS NOT NULL AND m."month" >= date_trunc('month', "day")::date
  ON CONFLICT ("month", "tx") DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_months";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Invoices: what the summaries read of them (booked or not, date, kind, amounts, rate, company,
-- party, order). Payments change only the balance, which the summaries do not hold.
CREATE FUNCTION "analytics_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
  order_ids uuid[];
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
  END IF;
  IF days IS NOT NULL THEN
    PERFORM "analytics_touch"(days || "analytics_order_days"(order_ids));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Lines of booked invoices (a draft's lines count once it is issued, through its invoice).
CREATE FUNCTION "analytics_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(i."issue_date") INTO days FROM (SELECT DISTINCT "invoice_id" FROM new_rows) l
      JOIN "invoices" i ON i."id" = l."invoice_id" WHERE i."status" <> 'draft';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(i."issue_date") INTO days FROM (SELECT DISTINCT "invoice_id" FROM old_rows) l
      JOIN "invoices" i ON i."id" = l."invoice_id" WHERE i."status" <> 'draft';
  ELSE
    SELECT array_agg(i."issue_date") INTO days FROM (
        SELECT "invoice_id" FROM new_rows UNION SELECT "invoice_id" FROM old_rows) l
      JOIN "invoices" i ON i."id" = l."invoice_id" WHERE i."status" <> 'draft';
  END IF;
  IF days IS NOT NULL THEN
    PERFORM "analytics_touch"(days);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Payments: the month they are dated in.
CREATE FUNCTION "analytics_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM "analytics_touch"(days);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A product's price or currency: the cost of the lines that sell it without an order cost.
CREATE FUNCTION "analytics_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
BEGIN
  SELECT array_agg(DISTINCT i."issue_date") INTO days
  FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    JOIN "invoice_lines" l ON l."product_id" = n."id" JOIN "invoices" i ON i."id" = l."invoice_id"
  WHERE (n."price", n."currency") IS DISTINCT FROM (o."price", o."currency")
    AND i."direction" = 'outgoing' AND i."status" <> 'draft';
  IF days IS NOT NULL THEN
    PERFORM "analytics_touch"(days);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Exchange rates: every built month from the rate's day on.
CREATE FUNCTION "analytics_rates_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT min(n."rate_date") INTO first_day FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT min(o."rate_date") INTO first_day FROM old_rows o;
  ELSE
    SELECT least(min(n."rate_date"), min(o."rate_date")) INTO first_day FROM new_rows n JOIN old_rows o ON o."id" = n."id";
  END IF;
  PERFORM "analytics_touch_from"(first_day);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Approved supplier quotations: the cost of the orders of their request.
CREATE FUNCTION "analytics_quotations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product_ids uuid[];
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."requested_product_id") INTO product_ids FROM new_rows n WHERE n."status" = 'approved';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."requested_product_id") INTO product_ids FROM old_rows o WHERE o."status" = 'approved';
  ELSE
    SELECT array_agg(x.p) INTO product_ids FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."requested_product_id"), (o."requested_product_id")) AS x(p)
    WHERE (n."status" = 'approved' OR o."status" = 'approved')
      AND (n."status", n."total_price", n."currency", n."decided_at", n."submitted_date", n."requested_product_id")
        IS DISTINCT FROM (o."status", o."total_price", o."currency", o."decided_at", o."submitted_date", o."requested_product_id");
  END IF;
  IF product_ids IS NOT NULL THEN
    SELECT array_agg(o."id") INTO order_ids FROM "orders" o
      JOIN "demande_products" dp ON dp."demande_id" = o."demande_id" WHERE dp."id" = ANY (product_ids);
    IF order_ids IS NOT NULL THEN
      PERFORM "analytics_touch"("analytics_order_days"(order_ids));
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order moved to another request, a requested product moved or removed: the orders' months.
CREATE FUNCTION "analytics_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ids uuid[];
BEGIN
  SELECT array_agg(n."id") INTO order_ids FROM new_rows n JOIN old_rows o ON o."id" = n."id"
  WHERE n."demande_id" IS DISTINCT FROM o."demande_id";
  IF order_ids IS NOT NULL THEN
    PERFORM "analytics_touch"("analytics_order_days"(order_ids));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_requested_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."id") INTO order_ids FROM "orders" o WHERE o."demande_id" IN (SELECT "demande_id" FROM old_rows);
  ELSE
    SELECT array_agg(o."id") INTO order_ids FROM "orders" o WHERE o."demande_id" IN (
      SELECT x.d FROM new_rows n JOIN old_rows p ON p."id" = n."id",
        LATERAL (VALUES (n."demande_id"), (p."demande_id")) AS x(d)
      WHERE n."demande_id" IS DISTINCT FROM p."demande_id");
  END IF;
  IF order_ids IS NOT NULL THEN
    PERFORM "analytics_touch"("analytics_order_days"(order_ids));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers: for each table, its function on the events listed (statement level, with the
-- changed rows as transition tables new_rows / old_rows), and a TRUNCATE forgets every summary.
DO $$
DECLARE
  t text;
  f text;
  events text;
  event text;
BEGIN
  FOR t, f, events IN VALUES
    ('invoices', 'analytics_invoices_changed', 'INSERT,UPDATE,DELETE'),
    ('invoice_lines', 'analytics_lines_changed', 'INSERT,UPDATE,DELETE'),
    ('invoice_payments', 'analytics_payments_changed', 'INSERT,UPDATE,DELETE'),
    ('products', 'analytics_products_changed', 'UPDATE'),
    ('exchange_rates', 'analytics_rates_changed', 'INSERT,UPDATE,DELETE'),
    ('quotations', 'analytics_quotations_changed', 'INSERT,UPDATE,DELETE'),
    ('orders', 'analytics_orders_changed', 'UPDATE'),
    ('demande_products', 'analytics_requested_products_changed', 'UPDATE,DELETE')
  LOOP
    FOREACH event IN ARRAY string_to_array(events, ',') LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        t || '_analytics_' || lower(event), event, t,
        CASE event WHEN 'INSERT' THEN 'REFERENCING NEW TABLE AS new_rows'
          WHEN 'DELETE' THEN 'REFERENCING OLD TABLE AS old_rows'
          ELSE 'REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows' END, f);
    END LOOP;
  END LOOP;
  FOREACH t IN ARRAY ARRAY['invoices', 'invoice_lines', 'invoice_payments', 'products', 'exchange_rates', 'quotations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION analytics_forget_all()',
      t || '_analytics_truncate', t);
  END LOOP;
END
$$;
