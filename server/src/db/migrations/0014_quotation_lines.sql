CREATE TABLE "quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"requested_product_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(16, 3),
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" numeric(16, 4),
	"total" numeric(16, 2),
	"specifications" text DEFAULT '' NOT NULL,
	CONSTRAINT "quotation_lines_quantity_check" CHECK ("quotation_lines"."quantity" is null or "quotation_lines"."quantity" > 0),
	CONSTRAINT "quotation_lines_unit_price_check" CHECK ("quotation_lines"."unit_price" is null or "quotation_lines"."unit_price" >= 0),
	CONSTRAINT "quotation_lines_total_check" CHECK ("quotation_lines"."total" is null or "quotation_lines"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_requested_product_id_demande_products_id_fk" FOREIGN KEY ("requested_product_id") REFERENCES "public"."demande_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_position_idx" ON "quotation_lines" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_lines_product_idx" ON "quotation_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "quotation_lines_requested_product_idx" ON "quotation_lines" USING btree ("requested_product_id");