CREATE TABLE "purchase_receipt_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_line_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_receipt_photos" ADD CONSTRAINT "purchase_receipt_photos_receipt_line_id_purchase_receipt_lines_id_fk" FOREIGN KEY ("receipt_line_id") REFERENCES "public"."purchase_receipt_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipt_photos" ADD CONSTRAINT "purchase_receipt_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_receipt_photos_line_idx" ON "purchase_receipt_photos" USING btree ("receipt_line_id","created_at");