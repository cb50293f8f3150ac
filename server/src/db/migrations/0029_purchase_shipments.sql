CREATE TABLE "purchase_shipment_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"allocation" text NOT NULL,
	CONSTRAINT "purchase_shipment_costs_amount_check" CHECK ("purchase_shipment_costs"."amount" > 0),
	CONSTRAINT "purchase_shipment_costs_allocation_check" CHECK ("purchase_shipment_costs"."allocation" in ('value', 'quantity', 'weight', 'volume'))
);
--> statement-breakpoint
CREATE TABLE "purchase_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"carrier" text,
	"reference" text,
	"transport_document" text,
	"departure_date" date,
	"arrival_date" date,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_shipments_mode_check" CHECK ("purchase_shipments"."mode" in ('sea', 'air', 'road', 'rail'))
);
--> statement-breakpoint
ALTER TABLE "purchase_receipt_lines" ADD COLUMN "weight" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchase_receipt_lines" ADD COLUMN "volume" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_shipment_costs" ADD CONSTRAINT "purchase_shipment_costs_shipment_id_purchase_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."purchase_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_shipments" ADD CONSTRAINT "purchase_shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_shipments" ADD CONSTRAINT "purchase_shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_shipment_costs_position_idx" ON "purchase_shipment_costs" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE INDEX "purchase_shipments_company_idx" ON "purchase_shipments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_shipments_search_trgm_idx" ON "purchase_shipments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_shipment_id_purchase_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."purchase_shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_receipts_shipment_idx" ON "purchase_receipts" USING btree ("shipment_id");