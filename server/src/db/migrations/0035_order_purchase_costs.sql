CREATE TABLE "order_cost_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_purchase_costs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"cost" numeric(18, 2) NOT NULL,
	"revenue" numeric(18, 2) NOT NULL,
	"source" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_purchase_costs_source_check" CHECK ("order_purchase_costs"."source" in ('landed', 'purchase_order'))
);
--> statement-breakpoint
ALTER TABLE "order_purchase_costs" ADD CONSTRAINT "order_purchase_costs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cost_changes_order_idx" ON "order_cost_changes" USING btree ("order_id");--> statement-breakpoint

-- The orders whose purchase cost a write may change (decision 0043): those of the purchase lines
-- named, and those of every line received in the shipments named (a shipment's costs are shared
-- among all its lines, whatever their order).
CREATE FUNCTION "order_costs_touch"("line_ids" uuid[], "shipment_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_cost_changes" ("order_id")
  SELECT DISTINCT oi."order_id" FROM "purchase_order_lines" l JOIN "order_items" oi ON oi."id" = l."order_item_id"
  WHERE l."id" = ANY (coalesce("line_ids", '{}'))
    OR l."id" IN (SELECT rl."order_line_id" FROM "purchase_receipt_lines" rl
      JOIN "purchase_receipts" r ON r."id" = rl."receipt_id"
      WHERE r."shipment_id" = ANY (coalesce("shipment_ids", '{}')));
$$;--> statement-breakpoint
-- The shipments the receipts of these purchase lines came in.
CREATE FUNCTION "order_costs_shipments_of"("line_ids" uuid[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT r."shipment_id"), '{}') FROM "purchase_receipt_lines" rl
  JOIN "purchase_receipts" r ON r."id" = rl."receipt_id"
  WHERE rl."order_line_id" = ANY (coalesce("line_ids", '{}')) AND r."shipment_id" IS NOT NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "order_costs_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_ids uuid[];
  line_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."order_item_id"), array_agg(n."id") INTO item_ids, line_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."order_item_id"), array_agg(o."id") INTO item_ids, line_ids FROM old_rows o;
  ELSE
    SELECT array_agg(x.item), array_agg(n."id") INTO item_ids, line_ids
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."order_item_id"), (o."order_item_id")) AS x(item)
    WHERE (n."order_item_id", n."quantity", n."unit_price", n."line_total", n."order_id")
      IS DISTINCT FROM (o."order_item_id", o."quantity", o."unit_price", o."line_total", o."order_id");
  END IF;
  INSERT INTO "order_cost_changes" ("order_id")
  SELECT DISTINCT oi."order_id" FROM "order_items" oi WHERE oi."id" = ANY (coalesce(item_ids, '{}'));
  IF line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(NULL, "order_costs_shipments_of"(line_ids));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "order_costs_purchase_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_ids uuid[];
BEGIN
  SELECT array_agg(l."id") INTO line_ids FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    JOIN "purchase_order_lines" l ON l."order_id" = n."id"
  WHERE (n."status", n."currency", n."sent_at", n."created_at")
    IS DISTINCT FROM (o."status", o."currency", o."sent_at", o."created_at");
  IF line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(line_ids, "order_costs_shipments_of"(line_ids));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "order_costs_receipt_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_ids uuid[];
  receipt_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."order_line_id"), array_agg(n."receipt_id") INTO line_ids, receipt_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."order_line_id"), array_agg(o."receipt_id") INTO line_ids, receipt_ids FROM old_rows o;
  ELSE
    SELECT array_agg(x.line), array_agg(x.receipt) INTO line_ids, receipt_ids
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."order_line_id", n."receipt_id"), (o."order_line_id", o."receipt_id")) AS x(line, receipt);
  END IF;
  IF line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(line_ids, (SELECT array_agg(r."shipment_id") FROM "purchase_receipts" r
      WHERE r."id" = ANY (receipt_ids) AND r."shipment_id" IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "order_costs_receipts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shipment_ids uuid[];
  receipt_ids uuid[];
  line_ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."shipment_id") INTO shipment_ids FROM old_rows o;
  ELSE
    SELECT array_agg(x.s), array_agg(DISTINCT n."id") INTO shipment_ids, receipt_ids
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."shipment_id"), (o."shipment_id")) AS x(s)
    WHERE (n."shipment_id", n."date") IS DISTINCT FROM (o."shipment_id", o."date");
    SELECT array_agg(rl."order_line_id") INTO line_ids FROM "purchase_receipt_lines" rl
    WHERE rl."receipt_id" = ANY (coalesce(receipt_ids, '{}'));
  END IF;
  IF shipment_ids IS NOT NULL OR line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(line_ids, shipment_ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "order_costs_shipment_costs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shipment_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."shipment_id") INTO shipment_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."shipment_id") INTO shipment_ids FROM old_rows o;
  ELSE
    SELECT array_agg(x.s) INTO shipment_ids FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."shipment_id"), (o."shipment_id")) AS x(s);
  END IF;
  IF shipment_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(NULL, shipment_ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "order_costs_shipments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_costs_touch"(NULL, (SELECT array_agg(n."id") FROM new_rows n));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A rate: every order with a purchase cost or a linked purchase line (costs are converted at the
-- rates of their days).
CREATE FUNCTION "order_costs_rates_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_cost_changes" ("order_id")
  SELECT oi."order_id" FROM "purchase_order_lines" l JOIN "order_items" oi ON oi."id" = l."order_item_id"
  UNION SELECT c."order_id" FROM "order_purchase_costs" c;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A client order's lines: its cost is stored only while every line has one.
CREATE FUNCTION "order_costs_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."order_id") INTO order_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."order_id") INTO order_ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT x.o) INTO order_ids FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."order_id"), (o."order_id")) AS x(o)
    WHERE (n."order_id", n."quantity") IS DISTINCT FROM (o."order_id", o."quantity");
  END IF;
  INSERT INTO "order_cost_changes" ("order_id")
  SELECT DISTINCT oi."order_id" FROM "order_items" oi
  JOIN "purchase_order_lines" l ON l."order_item_id" = oi."id"
  WHERE oi."order_id" = ANY (coalesce(order_ids, '{}'))
  UNION SELECT c."order_id" FROM "order_purchase_costs" c WHERE c."order_id" = ANY (coalesce(order_ids, '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A stored cost written or removed: the months of the order's invoices (analysis summaries).
CREATE FUNCTION "order_costs_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."order_id") INTO order_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."order_id") INTO order_ids FROM old_rows o;
  ELSE
    SELECT array_agg(n."order_id") INTO order_ids FROM new_rows n JOIN old_rows o ON o."order_id" = n."order_id"
    WHERE (n."cost", n."revenue", n."source") IS DISTINCT FROM (o."cost", o."revenue", o."source");
  END IF;
  IF order_ids IS NOT NULL THEN
    PERFORM "analytics_touch"("analytics_order_days"(order_ids));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Statement-level AFTER triggers of `fn` on `tbl` for the events listed, with the changed rows as
-- transition tables new_rows / old_rows (as migration 0016 writes them), named tbl_<suffix>_<event>.
CREATE FUNCTION "statement_triggers"("tbl" text, "fn" text, "events" text, "suffix" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY string_to_array("events", ',') LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      "tbl" || '_' || "suffix" || '_' || lower(event), event, "tbl",
      CASE event WHEN 'INSERT' THEN 'REFERENCING NEW TABLE AS new_rows'
        WHEN 'DELETE' THEN 'REFERENCING OLD TABLE AS old_rows'
        ELSE 'REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows' END, "fn");
  END LOOP;
END
$$;--> statement-breakpoint
SELECT "statement_triggers"(t, f, e, 'order_costs') FROM (VALUES
  ('purchase_order_lines', 'order_costs_lines_changed', 'INSERT,UPDATE,DELETE'),
  ('purchase_orders', 'order_costs_purchase_orders_changed', 'UPDATE'),
  ('purchase_receipt_lines', 'order_costs_receipt_lines_changed', 'INSERT,UPDATE,DELETE'),
  ('purchase_receipts', 'order_costs_receipts_changed', 'UPDATE,DELETE'),
  ('purchase_shipment_costs', 'order_costs_shipment_costs_changed', 'INSERT,UPDATE,DELETE'),
  ('purchase_shipments', 'order_costs_shipments_changed', 'UPDATE'),
  ('exchange_rates', 'order_costs_rates_changed', 'INSERT,UPDATE,DELETE'),
  ('order_items', 'order_costs_items_changed', 'INSERT,UPDATE,DELETE'),
  ('order_purchase_costs', 'order_costs_analytics', 'INSERT,UPDATE,DELETE')
) AS x(t, f, e);--> statement-breakpoint
CREATE TRIGGER "order_purchase_costs_analytics_truncate" AFTER TRUNCATE ON "order_purchase_costs"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_forget_all"();
