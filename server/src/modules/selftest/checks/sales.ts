/** The Orders, Clients and Quotes checks. */
import { sql } from 'drizzle-orm';
import { decimal, subtract, toPlainString } from '@comptoir/core/money';
import { pdfMoney } from '../../../platform/pdf';
import { quoteMismatches, type QuoteMismatchRow } from '../../orders/service/quote-match';
import { CheckFailure, CheckSkipped, expectStatus, type Check } from '../framework';
import {
  answerCheck,
  autotestNumber,
  count,
  crud,
  documentWithLine,
  first,
  latestPdf,
  listCheck,
  numbering,
  tempClient,
  today,
} from './shared';

/** Orders listed by name in the failure of 'Montants devis → commande'; the rest are counted. */
export const MISMATCHES_LISTED = 20;

/** 'CMD-2026-004 (devis DEV-2026-002) : 2 328,00 € au lieu de 2 327,50 € HT, écart +0,50 €'. */
export function mismatchText(m: QuoteMismatchRow): string {
  const money = (amount: string) => pdfMoney(amount, m.currency);
  const gap = (a: string, b: string) => {
    const d = subtract(decimal(a), decimal(b));
    return `${d.units > 0n ? '+' : ''}${money(toPlainString(d))}`;
  };
  const what =
    m.subtotal !== m.quoteSubtotal
      ? `${money(m.subtotal)} au lieu de ${money(m.quoteSubtotal)} HT, écart ${gap(m.subtotal, m.quoteSubtotal)}`
      : m.totalAmount !== m.quoteTotalAmount
        ? `${money(m.totalAmount)} au lieu de ${money(m.quoteTotalAmount)} TTC, écart ${gap(m.totalAmount, m.quoteTotalAmount)}`
        : `lignes différentes de celles du devis pour le même total (${money(m.subtotal)} HT)`;
  return `${m.reference} (devis ${m.quoteNumber}) : ${what}`;
}

/** Orders (5). */
export const orderChecks: Check[] = [
  listCheck('orders-list', 'Orders', 'Liste des commandes', 'des commandes', '/api/orders?pageSize=5'),
  {
    id: 'orders-crud',
    category: 'Orders',
    name: 'Créer, lire, supprimer une commande',
    checks:
      'Une commande avec une ligne (et un client temporaire) est créée, relue et supprimée dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Commande', 'orders', (tx) =>
        documentWithLine(
          tx,
          ({ companyId, clientId }) =>
            sql`insert into orders (reference, client_id, company_id) values (${autotestNumber()}, ${clientId}, ${companyId}) returning id`,
          { table: 'order_items', key: 'order_id' },
        ),
      ),
  },
  {
    id: 'orders-numbering',
    category: 'Orders',
    name: 'Numérotation des commandes',
    checks:
      'Les références CMD émises sont comparées au compteur de chaque année : aucune en double, aucune au-delà du compteur.',
    run: (ctx) => numbering(ctx, 'Commandes', 'CMD', 'orders', 'reference', false),
  },
  {
    id: 'orders-pdf',
    category: 'Orders',
    name: 'PDF de commande',
    checks:
      "Le PDF de la dernière commande est produit par la route, puis relu par le moteur d'extraction : il doit contenir la référence.",
    timeoutMs: 60_000,
    async run(ctx) {
      const pdf = await latestPdf(ctx, 'orders', 'reference', 'aucune commande en base');
      if (!pdf.text.includes(pdf.key))
        throw new CheckFailure(`la référence ${pdf.key} est absente du PDF relu`);
      return `PDF de ${pdf.key} : ${pdf.size} octets, référence retrouvée à la relecture.`;
    },
  },
  {
    id: 'orders-quote-amounts',
    category: 'Orders',
    name: 'Montants devis → commande',
    checks:
      'Chaque commande issue d’un devis a les montants de son devis : total HT, total TTC, nombre de lignes et montant HT de chaque ligne (par position). Lecture seule : rien n’est modifié.',
    async run(ctx) {
      const found = await quoteMismatches(ctx.db);
      if (found.length > 0) {
        const listed = found.slice(0, MISMATCHES_LISTED).map(mismatchText);
        const more = found.length - listed.length;
        throw new CheckFailure(
          `${found.length} commande(s) aux montants différents de leur devis : ${listed.join(' ; ')}${more > 0 ? ` … et ${more} autres` : ''}`,
        );
      }
      const n = await count(ctx.db, sql`select count(*) as n from orders where quote_id is not null`);
      return `${n} commande(s) issue(s) d’un devis vérifiée(s) : toutes ont les montants de leur devis.`;
    },
  },
];

/** Clients (4). */
export const clientChecks: Check[] = [
  {
    id: 'clients-list',
    category: 'Clients',
    name: 'Liste des clients',
    checks:
      'La liste paginée des clients répond, et son total est celui de la base (un super administrateur voit toutes les sociétés).',
    async run(ctx) {
      const res = await expectStatus(ctx, '/api/clients?pageSize=5');
      const body = res.json<{ total: number }>();
      const inDb = await count(ctx.db, sql`select count(*) as n from clients`);
      if (body.total !== inDb)
        throw new CheckFailure(`la liste annonce ${body.total} client(s), la base en compte ${inDb}`);
      return `GET /api/clients → ${body.total} client(s), comme en base.`;
    },
  },
  {
    id: 'clients-crud',
    category: 'Clients',
    name: 'Créer, lire, supprimer un client',
    checks: 'Un client (et une société temporaire) est créé, relu et supprimé dans une transaction annulée.',
    run: (ctx) => crud(ctx, 'Client', 'clients', async (tx) => (await tempClient(tx)).clientId),
  },
  answerCheck('clients-companies', 'Clients', 'Sociétés', 'La liste des sociétés répond.', '/api/companies'),
  {
    id: 'clients-history',
    category: 'Clients',
    name: "Historique d'un client",
    checks: "L'historique (devis, commandes) du dernier client créé se lit.",
    async run(ctx) {
      const client = await first<{ id: string }>(
        ctx.db,
        sql`select id from clients order by created_at desc limit 1`,
      );
      if (!client) throw new CheckSkipped('aucun client en base');
      await expectStatus(ctx, `/api/clients/${client.id}/history`);
      return `GET /api/clients/${client.id.slice(0, 8)}…/history → 200.`;
    },
  },
];

/** Quotes (5). */
export const quoteChecks: Check[] = [
  listCheck('quotes-list', 'Quotes', 'Liste des devis', 'des devis', '/api/quotes?pageSize=5'),
  {
    id: 'quotes-crud',
    category: 'Quotes',
    name: 'Créer, lire, supprimer un devis',
    checks:
      'Un devis avec une ligne (et un client temporaire) est créé, relu et supprimé dans une transaction annulée ; aucun numéro n’est consommé.',
    run: (ctx) =>
      crud(ctx, 'Devis', 'quotes', (tx) =>
        documentWithLine(
          tx,
          ({ companyId, clientId }) =>
            sql`insert into quotes (number, title, client_id, company_id, valid_until)
                values (${autotestNumber()}, 'Devis autotest', ${clientId}, ${companyId}, ${today()}) returning id`,
          { table: 'quote_items', key: 'quote_id' },
        ),
      ),
  },
  {
    id: 'quotes-numbering',
    category: 'Quotes',
    name: 'Numérotation des devis',
    checks:
      'Les numéros DEV émis sont comparés au compteur de chaque année : aucun en double, aucun au-delà du compteur.',
    run: (ctx) => numbering(ctx, 'Devis', 'DEV', 'quotes', 'number', false),
  },
  {
    id: 'quotes-pdf',
    category: 'Quotes',
    name: 'PDF de devis relu',
    checks:
      "Le PDF du dernier devis est produit par la route, puis relu par le moteur d'extraction : il doit contenir le numéro du devis.",
    timeoutMs: 60_000,
    async run(ctx) {
      const pdf = await latestPdf(ctx, 'quotes', 'number', 'aucun devis en base');
      if (!pdf.text.includes(pdf.key)) throw new CheckFailure(`le numéro ${pdf.key} est absent du PDF relu`);
      return `PDF de ${pdf.key} : ${pdf.size} octets, numéro retrouvé à la relecture.`;
    },
  },
  {
    id: 'quotes-totals',
    category: 'Quotes',
    name: 'Totaux des devis',
    checks: 'Pour chaque devis : total TTC = sous-total + TVA, et sous-total = somme des lignes.',
    async run(ctx) {
      const wrongTotal = await count(
        ctx.db,
        sql`select count(*) as n from quotes where total_amount <> subtotal + tax_amount`,
      );
      const wrongLines = await count(
        ctx.db,
        sql`select count(*) as n from quotes q
             where exists (select 1 from quote_items i where i.quote_id = q.id)
               and q.subtotal <> (select round(sum(i.total_price), 2) from quote_items i where i.quote_id = q.id)`,
      );
      if (wrongTotal + wrongLines > 0) {
        throw new CheckFailure(
          `${wrongTotal} devis au total incohérent, ${wrongLines} au sous-total différent de ses lignes`,
        );
      }
      const n = await count(ctx.db, sql`select count(*) as n from quotes`);
      return `${n} devis vérifié(s), tous cohérents.`;
    },
  },
];
