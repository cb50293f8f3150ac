CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bank_name" text,
	"iban" text NOT NULL,
	"bic" text,
	"currency" text NOT NULL,
	"opening_balance" numeric(16, 2) NOT NULL,
	"opening_date" date NOT NULL,
	"fee_tolerance" numeric(16, 2) DEFAULT '0' NOT NULL,
	"csv_mapping" jsonb,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pattern" text NOT NULL,
	"category" text NOT NULL,
	"account_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"opening_balance" numeric(16, 2),
	"closing_balance" numeric(16, 2),
	"imported" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format_check" CHECK ("bank_statements"."format" in ('camt053', 'camt054', 'ofx', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"statement_id" uuid,
	"booking_date" date NOT NULL,
	"value_date" date,
	"amount" numeric(16, 2) NOT NULL,
	"label" text NOT NULL,
	"counterparty" text,
	"counterparty_iban" text,
	"reference" text,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"category" text,
	"fees_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"note" text,
	"matched_by" uuid,
	"matched_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_status_check" CHECK ("bank_transactions"."status" in ('unmatched', 'matched', 'booked')),
	CONSTRAINT "bank_transactions_amount_check" CHECK ("bank_transactions"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "bank_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD COLUMN "bank_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban_key" ON "bank_accounts" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "bank_accounts_company_idx" ON "bank_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bank_statements_account_idx" ON "bank_statements" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_fingerprint_key" ON "bank_transactions" USING btree ("account_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_transactions_list_idx" ON "bank_transactions" USING btree ("account_id","booking_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "bank_transactions_date_idx" ON "bank_transactions" USING btree ("booking_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "bank_transactions_unmatched_idx" ON "bank_transactions" USING btree ("account_id","booking_date" DESC NULLS FIRST,"id") WHERE "bank_transactions"."status" = 'unmatched';--> statement-breakpoint
CREATE INDEX "bank_transactions_search_trgm_idx" ON "bank_transactions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_bank_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD CONSTRAINT "purchase_order_payments_bank_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_bank_idx" ON "invoice_payments" USING btree ("bank_transaction_id") WHERE "invoice_payments"."bank_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_open_amount_idx" ON "invoices" USING btree ("currency",("total_amount" - "paid_amount" - "credited_amount")) WHERE "invoices"."kind" = 'invoice' and "invoices"."status" in ('sent', 'partially_paid', 'to_pay');--> statement-breakpoint
CREATE INDEX "invoices_number_compact_idx" ON "invoices" USING btree (regexp_replace(lower("number"), '[^a-z0-9]', '', 'g')) WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_number_digits_idx" ON "invoices" USING btree (regexp_replace("number", '[^0-9]', '', 'g')) WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "purchase_order_payments_bank_idx" ON "purchase_order_payments" USING btree ("bank_transaction_id") WHERE "purchase_order_payments"."bank_transaction_id" is not null;--> statement-breakpoint
-- The bank transactions' counters and counts cached by data revision, as the purchase orders' are
-- (decision 0015): a 'bank' revision bumped by every write to the tables they read.
INSERT INTO "data_revisions" ("name", "rev") VALUES ('bank', 0);--> statement-breakpoint
CREATE TRIGGER "bank_transactions_bank_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('bank');--> statement-breakpoint
CREATE TRIGGER "bank_accounts_bank_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('bank');--> statement-breakpoint
CREATE TRIGGER "user_companies_bank_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('bank');
