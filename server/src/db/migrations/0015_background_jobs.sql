CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "run" jsonb;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "rows_total" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_target_idx" ON "mail_outbox" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_pending_key" ON "mail_outbox" USING btree ("kind","target_id") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "import_jobs_running_idx" ON "import_jobs" USING btree ("status") WHERE "import_jobs"."status" in ('queued', 'importing');