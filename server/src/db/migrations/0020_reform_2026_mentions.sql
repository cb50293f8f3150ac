ALTER TABLE "company_profiles" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "party_siren" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "party_siret" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "operation_nature" text;