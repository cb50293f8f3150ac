-- The search indexes' GIN pending list bounded at 1 MB instead of 4 MB (decision 0044): set in place,
-- without rebuilding the indexes; the next write to each table merges a longer list.
ALTER INDEX "products_search_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "clients_search_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "orders_search_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "quotes_search_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "invoices_search_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "purchase_orders_search_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "purchase_shipments_search_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "bank_transactions_search_trgm_idx" SET (gin_pending_list_limit = 1024);
