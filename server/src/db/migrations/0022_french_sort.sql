DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_name_folded_idx" ON "products" USING btree (translate(lower("name"), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'));--> statement-breakpoint
CREATE INDEX "products_category_folded_idx" ON "products" USING btree ("category",translate(lower("name"), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'));