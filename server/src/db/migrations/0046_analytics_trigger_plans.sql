-- The statement triggers' queries that read both a statement's new rows and its old rows (a join,
-- or a union joined with invoices) are planned at each firing (EXECUTE), no longer once per
-- connection. PL/pgSQL keeps the plan of a query without parameters from its first run, and the
-- planner sizes a transition table by its rows at that time: a connection whose first update of
-- invoices touched one row kept a nested loop over new_rows x old_rows, and a later 1,000-row
-- update spent 510 ms in it (1,000,000 pairs compared); 10,000 rows would have taken about 50 s.
-- Planned at each firing, the join is hashed. The bodies are otherwise those of migrations 0016,
-- 0018, 0035 and 0043, unchanged.
CREATE OR REPLACE FUNCTION analytics_invoices_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
    EXECUTE $q$SELECT array_agg(x."issue_date"), array_agg(x."order_id")
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."issue_date", n."order_id"), (o."issue_date", o."order_id")) AS x("issue_date", "order_id")
    WHERE (n."issue_date", n."kind", n."direction", n."currency", n."exchange_rate", n."subtotal",
           n."total_amount", n."company_id", n."client_id", n."supplier_id", n."party_name", n."order_id",
           (n."direction" = 'outgoing' AND n."status" <> 'draft') OR (n."direction" = 'incoming' AND n."status" NOT IN ('draft', 'to_check')))
      IS DISTINCT FROM
          (o."issue_date", o."kind", o."direction", o."currency", o."exchange_rate", o."subtotal",
           o."total_amount", o."company_id", o."client_id", o."supplier_id", o."party_name", o."order_id",
           (o."direction" = 'outgoing' AND o."status" <> 'draft') OR (o."direction" = 'incoming' AND o."status" NOT IN ('draft', 'to_check')))$q$
    INTO days, order_ids;
    -- Its payments are summed in their own months by the invoice's company, direction, kind and rate.
    EXECUTE $q$SELECT array_agg(p."payment_date")
    FROM "invoice_payments" p
    WHERE p."invoice_id" IN (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."company_id", n."direction", n."kind", n."currency", n."exchange_rate")
        IS DISTINCT FROM (o."company_id", o."direction", o."kind", o."currency", o."exchange_rate"))$q$
    INTO payment_days;
  END IF;
  IF days IS NOT NULL OR payment_days IS NOT NULL THEN
    PERFORM "analytics_touch"(coalesce(days, '{}') || "analytics_order_days"(coalesce(order_ids, '{}')) || coalesce(payment_days, '{}'));
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_lines_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
    EXECUTE $q$SELECT array_agg(i."issue_date")
    FROM (
        SELECT "invoice_id" FROM new_rows UNION SELECT "invoice_id" FROM old_rows) l
      JOIN "invoices" i ON i."id" = l."invoice_id" WHERE i."status" <> 'draft'$q$
    INTO days;
  END IF;
  IF days IS NOT NULL THEN
    PERFORM "analytics_touch"(days);
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_orders_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  order_ids uuid[];
BEGIN
  EXECUTE $q$SELECT array_agg(n."id")
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
  WHERE n."demande_id" IS DISTINCT FROM o."demande_id"$q$
    INTO order_ids;
  IF order_ids IS NOT NULL THEN
    PERFORM "analytics_touch"("analytics_order_days"(order_ids));
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_payments_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."payment_date") INTO days FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."payment_date") INTO days FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT array_agg(x.d)
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."payment_date"), (o."payment_date")) AS x(d)
    WHERE (n."payment_date", n."amount", n."invoice_id") IS DISTINCT FROM (o."payment_date", o."amount", o."invoice_id")$q$
    INTO days;
  END IF;
  IF days IS NOT NULL THEN
    PERFORM "analytics_touch_payments"(days);
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_products_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  days date[];
BEGIN
  EXECUTE $q$SELECT array_agg(DISTINCT i."issue_date")
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    JOIN "invoice_lines" l ON l."product_id" = n."id" JOIN "invoices" i ON i."id" = l."invoice_id"
  WHERE (n."price", n."currency") IS DISTINCT FROM (o."price", o."currency")
    AND i."direction" = 'outgoing' AND i."status" <> 'draft'$q$
    INTO days;
  IF days IS NOT NULL THEN
    PERFORM "analytics_touch"(days);
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_quotations_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  product_ids uuid[];
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."requested_product_id") INTO product_ids FROM new_rows n WHERE n."status" = 'approved';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."requested_product_id") INTO product_ids FROM old_rows o WHERE o."status" = 'approved';
  ELSE
    EXECUTE $q$SELECT array_agg(x.p)
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."requested_product_id"), (o."requested_product_id")) AS x(p)
    WHERE (n."status" = 'approved' OR o."status" = 'approved')
      AND (n."status", n."total_price", n."currency", n."decided_at", n."submitted_date", n."requested_product_id")
        IS DISTINCT FROM (o."status", o."total_price", o."currency", o."decided_at", o."submitted_date", o."requested_product_id")$q$
    INTO product_ids;
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
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rates_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  first_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT min(n."rate_date") INTO first_day FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT min(o."rate_date") INTO first_day FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT least(min(n."rate_date"), min(o."rate_date"))
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"$q$
    INTO first_day;
  END IF;
  PERFORM "analytics_touch_from"(first_day);
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_requested_products_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  order_ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."id") INTO order_ids FROM "orders" o WHERE o."demande_id" IN (SELECT "demande_id" FROM old_rows);
  ELSE
    EXECUTE $q$SELECT array_agg(o."id")
    FROM "orders" o WHERE o."demande_id" IN (
      SELECT x.d FROM new_rows n JOIN old_rows p ON p."id" = n."id",
        LATERAL (VALUES (n."demande_id"), (p."demande_id")) AS x(d)
      WHERE n."demande_id" IS DISTINCT FROM p."demande_id")$q$
    INTO order_ids;
  END IF;
  IF order_ids IS NOT NULL THEN
    PERFORM "analytics_touch"("analytics_order_days"(order_ids));
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_costs_analytics()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."order_id") INTO order_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."order_id") INTO order_ids FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT array_agg(n."order_id")
    FROM new_rows n JOIN old_rows o ON o."order_id" = n."order_id"
    WHERE (n."cost", n."revenue", n."source") IS DISTINCT FROM (o."cost", o."revenue", o."source")$q$
    INTO order_ids;
  END IF;
  IF order_ids IS NOT NULL THEN
    PERFORM "analytics_touch"("analytics_order_days"(order_ids));
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_costs_items_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."order_id") INTO order_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."order_id") INTO order_ids FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT array_agg(DISTINCT x.o)
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."order_id"), (o."order_id")) AS x(o)
    WHERE (n."order_id", n."quantity") IS DISTINCT FROM (o."order_id", o."quantity")$q$
    INTO order_ids;
  END IF;
  INSERT INTO "order_cost_changes" ("order_id")
  SELECT DISTINCT oi."order_id" FROM "order_items" oi
  JOIN "purchase_order_lines" l ON l."order_item_id" = oi."id"
  WHERE oi."order_id" = ANY (coalesce(order_ids, '{}'))
  UNION SELECT c."order_id" FROM "order_purchase_costs" c WHERE c."order_id" = ANY (coalesce(order_ids, '{}'));
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_costs_lines_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  item_ids uuid[];
  line_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."order_item_id"), array_agg(n."id") INTO item_ids, line_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."order_item_id"), array_agg(o."id") INTO item_ids, line_ids FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT array_agg(x.item), array_agg(n."id")
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."order_item_id"), (o."order_item_id")) AS x(item)
    WHERE (n."order_item_id", n."quantity", n."unit_price", n."line_total", n."order_id")
      IS DISTINCT FROM (o."order_item_id", o."quantity", o."unit_price", o."line_total", o."order_id")$q$
    INTO item_ids, line_ids;
  END IF;
  INSERT INTO "order_cost_changes" ("order_id")
  SELECT DISTINCT oi."order_id" FROM "order_items" oi WHERE oi."id" = ANY (coalesce(item_ids, '{}'));
  IF line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(NULL, "order_costs_shipments_of"(line_ids));
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_costs_purchase_orders_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  line_ids uuid[];
BEGIN
  EXECUTE $q$SELECT array_agg(l."id")
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    JOIN "purchase_order_lines" l ON l."order_id" = n."id"
  WHERE (n."status", n."currency", n."sent_at", n."created_at")
    IS DISTINCT FROM (o."status", o."currency", o."sent_at", o."created_at")$q$
    INTO line_ids;
  IF line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(line_ids, "order_costs_shipments_of"(line_ids));
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_costs_receipt_lines_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  line_ids uuid[];
  receipt_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."order_line_id"), array_agg(n."receipt_id") INTO line_ids, receipt_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."order_line_id"), array_agg(o."receipt_id") INTO line_ids, receipt_ids FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT array_agg(x.line), array_agg(x.receipt)
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."order_line_id", n."receipt_id"), (o."order_line_id", o."receipt_id")) AS x(line, receipt)$q$
    INTO line_ids, receipt_ids;
  END IF;
  IF line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(line_ids, (SELECT array_agg(r."shipment_id") FROM "purchase_receipts" r
      WHERE r."id" = ANY (receipt_ids) AND r."shipment_id" IS NOT NULL));
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_costs_receipts_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  shipment_ids uuid[];
  receipt_ids uuid[];
  line_ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."shipment_id") INTO shipment_ids FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT array_agg(x.s), array_agg(DISTINCT n."id")
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."shipment_id"), (o."shipment_id")) AS x(s)
    WHERE (n."shipment_id", n."date") IS DISTINCT FROM (o."shipment_id", o."date")$q$
    INTO shipment_ids, receipt_ids;
    SELECT array_agg(rl."order_line_id") INTO line_ids FROM "purchase_receipt_lines" rl
    WHERE rl."receipt_id" = ANY (coalesce(receipt_ids, '{}'));
  END IF;
  IF shipment_ids IS NOT NULL OR line_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(line_ids, shipment_ids);
  END IF;
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_costs_shipment_costs_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  shipment_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."shipment_id") INTO shipment_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."shipment_id") INTO shipment_ids FROM old_rows o;
  ELSE
    EXECUTE $q$SELECT array_agg(x.s)
    FROM new_rows n JOIN old_rows o ON o."id" = n."id",
      LATERAL (VALUES (n."shipment_id"), (o."shipment_id")) AS x(s)$q$
    INTO shipment_ids;
  END IF;
  IF shipment_ids IS NOT NULL THEN
    PERFORM "order_costs_touch"(NULL, shipment_ids);
  END IF;
  RETURN NULL;
END
$function$;
