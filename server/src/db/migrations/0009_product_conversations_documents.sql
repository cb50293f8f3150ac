CREATE TABLE "product_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"uploader" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_document_versions_type_check" CHECK ("product_document_versions"."type" in ('excel', 'pdf', 'word', 'image', 'other'))
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_category_check" CHECK ("product_documents"."category" in ('Spécifications', 'Analyse', 'Certifications', 'Échantillons', 'Tests', 'Cotations', 'Contrats', 'Communication', 'Autre'))
);
--> statement-breakpoint
CREATE TABLE "product_message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_message_attachments_kind_check" CHECK ("product_message_attachments"."kind" in ('image', 'document'))
);
--> statement-breakpoint
CREATE TABLE "product_message_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_message_reactions_message_id_user_id_emoji_pk" PRIMARY KEY("message_id","user_id","emoji"),
	CONSTRAINT "product_message_reactions_emoji_check" CHECK ("product_message_reactions"."emoji" in ('thumbsUp', 'heart', 'smile', 'party'))
);
--> statement-breakpoint
CREATE TABLE "product_message_reads" (
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_up_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_message_reads_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"reply_to_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_document_versions" ADD CONSTRAINT "product_document_versions_document_id_product_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."product_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_document_versions" ADD CONSTRAINT "product_document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_demande_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."demande_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_message_attachments" ADD CONSTRAINT "product_message_attachments_message_id_product_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."product_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_message_reactions" ADD CONSTRAINT "product_message_reactions_message_id_product_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."product_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_message_reactions" ADD CONSTRAINT "product_message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_message_reads" ADD CONSTRAINT "product_message_reads_product_id_demande_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."demande_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_message_reads" ADD CONSTRAINT "product_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_messages" ADD CONSTRAINT "product_messages_product_id_demande_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."demande_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_messages" ADD CONSTRAINT "product_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_document_versions_key" ON "product_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_message_attachments_message_idx" ON "product_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "product_messages_product_idx" ON "product_messages" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_messages_reply_idx" ON "product_messages" USING btree ("reply_to_id");--> statement-breakpoint
-- The documents already uploaded to requested products move into the library: category 'Autre',
-- public, v1.0, same stored file (issue 13 §2).
INSERT INTO "product_documents" ("id", "product_id", "category", "description", "is_public", "uploaded_by", "created_at", "updated_at")
SELECT f."id", f."product_id", 'Autre', '', true, f."uploaded_by", f."created_at", f."created_at"
FROM "demande_product_files" f WHERE f."kind" = 'document';--> statement-breakpoint
INSERT INTO "product_document_versions" ("document_id", "version", "name", "type", "mime", "size", "storage_key", "uploaded_by", "uploader", "created_at")
SELECT f."id", 0, f."name",
  CASE
    WHEN f."mime" = 'application/pdf' THEN 'pdf'
    WHEN f."mime" IN ('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel') THEN 'excel'
    WHEN f."mime" IN ('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword') THEN 'word'
    WHEN f."mime" LIKE 'image/%' THEN 'image'
    ELSE 'other'
  END,
  f."mime", f."size", f."storage_key", f."uploaded_by", coalesce(nullif(trim(u."full_name"), ''), u."email", ''), f."created_at"
FROM "demande_product_files" f LEFT JOIN "users" u ON u."id" = f."uploaded_by"
WHERE f."kind" = 'document';--> statement-breakpoint
DELETE FROM "demande_product_files" WHERE "kind" = 'document';
