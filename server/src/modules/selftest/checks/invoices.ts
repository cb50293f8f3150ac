/** The Invoices checks: numbering, Factur-X read back, the extraction workers, states. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { extractionRunnerOf } from '../../extraction/routes';
import { CheckFailure, CheckSkipped, expectStatus, type Check } from '../framework';
import { count, listCheck, numbering, samplePdf } from './shared';

/** Invoices (5). */
export const invoiceChecks: Check[] = [
  listCheck('invoices-list', 'Invoices', 'Liste des factures', 'des factures', '/api/invoices?pageSize=5'),
  {
    id: 'invoices-numbering',
    category: 'Invoices',
    name: 'Numérotation des factures et avoirs',
    checks:
      'Les numéros FAC et AV émis par Comptoir (factures et avoirs sortants ; les numéros des factures fournisseurs ne comptent pas) sont exactement 1 à N pour chaque année (N = compteur) : sans trou ni doublon.',
    async run(ctx) {
      const outgoing = sql`direction = 'outgoing'`;
      const fac = await numbering(ctx, 'Factures', 'FAC', 'invoices', 'number', true, outgoing);
      const av = await numbering(ctx, 'Avoirs', 'AV', 'invoices', 'number', true, outgoing);
      return `${fac} ${av}`;
    },
  },
  {
    id: 'invoices-facturx',
    category: 'Invoices',
    name: 'Factur-X produit et relu',
    checks:
      "Le PDF Factur-X des trois dernières factures émises est servi par la route (tel que conservé depuis son émission, produit à la première demande sinon), puis relu par le moteur d'extraction : le XML embarqué doit donner le même numéro et le même total TTC.",
    timeoutMs: 60_000,
    async run(ctx) {
      const latest = await rowsOf<{ id: string; number: string; total: string }>(
        ctx.db,
        sql`select id, number, total_amount::text as total from invoices
             where direction = 'outgoing' and number is not null order by issue_date desc, number desc limit 3`,
      );
      if (latest.length === 0) throw new CheckSkipped('aucune facture émise en base');
      const found: string[] = [];
      // The readers load here, on the check's first run, not in every server process at start.
      const { extractDocument } = await import('../../extraction/engine/pipeline');
      for (const invoice of latest) {
        const res = await expectStatus(ctx, `/api/invoices/${invoice.id}/pdf`);
        const outcome = await extractDocument(
          { bytes: new Uint8Array(res.raw), fileName: 'f.pdf', kind: 'invoice' },
          undefined,
          { llm: null },
        );
        if (outcome.method !== 'einvoice') {
          throw new CheckFailure(
            `${invoice.number} relue par « ${outcome.method} » et non par le XML Factur-X embarqué`,
          );
        }
        const r = outcome.result;
        if (r.kind !== 'invoice')
          throw new CheckFailure(`${invoice.number} : le document relu n’est pas une facture`);
        if (r.invoiceNumber.value !== invoice.number) {
          throw new CheckFailure(`numéro relu ${String(r.invoiceNumber.value)} au lieu de ${invoice.number}`);
        }
        if (Number(r.totalWithTax.value) !== Number(invoice.total)) {
          throw new CheckFailure(
            `${invoice.number} : total relu ${String(r.totalWithTax.value)} au lieu de ${invoice.total}`,
          );
        }
        found.push(`${invoice.number} (${res.raw.length} octets)`);
      }
      return `Factur-X relu : numéro et total identiques pour ${found.join(', ')}.`;
    },
  },
  {
    id: 'invoices-extraction-workers',
    category: 'Invoices',
    name: "Processus d'extraction",
    checks:
      "Un petit PDF écrit pour l'occasion est confié aux processus d'extraction (threads de travail) : ils doivent répondre avec un résultat.",
    timeoutMs: 90_000,
    async run(ctx) {
      const runner = extractionRunnerOf(ctx.app);
      if (!runner) throw new CheckFailure("aucun pool d'extraction n'est démarré");
      const bytes = await samplePdf(['FACTURE N° AUTOTEST-1', 'Date : 01/02/2026', 'Total TTC : 120,00 EUR']);
      const result = await runner.run({
        bytes: new Uint8Array(bytes),
        fileName: 'autotest.pdf',
        kind: 'invoice',
      });
      if (!result.ok) {
        throw new CheckFailure(
          `l'extraction a échoué (${result.code})`,
          [result.message, result.detail].filter(Boolean).join(' : '),
        );
      }
      return `Réponse des processus d'extraction en ${result.ms} ms (méthode ${result.outcome.method}).`;
    },
  },
  {
    id: 'invoices-states',
    category: 'Invoices',
    name: 'États des factures',
    checks: 'Toute facture émise (envoyée, payée…) a un numéro, et aucun brouillon n’en a.',
    async run(ctx) {
      const unnumbered = await count(
        ctx.db,
        sql`select count(*) as n from invoices where direction = 'outgoing' and status in ('sent', 'partially_paid', 'paid', 'overdue') and number is null`,
      );
      const numberedDrafts = await count(
        ctx.db,
        sql`select count(*) as n from invoices where direction = 'outgoing' and status = 'draft' and number is not null`,
      );
      if (unnumbered + numberedDrafts > 0) {
        throw new CheckFailure(
          `${unnumbered} facture(s) émise(s) sans numéro, ${numberedDrafts} brouillon(s) numéroté(s)`,
        );
      }
      const n = await count(ctx.db, sql`select count(*) as n from invoices where direction = 'outgoing'`);
      return `${n} facture(s) de vente vérifiée(s).`;
    },
  },
];
