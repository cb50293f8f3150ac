CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_item_id" uuid,
	"credited_line_id" uuid,
	"product_id" uuid,
	"description" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"total_price" numeric(16, 2) NOT NULL,
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_unit_price_check" CHECK ("invoice_lines"."unit_price" >= 0),
	CONSTRAINT "invoice_lines_tax_rate_check" CHECK ("invoice_lines"."tax_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('virement', 'carte', 'cheque', 'especes', 'prelevement'))
);
--> statement-breakpoint
CREATE TABLE "invoice_rejections" (
	"extraction_job_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"recipient" text,
	"language" text DEFAULT 'fr' NOT NULL,
	"days_overdue" integer NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direction" text NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" text,
	"status" text NOT NULL,
	"client_id" uuid,
	"supplier_id" uuid,
	"company_id" uuid,
	"party_name" text NOT NULL,
	"party_address" text,
	"party_vat_number" text,
	"party_email" text,
	"order_id" uuid,
	"order_reference" text,
	"quote_id" uuid,
	"quotation_id" uuid,
	"credited_invoice_id" uuid,
	"credit_mode" text,
	"credit_reason" text,
	"issue_date" date,
	"service_date" date,
	"due_date" date,
	"payment_terms" text,
	"vat_exemption" text,
	"notes" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"subtotal" numeric(16, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"credited_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"base_currency" text,
	"base_total_amount" numeric(16, 2),
	"exchange_rate" numeric(24, 10),
	"rate_date" date,
	"rate_source" text,
	"seller" jsonb,
	"payment_date" date,
	"issued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"ai_extracted" boolean DEFAULT false NOT NULL,
	"ai_confidence" real,
	"extraction_job_id" uuid,
	"file_key" text,
	"file_name" text,
	"file_mime" text,
	"file_size" integer,
	"file_hash" text,
	"search_text" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_direction_check" CHECK ("invoices"."direction" in ('outgoing', 'incoming')),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'partially_paid', 'paid', 'cancelled', 'to_check', 'to_pay')),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_amount" >= 0),
	CONSTRAINT "invoices_number_issued_check" CHECK ("invoices"."direction" = 'incoming' or "invoices"."status" = 'draft' or "invoices"."number" is not null)
);
--> statement-breakpoint
CREATE TABLE "supplier_billing" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"vat_number" text,
	"iban" text,
	"address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_line_id_invoice_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_rejections" ADD CONSTRAINT "invoice_rejections_extraction_job_id_extraction_jobs_id_fk" FOREIGN KEY ("extraction_job_id") REFERENCES "public"."extraction_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_rejections" ADD CONSTRAINT "invoice_rejections_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_history" ADD CONSTRAINT "invoice_status_history_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_history" ADD CONSTRAINT "invoice_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_extraction_job_id_extraction_jobs_id_fk" FOREIGN KEY ("extraction_job_id") REFERENCES "public"."extraction_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_billing" ADD CONSTRAINT "supplier_billing_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_item_idx" ON "invoice_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_credited_idx" ON "invoice_lines" USING btree ("credited_line_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","payment_date");--> statement-breakpoint
CREATE INDEX "invoice_reminders_invoice_idx" ON "invoice_reminders" USING btree ("invoice_id","sent_at");--> statement-breakpoint
CREATE INDEX "invoice_status_history_invoice_idx" ON "invoice_status_history" USING btree ("invoice_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_outgoing_number_key" ON "invoices" USING btree ("number") WHERE "invoices"."direction" = 'outgoing' and "invoices"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_extraction_job_key" ON "invoices" USING btree ("extraction_job_id");--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("direction","created_at" DESC NULLS LAST,"id","company_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("direction","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("direction","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_supplier_number_idx" ON "invoices" USING btree ("supplier_id","number");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_file_hash_idx" ON "invoices" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_billing_vat_idx" ON "supplier_billing" USING btree ("vat_number");--> statement-breakpoint
CREATE INDEX "supplier_billing_iban_idx" ON "supplier_billing" USING btree ("iban");--> statement-breakpoint
INSERT INTO "data_revisions" ("name", "rev") VALUES ('invoices', 0);--> statement-breakpoint
CREATE TRIGGER "invoices_invoices_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('invoices');--> statement-breakpoint
CREATE TRIGGER "user_companies_invoices_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('invoices');
