CREATE TABLE "purchase_invoice_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"pairs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"tolerances" jsonb NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"approval_reason" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_invoice_matches_status_check" CHECK ("purchase_invoice_matches"."status" in ('matched', 'difference', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "purchase_invoice_matches" ADD CONSTRAINT "purchase_invoice_matches_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invoice_matches" ADD CONSTRAINT "purchase_invoice_matches_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invoice_matches" ADD CONSTRAINT "purchase_invoice_matches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invoice_matches" ADD CONSTRAINT "purchase_invoice_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_invoice_matches_invoice_idx" ON "purchase_invoice_matches" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "purchase_invoice_matches_order_idx" ON "purchase_invoice_matches" USING btree ("order_id","created_at");