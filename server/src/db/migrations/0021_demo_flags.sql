ALTER TABLE "companies" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo data loaded before these flags existed: its companies, suppliers and products are known by
-- their names and references (server/src/db/seed/demo-companies.ts, modules/products/demo.ts,
-- modules/quotations/demo.ts). Only where the demo data was loaded (app_meta 'demo').
UPDATE "companies" SET "is_demo" = true
WHERE "name" IN ('Comptoir Import Export (démo)', 'Maison Lumière SARL (démo)', 'Atlas Trading Ltd (démo)')
  AND EXISTS (SELECT 1 FROM "app_meta" WHERE "key" = 'demo');--> statement-breakpoint
UPDATE "suppliers" SET "is_demo" = true
WHERE "name" IN ('Shenzhen Bright Electronics (démo)', 'Tissages du Nord (démo)', 'Rheinmetall Werkzeuge (démo)',
                 'Dongguan SoundTech (démo)', 'Audio Europa GmbH (démo)')
  AND EXISTS (SELECT 1 FROM "app_meta" WHERE "key" = 'demo');--> statement-breakpoint
UPDATE "products" SET "is_demo" = true
WHERE "reference" LIKE 'DEMO-%' AND "name" LIKE '%(démo)'
  AND EXISTS (SELECT 1 FROM "app_meta" WHERE "key" = 'demo');
