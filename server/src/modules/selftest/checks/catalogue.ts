/** The Products and Price List checks. */
import { sql } from 'drizzle-orm';
import { ZONES } from '@comptoir/core/modules/catalogue';
import { CheckFailure, type Check } from '../framework';
import { answerCheck, count, crud, insertedId, listCheck, tempProduct } from './shared';

/** Products (3). */
export const productChecks: Check[] = [
  listCheck('products-list', 'Products', 'Catalogue produits', 'des produits', '/api/products?pageSize=5'),
  {
    id: 'products-crud',
    category: 'Products',
    name: 'Créer, lire, supprimer un produit',
    checks: 'Un produit et son prix de zone sont créés, relus et supprimés dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Produit', 'products', async (tx) => {
        const id = await tempProduct(tx);
        await tx.execute(
          sql`insert into product_zone_prices (product_id, zone, price) values (${id}, ${ZONES[0]}, '1.00')`,
        );
        return id;
      }),
  },
  answerCheck(
    'products-suppliers',
    'Products',
    'Fournisseurs',
    'La liste des fournisseurs répond.',
    '/api/suppliers',
  ),
];

/** Price List (3). */
export const priceListChecks: Check[] = [
  listCheck(
    'pricelist-list',
    'Price List',
    'Tarifs par zone',
    'des tarifs par zone',
    '/api/pricelists?pageSize=5',
  ),
  {
    id: 'pricelist-crud',
    category: 'Price List',
    name: 'Créer, lire, supprimer un tarif',
    checks: 'Un prix de zone (et son produit) est créé, relu et supprimé dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Tarif', 'product_zone_prices', async (tx) =>
        insertedId(
          tx,
          sql`insert into product_zone_prices (product_id, zone, price) values (${await tempProduct(tx)}, ${ZONES[0]}, '2.50') returning id`,
        ),
      ),
  },
  {
    id: 'pricelist-integrity',
    category: 'Price List',
    name: 'Tarifs cohérents',
    checks:
      'Chaque prix de zone porte sur une zone connue, avec un prix positif ou nul et une période valide.',
    async run(ctx) {
      const zones = sql.raw(`array[${ZONES.map((z) => `'${z.replace(/'/g, "''")}'`).join(',')}]::text[]`);
      const bad = await count(
        ctx.db,
        sql`select count(*) as n from product_zone_prices
             where not (zone = any(${zones})) or price < 0 or (valid_from is not null and valid_to is not null and valid_to < valid_from)`,
      );
      if (bad > 0) throw new CheckFailure(`${bad} prix de zone incohérent(s)`);
      const n = await count(ctx.db, sql`select count(*) as n from product_zone_prices`);
      return `${n} prix de zone vérifié(s) sur ${ZONES.length} zones.`;
    },
  },
];
