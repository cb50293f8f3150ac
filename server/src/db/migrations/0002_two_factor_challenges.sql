ALTER TABLE "login_challenges" ADD COLUMN "needs_two_factor" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD COLUMN "needs_password_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "totp_last_step" integer;