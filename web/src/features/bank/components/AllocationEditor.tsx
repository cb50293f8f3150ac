import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { BankSuggestion, BankTransaction } from '@comptoir/core/modules/bank';
import { MAX_ALLOCATIONS } from '@comptoir/core/modules/bank';
import { AddButton, IconButton } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useCandidates, useMatch } from '../api';
import { fromCents, money, toCents } from '../money';
import { MatchButton, type PanelOutcome } from './panel-actions';

const NS = 'bank.ui';
/** An open invoice the transaction may pay, as the candidates route answers it. */
type Candidate = BankSuggestion['allocations'][number];

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
 * The manual allocation: the open invoices the transaction may pay, found by their number or
 * party (the server's candidates: outgoing ones for money in, incoming ones for money out, in the
 * account's currency and company), each added with an amount prefilled with the smaller of its
 * balance and what is left; 'Reste à affecter' follows the
 * amounts; 'Rapprocher' sends them (one transaction split over several invoices).
 */
export function AllocationEditor({ tx, outcome }: { tx: BankTransaction; outcome: PanelOutcome }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const invoices = useCandidates(tx.id, q);
  const match = useMatch(tx.id);
  const [rows, setRows] = useState<Allocation[]>([]);
  const left = leftToAllocate(
    tx.amount,
    rows.map((row) => row.amount),
  );
  const chosen = new Set(rows.map((row) => row.invoiceId));
  const found = (invoices.data?.items ?? []).filter((invoice) => !chosen.has(invoice.invoiceId));
  const add = (invoice: Candidate) => {
    // The server's amount is at most the balance and the transaction; at most what is left here.
    const amount = Math.min(toCents(invoice.amount), toCents(invoice.balance), Math.max(left, 0));
    setRows([
      ...rows,
      {
        invoiceId: invoice.invoiceId,
        number: invoice.invoiceNumber,
        partyName: invoice.partyName,
        balance: invoice.balance,
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
            <li
              key={invoice.invoiceId}
              className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate">
                <span className="font-mono text-xs">{invoice.invoiceNumber ?? t(`${NS}.manual.draft`)}</span>
                <span className="text-muted-foreground"> · {invoice.partyName} · </span>
                <span className="tabular-nums">
                  {t(`${NS}.manual.balance`, { amount: money(invoice.balance, tx.currency) })}
                </span>
              </span>
              <AddButton
                onClick={() => add(invoice)}
                disabled={rows.length >= MAX_ALLOCATIONS}
                aria-label={`${t(`${NS}.actions.add`)} ${invoice.invoiceNumber ?? ''}`.trim()}
              >
                {t(`${NS}.actions.add`)}
              </AddButton>
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
