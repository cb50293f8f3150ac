-- The product list's count cached by data revision, as the orders' and purchase orders' are
-- (decision 0015): a 'products' revision bumped by every write to the products table. Counting
-- 110,000 products on each page was most of the list's time (issue 31).
INSERT INTO "data_revisions" ("name", "rev") VALUES ('products', 0);--> statement-breakpoint
CREATE TRIGGER "products_products_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('products');
