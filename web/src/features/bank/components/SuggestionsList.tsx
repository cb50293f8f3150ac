import { useTranslation } from 'react-i18next';
import type { BankSuggestion, BankTransaction } from '@comptoir/core/modules/bank';
import { Badge } from '@/components/ui/badge';
import { QueryState } from '@/components/ui/query-state';
import { useBook, useMatch, useSuggestions } from '../api';
import { isZero, money } from '../money';
import { PurchasePaymentsTable } from './PurchasePayments';
import { MatchButton, type PanelOutcome } from './panel-actions';

const NS = 'bank.ui';
/** The columns of a suggestion's invoices, in their order, with their alignment. */
const ALLOCATION_COLUMNS = [
  ['invoice', 'text-left'],
  ['party', 'text-left'],
  ['balance', 'text-right'],
  ['paid', 'text-right'],
] as const;

/** A rule's suggestion: booked to its category (no invoice, no purchase order payment). */
const isBooking = (s: BankSuggestion) =>
  s.category !== null && s.allocations.length === 0 && s.purchasePayments.length === 0;

/** What 'Rapprocher' sends: the invoices and how much of each, the purchase order payments confirmed. */
function matchOf(s: BankSuggestion) {
  return {
    ...(s.allocations.length > 0
      ? { allocations: s.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: a.amount })) }
      : {}),
    ...(s.purchasePayments.length > 0
      ? { purchasePaymentIds: s.purchasePayments.map((p) => p.paymentId) }
      : {}),
  };
}

/**
 * What an unmatched transaction may pay, best first: each suggestion's reasons, its invoices
 * (number, party, balance, amount paid) or the supplier's deposit or payment recorded on a purchase
 * order it confirms, its fees, and 'Rapprocher' (the suggestion's allocations and purchase order
 * payments; a rule's suggestion books to its category instead).
 */
export function SuggestionsList({ tx, outcome }: { tx: BankTransaction; outcome: PanelOutcome }) {
  const { t } = useTranslation();
  const query = useSuggestions(tx.id, true);
  const match = useMatch(tx.id);
  const book = useBook(tx.id);
  const running = match.isPending || book.isPending;
  const accept = (suggestion: BankSuggestion) =>
    isBooking(suggestion)
      ? outcome.run(
          () => book.mutateAsync({ category: suggestion.category!, note: null }),
          `${NS}.failures.book`,
        )
      : outcome.run(() => match.mutateAsync(matchOf(suggestion)), `${NS}.failures.match`);
  return (
    <section className="space-y-2" aria-labelledby="bank-suggestions">
      <h3 id="bank-suggestions" className="text-sm font-semibold">
        {t(`${NS}.suggestions.title`)}
      </h3>
      <QueryState query={query} texts={`${NS}.suggestions`} failedKey={`${NS}.suggestions.failed`}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t(`${NS}.suggestions.empty`)}</p>
          ) : (
            <ol className="space-y-2">
              {[...data.items]
                .sort((a, b) => b.score - a.score)
                .map((suggestion, index) => (
                  <li key={index} className="space-y-2 rounded-lg border p-3">
                    <div className="flex flex-wrap items-center gap-1">
                      {suggestion.reasons.map((reason) => (
                        <Badge key={reason} variant={reason === 'fees' ? 'amber' : 'blue'}>
                          {t(`bank.reasons.${reason}`)}
                        </Badge>
                      ))}
                      <span className="text-muted-foreground ml-auto text-xs">
                        {t(`${NS}.suggestions.score`, { score: suggestion.score })}
                      </span>
                    </div>
                    {suggestion.allocations.length > 0 ? (
                      <table className="w-full text-sm">
                        <thead>
                          <tr className="text-muted-foreground text-xs">
                            {ALLOCATION_COLUMNS.map(([column, align]) => (
                              <th key={column} scope="col" className={`${align} font-medium`}>
                                {t(`${NS}.suggestions.${column}`)}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {suggestion.allocations.map((a) => (
                            <tr key={a.invoiceId}>
                              <td className="font-mono text-xs">{a.invoiceNumber ?? '—'}</td>
                              <td>{a.partyName}</td>
                              <td className="text-right tabular-nums">{money(a.balance, tx.currency)}</td>
                              <td className="text-right font-medium tabular-nums">
                                {money(a.amount, tx.currency)}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    ) : null}
                    {suggestion.purchasePayments.length > 0 ? (
                      <PurchasePaymentsTable payments={suggestion.purchasePayments} currency={tx.currency} />
                    ) : null}
                    {suggestion.category && isBooking(suggestion) ? (
                      <p className="text-sm">
                        {t(`${NS}.suggestions.rule`, {
                          category: t(`bank.categories.${suggestion.category}`),
                        })}
                      </p>
                    ) : null}
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-muted-foreground text-xs">
                        {isZero(suggestion.feesAmount)
                          ? ''
                          : t(`${NS}.suggestions.fees`, {
                              amount: money(suggestion.feesAmount, tx.currency),
                            })}
                      </span>
                      <MatchButton onClick={() => void accept(suggestion)} busy={outcome.busy || running}>
                        {isBooking(suggestion) ? t(`${NS}.actions.book`) : t(`${NS}.actions.match`)}
                      </MatchButton>
                    </div>
                  </li>
                ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
