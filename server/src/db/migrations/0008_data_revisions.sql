CREATE TABLE "data_revisions" (
	"name" text PRIMARY KEY NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "clients_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "clients_created_id_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id","company_id");--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id","company_id");
--> statement-breakpoint
INSERT INTO "data_revisions" ("name", "rev") VALUES ('sales', 0);--> statement-breakpoint
CREATE FUNCTION "bump_data_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_revisions" SET "rev" = "rev" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('sales');--> statement-breakpoint
CREATE TRIGGER "orders_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('sales');--> statement-breakpoint
CREATE TRIGGER "companies_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('sales');--> statement-breakpoint
CREATE TRIGGER "user_companies_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('sales');
