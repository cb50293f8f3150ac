CREATE TABLE "extraction_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid,
	"kind" text NOT NULL,
	"document_hash" text NOT NULL,
	"field" text NOT NULL,
	"original" text,
	"corrected" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extraction_corrections_kind_check" CHECK ("extraction_corrections"."kind" in ('invoice', 'quotation'))
);
--> statement-breakpoint
ALTER TABLE "extraction_corrections" ADD CONSTRAINT "extraction_corrections_job_id_extraction_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."extraction_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_corrections" ADD CONSTRAINT "extraction_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_corrections_created_idx" ON "extraction_corrections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "extraction_corrections_hash_idx" ON "extraction_corrections" USING btree ("document_hash");