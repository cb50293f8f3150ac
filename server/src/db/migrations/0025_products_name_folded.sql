DROP INDEX "products_name_folded_idx";--> statement-breakpoint
DROP INDEX "products_category_folded_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_folded_idx" ON "products" USING btree ("name_folded");--> statement-breakpoint
CREATE INDEX "products_category_folded_idx" ON "products" USING btree ("category","name_folded");