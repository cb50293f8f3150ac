/**
 * The demo bank, labelled '(démo)' (issue 33 §4): one current account of the demo company with a
 * statement of about thirty lines over the last five weeks: the demo invoices' transfers, matched
 * to their payments; a transfer paying the overdue demo invoice's balance, its number in the
 * label, left to reconcile (its suggestion shows); salaries, taxes and bank fees booked; the
 * usual direct debits and card payments left unmatched. The statement's closing balance is the
 * computed one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import { addAmounts } from '@comptoir/core/money';
import type { BankCategory } from '@comptoir/core/modules/bank';
import type { Db } from '../../db/client';
import {
  bankAccounts,
  bankStatements,
  bankTransactions,
  invoicePayments,
  invoices,
} from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { addDays, todayIso } from '../sales/numbering';
import { dedupeKeys } from './formats/statement';

/** A public example IBAN (the French banks' documentation one). */
export const DEMO_IBAN = 'FR7630006000011234567890189';

interface Line {
  day: number;
  amount: string;
  label: string;
  counterparty?: string;
  category?: BankCategory;
}

/** The lines that are neither an invoice's payment nor its balance: days before today. */
const OTHER_LINES: Line[] = [
  { day: -34, amount: '-6420.00', label: 'VIR SALAIRES (démo)', category: 'salaries' },
  {
    day: -33,
    amount: '-1840.00',
    label: 'PRLV SEPA URSSAF COTISATIONS (démo)',
    counterparty: 'URSSAF',
    category: 'social',
  },
  { day: -31, amount: '-18.50', label: 'FRAIS TENUE DE COMPTE (démo)', category: 'fees' },
  { day: -30, amount: '-132.40', label: 'PRLV SEPA EDF ENTREPRISES (démo)', counterparty: 'EDF' },
  { day: -29, amount: '-64.90', label: 'CB AMAZON FOURNITURES BUREAU (démo)' },
  { day: -27, amount: '-59.99', label: 'PRLV SEPA ORANGE PRO (démo)', counterparty: 'Orange' },
  { day: -26, amount: '-3210.00', label: 'VIR DGFIP TVA (démo)', counterparty: 'DGFIP', category: 'taxes' },
  { day: -24, amount: '-25.00', label: 'COMMISSION VIREMENT INTERNATIONAL (démo)', category: 'fees' },
  { day: -23, amount: '-89.00', label: 'CB SNCF VOYAGE PARIS LYON (démo)' },
  { day: -22, amount: '450.00', label: 'REMISE CHEQUE 1234567 (démo)' },
  { day: -21, amount: '-1250.00', label: 'PRLV LOYER ENTREPOT (démo)', counterparty: 'SCI Les Docks' },
  { day: -19, amount: '-42.30', label: 'CB STATION TOTAL (démo)' },
  { day: -18, amount: '-312.00', label: 'PRLV AXA ASSURANCE MULTIRISQUE (démo)', counterparty: 'AXA' },
  { day: -16, amount: '-15.60', label: 'CB LA POSTE AFFRANCHISSEMENT (démo)' },
  { day: -15, amount: '-2500.00', label: 'VIR VERS COMPTE EPARGNE (démo)', category: 'transfer' },
  { day: -13, amount: '-78.00', label: 'CB RESTAURANT LE COMPTOIR (démo)' },
  { day: -12, amount: '-199.00', label: 'PRLV LOGICIEL COMPTABLE (démo)' },
  { day: -10, amount: '-35.00', label: 'CB PARKING (démo)' },
  { day: -9, amount: '-18.50', label: 'FRAIS TENUE DE COMPTE (démo)', category: 'fees' },
  { day: -7, amount: '-6420.00', label: 'VIR SALAIRES (démo)', category: 'salaries' },
  { day: -6, amount: '-125.80', label: 'CB METRO CASH CARRY (démo)' },
  { day: -4, amount: '-12.00', label: 'COTISATION CARTE BUSINESS (démo)', category: 'fees' },
  { day: -3, amount: '-58.40', label: 'CB FNAC PRO (démo)' },
  { day: -2, amount: '1500.00', label: 'VIR APPORT EN COMPTE COURANT (démo)', category: 'transfer' },
];

/** Loads the demo account and its statement (nothing when a demo account exists already). */
export async function loadDemoBank(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.iban, DEMO_IBAN));
  if (existing) return;
  // The company of the overdue demo invoice (partly paid), else of another demo client invoice,
  // else the first demo company.
  const [company] = await rowsOf<{ id: string | null }>(
    db,
    sql`select coalesce(
          (select i.company_id from invoices i where i.is_demo and i.direction = 'outgoing' and i.company_id is not null
            order by (i.status = 'partially_paid') desc, i.created_at, i.id limit 1),
          (select c.id from companies c where c.is_demo order by c.created_at limit 1)) as id`,
  );
  if (!company?.id) return;
  const today = todayIso();
  const opening = addDays(today, -35);
  const [account] = await db
    .insert(bankAccounts)
    .values({
      companyId: company.id,
      name: 'Compte courant (démo)',
      bankName: 'Banque de démonstration',
      iban: DEMO_IBAN,
      bic: 'BNPAFRPP',
      currency: 'EUR',
      openingBalance: '25000.00',
      openingDate: opening,
      feeTolerance: '5.00',
      isDemo: true,
    })
    .returning({ id: bankAccounts.id });

  // The demo client invoices' payments by transfer or card, and the overdue invoice's balance.
  const payments = await rowsOf<{ id: string; date: string; amount: string; number: string; party: string }>(
    db,
    sql`select p.id, p.payment_date::text as date, p.amount::text as amount, i.number, i.party_name as party
        from invoice_payments p join invoices i on i.id = p.invoice_id
        where i.is_demo and i.direction = 'outgoing' and i.company_id = ${company.id} and p.payment_date >= ${opening}
        order by p.payment_date, p.id`,
  );
  const [open] = await db
    .select({
      number: invoices.number,
      party: invoices.partyName,
      total: invoices.totalAmount,
      paid: invoices.paidAmount,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.isDemo, true),
        eq(invoices.status, 'partially_paid'),
        eq(invoices.companyId, company.id),
      ),
    )
    .limit(1);

  type Row = Line & { paymentId?: string; date: string };
  const rows: Row[] = [
    ...OTHER_LINES.map((l) => ({ ...l, date: addDays(today, l.day) })),
    ...payments.map((p) => ({
      day: 0,
      date: p.date,
      amount: p.amount,
      label: `VIR SEPA ${p.party.toUpperCase()} ${p.number} (démo)`,
      counterparty: p.party,
      paymentId: p.id,
    })),
  ];
  if (open) {
    const balance = addAmounts(open.total, `-${open.paid}`);
    rows.push({
      day: -1,
      date: addDays(today, -1),
      amount: balance,
      label: `VIR SEPA ${open.party.toUpperCase()} REGLEMENT ${open.number} (démo)`,
      counterparty: open.party,
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  const closing = addAmounts('25000.00', ...rows.map((r) => r.amount));
  const [statement] = await db
    .insert(bankStatements)
    .values({
      accountId: account!.id,
      format: 'csv',
      fileName: 'releve-demo.csv',
      fileHash: 'demo',
      fromDate: opening,
      toDate: rows.at(-1)?.date ?? today,
      openingBalance: '25000.00',
      closingBalance: closing,
      imported: rows.length,
      duplicates: 0,
      isDemo: true,
    })
    .returning({ id: bankStatements.id });
  const parsed = rows.map((r) => ({
    bookingDate: r.date,
    valueDate: r.date,
    amount: r.amount,
    label: r.label,
    counterparty: r.counterparty ?? null,
    counterpartyIban: null,
    reference: null,
  }));
  const keys = dedupeKeys(parsed);
  const now = new Date();
  const inserted = await db
    .insert(bankTransactions)
    .values(
      parsed.map((t, k) => {
        const row = rows[k]!;
        const status = row.paymentId ? 'matched' : row.category ? 'booked' : 'unmatched';
        return {
          accountId: account!.id,
          statementId: statement!.id,
          ...t,
          dedupeKey: keys[k]!,
          status,
          category: row.category ?? null,
          matchedAt: status === 'unmatched' ? null : now,
          searchText: normalizeSearch(`${t.label} ${t.counterparty ?? ''}`),
          isDemo: true,
        };
      }),
    )
    .returning({ id: bankTransactions.id });
  for (const [k, row] of rows.entries()) {
    if (!row.paymentId) continue;
    await db
      .update(invoicePayments)
      .set({ bankTransactionId: inserted[k]!.id })
      .where(eq(invoicePayments.id, row.paymentId));
  }
}
