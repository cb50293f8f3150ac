import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Undo2 } from 'lucide-react';
import type { BankTransaction } from '@comptoir/core/modules/bank';
import { Info } from '@/components/detail/DetailLayout';
import { Alert } from '@/components/ui/alert';
import { BusyIcon, Button } from '@/components/ui/button';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ApiError, apiErrorText } from '@/lib/api';
import { formatDateTime, formatIsoDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useTransaction, useUnmatch } from '../api';
import { invoiceHref } from '../list-params';
import { isZero, money } from '../money';
import { AllocationEditor } from './AllocationEditor';
import { BookForm } from './BookForm';
import { PurchaseOrderLink, PurchasePaymentKind } from './PurchasePayments';
import { SuggestionsList } from './SuggestionsList';
import { TransactionStatusBadge, amountClass } from './badges';
import type { PanelOutcome } from './panel-actions';

const NS = 'bank.ui';

/**
 * A transaction's panel (a dialog opened from its row, or by /bank?tx=<id>): its details; when
 * unmatched, the suggestions, the manual allocation over several invoices and 'Comptabiliser';
 * when matched or booked, the payments it recorded (invoices, purchase order deposits and payments)
 * and, for an Admin, 'Annuler le rapprochement'.
 */
export function TransactionPanel({
  id,
  onClose,
  isAdmin,
  canUpdate,
}: {
  id: string;
  onClose: () => void;
  isAdmin: boolean;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const query = useTransaction(id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const outcome: PanelOutcome = {
    busy,
    run: async (action, failedKey) => {
      setError(null);
      setBusy(true);
      try {
        const answer = await action();
        void toast.success(answer.message);
        onClose();
      } catch (caught) {
        setError(apiErrorText(caught, failedKey));
        // Another user matched it first: show it as it now is.
        if (caught instanceof ApiError && caught.status === 409) void query.refetch();
      } finally {
        setBusy(false);
      }
    },
  };
  const tx = query.data;
  return (
    <Dialog
      onClose={onClose}
      title={tx ? t(`${NS}.panel.title`, { date: formatIsoDate(tx.bookingDate) }) : t(`${NS}.panel.loading`)}
      closeLabel={t(`${NS}.actions.close`)}
      size="xl"
    >
      {query.isError ? (
        <Alert variant="destructive">{apiErrorText(query.error, `${NS}.panel.failed`)}</Alert>
      ) : !tx ? (
        <div className="space-y-3" role="status" aria-busy="true">
          <span className="sr-only">{t(`${NS}.panel.loading`)}</span>
          <div className="bg-muted h-16 animate-pulse rounded-lg" />
          <div className="bg-muted h-32 animate-pulse rounded-lg" />
        </div>
      ) : (
        <div className="space-y-6">
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          <TransactionDetails tx={tx} />
          {tx.status === 'unmatched' ? (
            canUpdate ? (
              <>
                <SuggestionsList tx={tx} outcome={outcome} />
                <AllocationEditor tx={tx} outcome={outcome} />
                <BookForm tx={tx} outcome={outcome} />
              </>
            ) : null
          ) : (
            <Reconciled tx={tx} isAdmin={isAdmin} outcome={outcome} />
          )}
        </div>
      )}
    </Dialog>
  );
}

function TransactionDetails({ tx }: { tx: BankTransaction }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`${NS}.panel.${key}` as never);
  const optional = (key: string, value: string | null, className?: string): ReactNode =>
    value ? (
      <Info label={label(key)} valueClassName={className}>
        {value}
      </Info>
    ) : null;
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium break-words">{tx.label}</p>
        <p className={cn('text-xl font-semibold tabular-nums', amountClass(tx.amount))}>
          {money(tx.amount, tx.currency)}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Info label={label('account')}>{tx.accountName}</Info>
        <Info label={label('status')}>
          <TransactionStatusBadge tx={tx} />
        </Info>
        {optional('valueDate', tx.valueDate ? formatIsoDate(tx.valueDate) : null)}
        {optional('counterparty', tx.counterparty)}
        {optional('counterpartyIban', tx.counterpartyIban, 'font-mono text-xs')}
        {optional('reference', tx.reference)}
        {optional('category', tx.category ? t(`bank.categories.${tx.category}`) : null)}
        {optional('note', tx.note)}
        {isZero(tx.feesAmount) ? null : (
          <Info label={label('fees')}>{money(tx.feesAmount, tx.currency)}</Info>
        )}
      </dl>
      {tx.matchedBy && tx.matchedAt ? (
        <p className="text-muted-foreground text-xs">
          {t(`${NS}.panel.matchedBy`, { name: tx.matchedBy, date: formatDateTime(tx.matchedAt) })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A matched or booked transaction: the payments it recorded (invoices, purchase orders), and
 * 'Annuler le rapprochement' for an Admin.
 */
function Reconciled({
  tx,
  isAdmin,
  outcome,
}: {
  tx: BankTransaction;
  isAdmin: boolean;
  outcome: PanelOutcome;
}) {
  const { t } = useTranslation();
  const unmatch = useUnmatch(tx.id);
  return (
    <section className="space-y-3" aria-labelledby="bank-payments">
      <h3 id="bank-payments" className="text-sm font-semibold">
        {t(`${NS}.panel.payments`)}
      </h3>
      {tx.payments.length === 0 && tx.purchasePayments.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.panel.paymentsEmpty`)}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {tx.payments.map((payment) => (
            <li
              key={payment.paymentId}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span>
                <Link
                  to={invoiceHref(payment.invoiceId, payment.direction)}
                  className="text-primary font-mono hover:underline"
                  aria-label={t(`${NS}.panel.invoiceLink`, { number: payment.invoiceNumber ?? '' })}
                >
                  {payment.invoiceNumber ?? t(`${NS}.manual.draft`)}
                </Link>
                <span className="text-muted-foreground"> · {payment.partyName}</span>
              </span>
              <span className="tabular-nums">{money(payment.amount, tx.currency)}</span>
            </li>
          ))}
          {tx.purchasePayments.map((payment) => (
            <li
              key={payment.paymentId}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span>
                <PurchasePaymentKind payment={payment} /> <PurchaseOrderLink payment={payment} />
                <span className="text-muted-foreground">
                  {' '}
                  · {payment.supplierName} · {formatIsoDate(payment.date)}
                </span>
              </span>
              <span className="tabular-nums">{money(payment.amount, tx.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <AskFirst
          texts={`${NS}.undo` as never}
          onConfirm={() => outcome.run(() => unmatch.mutateAsync(), `${NS}.failures.unmatch`)}
          trigger={(ask) => (
            <Button variant="outline" onClick={ask} disabled={outcome.busy}>
              <BusyIcon busy={unmatch.isPending} icon={Undo2} />
              {t(`${NS}.actions.unmatch`)}
            </Button>
          )}
        />
      ) : null}
    </section>
  );
}
