import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import type { BankTransaction } from '@comptoir/core/modules/bank';
import { MAX_ALLOCATIONS } from '@comptoir/core/modules/bank';
import type { Invoice } from '@comptoir/core/modules/invoices';
import { Button, IconButton } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useMatch, useOpenInvoices } from '../api';
import { fromCents, isNegative, money, toCents } from '../money';
import { MatchButton, type PanelOutcome } from './TransactionPanel';

const NS = 'bank.ui';
/** Invoices that await a payment (the server refuses the others). */
const OPEN_STATUSES: readonly string[] = ['sent', 'partially_paid', 'overdue', 'to_pay'];

interface Allocation {
  invoiceId: string;
  number: string | null;
  partyName: string;
  balance: string;
  amount: string;
}

/** What is left to allocate of a transaction, in cents (its absolute amount minus the amounts typed). */
export function leftToAllocate(transactionAmount: string, amounts: readonly string[]): number {
  const total = Math.abs(toCents(transactionAmount));
  return amounts.reduce((left, amount) => left - (toCents(amount) || 0), total);
}

/**
 * The manual allocation: open invoices found by their number or party (outgoing ones for money
 * in, incoming ones for money out, in the transaction's currency), each added with an amount
 * prefilled with the smaller of its balance and what is left; 'Reste à affecter' follows the
 * amounts; 'Rapprocher' sends them (one transaction split over several invoices).
 */
export function AllocationEditor({ tx, outcome }: { tx: BankTransaction; outcome: PanelOutcome }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const direction = isNegative(tx.amount) ? 'incoming' : 'outgoing';
  const invoices = useOpenInvoices(direction, q);
  const match = useMatch(tx.id);
  const [rows, setRows] = useState<Allocation[]>([]);
  const left = leftToAllocate(
    tx.amount,
    rows.map((row) => row.amount),
  );
  const chosen = new Set(rows.map((row) => row.invoiceId));
  const found = (invoices.data?.items ?? []).filter(
    (invoice) =>
      OPEN_STATUSES.includes(invoice.status) &&
      invoice.currency === tx.currency &&
      toCents(invoice.balanceDue.amount) > 0 &&
      !chosen.has(invoice.id),
  );
  const add = (invoice: Invoice) => {
    const amount = Math.min(toCents(invoice.balanceDue.amount), Math.max(left, 0));
    setRows([
      ...rows,
      {
        invoiceId: invoice.id,
        number: invoice.number,
        partyName: invoice.party.name,
        balance: invoice.balanceDue.amount,
        amount: fromCents(amount),
      },
    ]);
  };
  const valid = rows.length > 0 && rows.every((row) => toCents(row.amount) > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || outcome.busy) return;
    void outcome.run(
      () =>
        match.mutateAsync({
          allocations: rows.map((row) => ({
            invoiceId: row.invoiceId,
            amount: fromCents(toCents(row.amount)),
          })),
        }),
      `${NS}.failures.match`,
    );
  };
  return (
    <section className="space-y-3" aria-labelledby="bank-manual">
      <h3 id="bank-manual" className="text-sm font-semibold">
        {t(`${NS}.manual.title`)}
      </h3>
      <div className="space-y-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t(`${NS}.manual.search`)}
        </label>
        <Input
          id={searchId}
          type="search"
          value={text}
          placeholder={t(`${NS}.manual.searchPlaceholder`)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search adds nothing and sends nothing.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      {invoices.isPending ? (
        <p className="text-muted-foreground text-sm" role="status">
          {t(`${NS}.manual.searching`)}
        </p>
      ) : found.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.manual.noResult`)}</p>
      ) : (
        <ul
          className="max-h-48 divide-y overflow-y-auto rounded-lg border"
          aria-label={t(`${NS}.manual.search`)}
        >
          {found.slice(0, 10).map((invoice) => (
            <li key={invoice.id} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
              <span className="min-w-0 truncate">
                <span className="font-mono text-xs">{invoice.number ?? t(`${NS}.manual.draft`)}</span>
                <span className="text-muted-foreground"> · {invoice.party.name} · </span>
                <span className="tabular-nums">
                  {t(`${NS}.manual.balance`, { amount: money(invoice.balanceDue.amount, invoice.currency) })}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => add(invoice)}
                disabled={rows.length >= MAX_ALLOCATIONS}
                aria-label={`${t(`${NS}.actions.add`)} ${invoice.number ?? ''}`.trim()}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t(`${NS}.actions.add`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-2">
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t(`${NS}.manual.none`)}</p>
        ) : (
          <ul className="space-y-2">
            {rows.map((row, index) => (
              <li key={row.invoiceId} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-mono text-xs">{row.number ?? t(`${NS}.manual.draft`)}</span>
                  <span className="text-muted-foreground"> · {row.partyName} · </span>
                  {t(`${NS}.manual.balance`, { amount: money(row.balance, tx.currency) })}
                </span>
                <Input
                  className="w-32 text-right tabular-nums"
                  inputMode="decimal"
                  aria-label={t(`${NS}.manual.amountOf`, { number: row.number ?? '' })}
                  aria-invalid={toCents(row.amount) > 0 ? undefined : true}
                  value={row.amount}
                  onChange={(event) =>
                    setRows(rows.map((r, i) => (i === index ? { ...r, amount: event.target.value } : r)))
                  }
                />
                <IconButton
                  icon={X}
                  label={`${t(`${NS}.actions.remove`)} ${row.number ?? ''}`.trim()}
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-2">
          <p className="text-sm" aria-live="polite">
            {t(`${NS}.manual.left`)}{' '}
            <output className={cn('font-semibold tabular-nums', left < 0 && 'text-destructive')}>
              {money(fromCents(left), tx.currency)}
            </output>
          </p>
          <MatchButton busy={outcome.busy} disabled={!valid} submit>
            {t(`${NS}.actions.match`)}
          </MatchButton>
        </div>
      </form>
    </section>
  );
}
