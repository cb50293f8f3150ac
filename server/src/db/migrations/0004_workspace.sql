CREATE TABLE "demande_assignees" (
	"demande_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demande_assignees_demande_id_member_id_pk" PRIMARY KEY("demande_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "demande_comment_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demande_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demande_id" uuid NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demande_product_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demande_product_files_kind_check" CHECK ("demande_product_files"."kind" in ('image', 'document'))
);
--> statement-breakpoint
CREATE TABLE "demande_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demande_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"specifications" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demandes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deadline" date NOT NULL,
	"client" text,
	"budget" text,
	"location" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_reference" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demandes_priority_check" CHECK ("demandes"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "demandes_status_check" CHECK ("demandes"."status" in ('pending', 'in-progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_date" date NOT NULL,
	"assignee_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'in-progress', 'completed')),
	CONSTRAINT "tasks_progress_check" CHECK ("tasks"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"department" text NOT NULL,
	"level" text DEFAULT 'senior' NOT NULL,
	"phone" text,
	"location" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_department_check" CHECK ("team_members"."department" in ('Sourcing', 'Commercial', 'Direction')),
	CONSTRAINT "team_members_level_check" CHECK ("team_members"."level" in ('senior', 'expert', 'manager', 'executive'))
);
--> statement-breakpoint
ALTER TABLE "demande_assignees" ADD CONSTRAINT "demande_assignees_demande_id_demandes_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_assignees" ADD CONSTRAINT "demande_assignees_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_comment_attachments" ADD CONSTRAINT "demande_comment_attachments_comment_id_demande_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."demande_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_comments" ADD CONSTRAINT "demande_comments_demande_id_demandes_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_comments" ADD CONSTRAINT "demande_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_product_files" ADD CONSTRAINT "demande_product_files_product_id_demande_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."demande_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_product_files" ADD CONSTRAINT "demande_product_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_products" ADD CONSTRAINT "demande_products_demande_id_demandes_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes" ADD CONSTRAINT "demandes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demande_assignees_member_idx" ON "demande_assignees" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "demande_comment_attachments_comment_idx" ON "demande_comment_attachments" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "demande_comments_demande_idx" ON "demande_comments" USING btree ("demande_id","created_at");--> statement-breakpoint
CREATE INDEX "demande_product_files_product_idx" ON "demande_product_files" USING btree ("product_id","kind");--> statement-breakpoint
CREATE INDEX "demande_products_demande_idx" ON "demande_products" USING btree ("demande_id","position");--> statement-breakpoint
CREATE INDEX "demandes_created_idx" ON "demandes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demandes_status_idx" ON "demandes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_user_key" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_email_key" ON "team_members" USING btree (lower("email"));