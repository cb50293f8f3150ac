CREATE TABLE "extraction_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"method" text,
	"result" jsonb,
	"error_message" text,
	"processing_time_ms" integer,
	"confidence" real,
	"progress_step" text,
	"progress_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "extraction_jobs_kind_check" CHECK ("extraction_jobs"."kind" in ('invoice', 'quotation')),
	CONSTRAINT "extraction_jobs_status_check" CHECK ("extraction_jobs"."status" in ('processing', 'completed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "quotation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_product_id" uuid NOT NULL,
	"supplier_id" uuid,
	"supplier_name" text NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"quotation_number" text DEFAULT '' NOT NULL,
	"total_price" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"quantity" numeric(16, 3),
	"valid_until" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"submitted_date" date DEFAULT current_date NOT NULL,
	"delivery_time" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"rating" integer,
	"notes" text DEFAULT '' NOT NULL,
	"extracted_by_ai" boolean DEFAULT false NOT NULL,
	"ai_confidence" real,
	"extraction_job_id" uuid,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "quotations_total_check" CHECK ("quotations"."total_price" >= 0),
	CONSTRAINT "quotations_rating_check" CHECK ("quotations"."rating" is null or "quotations"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "extraction_jobs" ADD CONSTRAINT "extraction_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_documents" ADD CONSTRAINT "quotation_documents_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_documents" ADD CONSTRAINT "quotation_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_requested_product_id_demande_products_id_fk" FOREIGN KEY ("requested_product_id") REFERENCES "public"."demande_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_extraction_job_id_extraction_jobs_id_fk" FOREIGN KEY ("extraction_job_id") REFERENCES "public"."extraction_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_jobs_user_idx" ON "extraction_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotation_documents_quotation_idx" ON "quotation_documents" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "quotations_product_idx" ON "quotations" USING btree ("requested_product_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_supplier_idx" ON "quotations" USING btree ("supplier_id");