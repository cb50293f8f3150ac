-- The purchase order list's counters and counts cached by data revision, as the orders' are
-- (decision 0015): a 'purchases' revision bumped by every write to the tables they read.
INSERT INTO "data_revisions" ("name", "rev") VALUES ('purchases', 0);--> statement-breakpoint
CREATE TRIGGER "purchase_orders_purchases_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchase_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('purchases');--> statement-breakpoint
CREATE TRIGGER "companies_purchases_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('purchases');--> statement-breakpoint
CREATE TRIGGER "user_companies_purchases_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('purchases');
