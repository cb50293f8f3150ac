import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BadgeCheck, BellRing, FileDown, ReceiptText, Send, Stamp, Trash2, Wallet } from 'lucide-react';
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import { can, hasModule } from '@comptoir/core/permissions';
import { DetailLayout, DetailSection, DetailState, Info } from '@/components/detail/DetailLayout';
import { DocumentLinesTable } from '@/components/detail/LinesTable';
import { TotalsSummary, useDocumentTotalsRows } from '@/components/sales/TotalsSummary';
import { Badge } from '@/components/ui/badge';
import { buttonClasses, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  ActionButton,
  DeleteButton,
  EditButton,
  type ActionButtonProps,
} from '@/components/detail/record-buttons';
import { StatusHistory } from '@/components/detail/StatusHistory';
import { formatDateTime, formatPrice, formatUnitPrice } from '@/lib/format';
import { OutgoingMailAlert, useMailSettled } from '@/components/sales/MailStatus';
import { CompanyIdentityWarning } from '@/components/sales/CompanyIdentityWarning';
import { useSessionUser } from '@/lib/session';
import {
  INVOICES_KEY,
  errorMessage,
  invoiceFileUrl,
  invoicePdfUrl,
  invoiceUblUrl,
  useDeleteInvoice,
  useDeletePayment,
  useInvoice,
  useInvoiceAction,
} from '../api';
import { formatIsoDate, invoiceMoney } from '../format';
import { CreditNoteDialog, IssueDialog, PaymentDialog, RemindDialog } from './ActionDialogs';
import { AiBadge, InvoiceStatusBadge } from './badges';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { reportOutcome } from '@/lib/api';
import type { DetailScreenProps } from '@/components/detail/use-detail-screen';
import { useDestroyConfirm } from '@/components/form/FormDialog';

export interface InvoiceDetailViewProps extends DetailScreenProps {
  /** Opens another invoice (a credit note, the credited invoice). */
  onOpen: (id: string) => void;
}

type InvoiceAction = InvoiceDetail['actions'][number];
/** The invoice's files to download: its PDF (Factur-X) and its UBL. */
const DOWNLOADS = [
  ['pdf', invoicePdfUrl],
  ['ubl', invoiceUblUrl],
] as const;

type Dialog = 'edit' | 'delete' | 'issue' | 'remind' | 'pay' | 'credit' | null;

/** The heading: 'Facture FAC-2026-00042', 'Avoir AV-…', 'Brouillon de facture', a supplier's number. */
function useHeading() {
  const { t } = useTranslation();
  return (invoice: InvoiceDetail) => {
    if (invoice.number === null) return t('invoices.ui.detail.draftHeading');
    if (invoice.direction === 'incoming') {
      return t('invoices.ui.detail.incomingHeading', { number: invoice.number });
    }
    return invoice.kind === 'credit_note'
      ? t('invoices.ui.detail.creditNoteHeading', { number: invoice.number })
      : t('invoices.ui.detail.heading', { number: invoice.number });
  };
}

/**
 * An invoice in full (spec 001 §2 Invoices): details, client or supplier, lines, VAT and totals,
 * due date, payment date, payment terms, order reference; payments, reminders, credit notes,
 * history; the PDF and the actions its status allows (the server lists them).
 */
export function InvoiceDetailView({ id, onBack, onOpen, onMessage, banner }: InvoiceDetailViewProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const heading = useHeading();
  const query = useInvoice(id);
  const remove = useDeleteInvoice(id);
  const action = useInvoiceAction(id);
  const deletePayment = useDeletePayment(id);
  const documentRows = useDocumentTotalsRows();
  const [dialog, setDialog] = useState<Dialog>(null);
  const paymentRemoval = useDestroyConfirm<string>({
    run: (paymentId) => deletePayment.mutateAsync(paymentId),
    onMessage,
    errorText: (error) => errorMessage(error, 'invoices.ui.failures.action'),
  });
  const back = { label: t('invoices.ui.actions.back'), onBack };
  useMailSettled(query.data?.mail, INVOICES_KEY);

  if (query.isPending || query.isError) {
    return (
      <DetailState
        query={query}
        back={back}
        banner={banner}
        texts="invoices.ui.detail"
        failedKey="invoices.ui.failures.detail"
      />
    );
  }

  const invoice = query.data;
  const money = (amount: string) => invoiceMoney(invoice, amount);
  const canUpdate = can(me, 'invoices', 'update');
  const canCreate = can(me, 'invoices', 'create');
  const canDelete = can(me, 'invoices', 'delete');
  const isAdmin = me?.role === 'Admin' || me?.role === 'Super Admin' || me?.is_super_admin === true;
  const allowed = (name: InvoiceAction) => invoice.actions.includes(name);
  /** An e-mail of the invoice is on its way: one at a time. */
  const mailing = invoice.mail?.status === 'queued';
  const none = <span className="text-muted-foreground">{t('invoices.ui.detail.none')}</span>;
  const date = (value: string | null) => (value ? formatIsoDate(value) : none);

  const run = async (name: 'send' | 'approve') => {
    await reportOutcome(() => action.mutateAsync({ action: name }), onMessage, 'invoices.ui.failures.action');
  };
  const confirmDelete = async () => {
    if (await reportOutcome(() => remove.mutateAsync(), onMessage, 'invoices.ui.failures.action')) onBack();
  };

  const partyLink =
    invoice.direction === 'outgoing' && invoice.clientId && hasModule(me, 'clients')
      ? `/clients?id=${invoice.clientId}`
      : invoice.direction === 'incoming' && invoice.supplierId && hasModule(me, 'products')
        ? `/products?tab=suppliers&id=${invoice.supplierId}`
        : null;

  /**
   * The actions that open a dialog or run at once, in order: each shown when the invoice allows it
   * and the user has the right.
   */
  const buttons: (Omit<ActionButtonProps, 'label'> & { name: InvoiceAction; right: boolean })[] = [
    { name: 'issue', right: canUpdate, icon: Stamp, onClick: () => setDialog('issue') },
    {
      name: 'send',
      right: canUpdate,
      icon: Send,
      variant: 'outline',
      disabled: action.isPending || mailing,
      onClick: () => void run('send'),
    },
    {
      name: 'approve',
      right: canUpdate,
      icon: BadgeCheck,
      disabled: action.isPending,
      onClick: () => void run('approve'),
    },
    { name: 'pay', right: canUpdate, icon: Wallet, onClick: () => setDialog('pay') },
    {
      name: 'remind',
      right: canUpdate,
      icon: BellRing,
      variant: 'outline',
      disabled: mailing,
      onClick: () => setDialog('remind'),
    },
    {
      name: 'creditNote',
      right: canCreate,
      icon: ReceiptText,
      variant: 'outline',
      onClick: () => setDialog('credit'),
    },
  ];

  const actions = (
    <>
      {DOWNLOADS.filter(([name]) => allowed(name)).map(([name, url]) => (
        <a key={name} className={buttonClasses({ variant: 'outline' })} href={url(invoice.id)} download>
          <FileDown aria-hidden="true" className="size-4" />
          {t(`invoices.ui.actions.${name}`)}
        </a>
      ))}
      {allowed('file') ? (
        // The supplier's file is saved, never shown in the app's origin (issue 29 §5).
        <a className={buttonClasses({ variant: 'outline' })} href={invoiceFileUrl(invoice.id)} download>
          <FileDown aria-hidden="true" className="size-4" />
          {t('invoices.ui.actions.file')}
        </a>
      ) : null}
      {buttons
        .filter((button) => button.right && allowed(button.name))
        .map(({ name, right: _right, ...button }) => (
          <ActionButton key={name} label={t(`invoices.ui.actions.${name}`)} {...button} />
        ))}
      {canUpdate && allowed('edit') ? (
        <EditButton label={t('invoices.ui.actions.edit')} onClick={() => setDialog('edit')} />
      ) : null}
      {canDelete && allowed('delete') ? (
        <DeleteButton
          ns="invoices.ui"
          values={{ party: invoice.party.name, total: formatPrice(invoice.totalAmount) }}
          onConfirm={confirmDelete}
        />
      ) : null}
    </>
  );

  const totals = [
    ...documentRows(
      {
        subtotal: invoice.subtotal.amount,
        vat: invoice.vat,
        totalAmount: invoice.totalAmount.amount,
      },
      money,
    ),
    ...(invoice.creditedAmount.amount !== '0.00' && invoice.kind === 'invoice'
      ? [
          {
            key: 'credited',
            label: t('invoices.ui.totals.credited'),
            value: formatPrice(invoice.creditedAmount),
          },
        ]
      : []),
    { key: 'paid', label: t('invoices.ui.totals.paid'), value: formatPrice(invoice.paidAmount) },
    {
      key: 'balance',
      label: t('invoices.ui.totals.balance'),
      value: formatPrice(invoice.balanceDue),
      strong: true,
    },
  ];

  return (
    <DetailLayout
      title={heading(invoice)}
      back={back}
      badges={
        <>
          <InvoiceStatusBadge status={invoice.status} />
          <Badge variant="neutral">{t(`invoices.direction.${invoice.direction}`)}</Badge>
          {invoice.aiExtracted ? <AiBadge confidence={invoice.aiConfidence} /> : null}
          {invoice.isDemo ? <Badge variant="amber">{t('common.demoData')}</Badge> : null}
        </>
      }
      subtitle={invoice.party.name}
      actions={actions}
      banner={banner}
    >
      {invoice.direction === 'outgoing' ? <CompanyIdentityWarning /> : null}
      <OutgoingMailAlert mail={invoice.mail} />
      <div className="grid gap-6 lg:grid-cols-3">
        <DetailSection
          id="invoice-party"
          title={
            invoice.direction === 'incoming'
              ? t('invoices.ui.detail.supplier')
              : t('invoices.ui.detail.client')
          }
        >
          <dl className="grid gap-3">
            <Info label={t('invoices.ui.detail.name')}>
              {partyLink ? (
                <Link className="text-primary hover:underline" to={partyLink}>
                  {invoice.party.name}
                </Link>
              ) : (
                invoice.party.name
              )}
            </Info>
            <Info label={t('invoices.ui.detail.address')}>
              <span className="whitespace-pre-wrap">{invoice.party.address ?? none}</span>
            </Info>
            <Info label={t('invoices.ui.detail.vatNumber')}>{invoice.party.vatNumber ?? none}</Info>
            {invoice.party.siren ? (
              <Info label={t('invoices.ui.detail.siren')}>{invoice.party.siren}</Info>
            ) : null}
            {invoice.party.siret ? (
              <Info label={t('invoices.ui.detail.siret')}>{invoice.party.siret}</Info>
            ) : null}
            <Info label={t('invoices.ui.detail.email')}>{invoice.party.email ?? none}</Info>
            {invoice.deliveryAddress ? (
              <Info label={t('invoices.ui.detail.deliveryAddress')}>
                <span className="whitespace-pre-wrap">{invoice.deliveryAddress}</span>
              </Info>
            ) : null}
          </dl>
        </DetailSection>
        <DetailSection id="invoice-details" title={t('invoices.ui.detail.details')} className="lg:col-span-2">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Info label={t('invoices.ui.detail.number')}>
              {invoice.number ?? t('invoices.ui.draftNumber')}
            </Info>
            <Info label={t('invoices.ui.detail.kind')}>{t(`invoices.kind.${invoice.kind}`)}</Info>
            <Info label={t('invoices.ui.detail.status')}>{t(`invoices.status.${invoice.status}`)}</Info>
            <Info label={t('invoices.ui.fields.issueDate')}>{date(invoice.issueDate)}</Info>
            <Info label={t('invoices.ui.fields.serviceDate')}>{date(invoice.serviceDate)}</Info>
            <Info label={t('invoices.ui.fields.dueDate')}>
              {date(invoice.dueDate)}
              {invoice.daysOverdue ? (
                <span className="text-destructive block text-xs">
                  {t('invoices.ui.days', { count: invoice.daysOverdue })}
                </span>
              ) : null}
            </Info>
            <Info label={t('invoices.ui.detail.paymentDate')}>{date(invoice.paymentDate)}</Info>
            <Info label={t('invoices.ui.fields.paymentTerms')}>{invoice.paymentTerms ?? none}</Info>
            <Info label={t('invoices.ui.detail.orderReference')}>
              {invoice.orderId && hasModule(me, 'orders') ? (
                <Link className="text-primary hover:underline" to={`/orders?id=${invoice.orderId}`}>
                  {invoice.orderReference ?? t('invoices.ui.detail.openOrder')}
                </Link>
              ) : (
                (invoice.orderReference ?? none)
              )}
            </Info>
            <Info label={t('invoices.ui.fields.currency')}>{invoice.currency}</Info>
            {invoice.direction === 'outgoing' ? (
              <Info label={t('invoices.ui.detail.operationNature')}>
                {t(`invoices.operationNature.${invoice.effectiveOperationNature}`)}
              </Info>
            ) : null}
            <Info label={t('invoices.ui.detail.base')}>
              {invoice.base
                ? t('invoices.ui.detail.baseValue', {
                    amount: formatPrice(invoice.base.totalAmount),
                    rate: invoice.base.rate,
                    date: formatIsoDate(invoice.base.rateDate),
                  })
                : none}
            </Info>
            {invoice.vatExemption ? (
              <Info label={t('invoices.ui.fields.vatExemption')}>
                {t(`invoices.vatExemption.${invoice.vatExemption}`)}
              </Info>
            ) : null}
            {invoice.creditedInvoice ? (
              <Info label={t('invoices.ui.detail.credits')}>
                <button
                  type="button"
                  className="text-primary hover:underline"
                  onClick={() => onOpen(invoice.creditedInvoice!.id)}
                >
                  {invoice.creditedInvoice.number}
                </button>
              </Info>
            ) : null}
            {invoice.quoteId && hasModule(me, 'quotes') ? (
              <Info label={t('invoices.ui.detail.quote')}>
                <Link className="text-primary hover:underline" to={`/quotes?id=${invoice.quoteId}`}>
                  {t('invoices.ui.detail.openQuote')}
                </Link>
              </Info>
            ) : null}
            {invoice.aiExtracted ? (
              <Info label={t('invoices.ui.detail.aiConfidence')}>
                <AiBadge confidence={invoice.aiConfidence} />
              </Info>
            ) : null}
          </dl>
        </DetailSection>
      </div>

      <DetailSection id="invoice-items" title={t('invoices.ui.detail.items')}>
        {invoice.lines.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('invoices.ui.detail.noLines')}</p>
        ) : (
          <DocumentLinesTable
            lines={invoice.lines}
            labelledBy="invoice-items"
            minWidth="min-w-[44rem]"
            prefix="invoices.ui.lines"
            nameKey="description"
            name={(line) => [line.description, line.detail]}
            money={money}
            unitMoney={(amount) => formatUnitPrice({ amount, currency: invoice.currency })}
            between={[
              {
                key: 'discount',
                header: t('invoices.ui.lines.discount'),
                cell: (line) => (Number(line.discount) ? `${line.discount} %` : '—'),
              },
              { key: 'taxRate', header: t('invoices.ui.lines.taxRate'), cell: (line) => `${line.taxRate} %` },
            ]}
          />
        )}
        <TotalsSummary label={t('invoices.ui.totals.label')} rows={totals} />
      </DetailSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <DetailSection id="invoice-payments" title={t('invoices.ui.detail.payments')}>
          {invoice.payments.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('invoices.ui.detail.noPayments')}</p>
          ) : (
            <ul className="divide-y text-sm" aria-labelledby="invoice-payments">
              {invoice.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium tabular-nums">{money(payment.amount.amount)}</span>
                    {' · '}
                    {formatIsoDate(payment.date)} · {t(`invoices.paymentMethod.${payment.method}`)}
                    {payment.reference ? ` · ${payment.reference}` : null}
                    {payment.bankTransactionId ? (
                      <>
                        {' · '}
                        <Link
                          to={`/bank?tx=${payment.bankTransactionId}`}
                          className="text-primary hover:underline"
                        >
                          {t('modules.bank')}
                        </Link>
                      </>
                    ) : null}
                    {payment.createdBy ? (
                      <span className="text-muted-foreground block text-xs">
                        {t('invoices.ui.detail.by', { name: payment.createdBy })}
                      </span>
                    ) : null}
                  </span>
                  {isAdmin && canDelete ? (
                    <IconButton
                      icon={Trash2}
                      label={t('invoices.ui.actions.deletePayment', {
                        amount: money(payment.amount.amount),
                        date: formatIsoDate(payment.date),
                      })}
                      className="text-destructive hover:text-destructive"
                      onClick={() => paymentRemoval.ask(payment.id)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
        <DetailSection id="invoice-credit-notes" title={t('invoices.ui.detail.creditNotes')}>
          {invoice.creditNotes.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('invoices.ui.detail.noCreditNotes')}</p>
          ) : (
            <ul className="divide-y text-sm">
              {invoice.creditNotes.map((note) => (
                <li key={note.id} className="flex justify-between gap-2 py-2">
                  <button
                    type="button"
                    className="text-primary hover:underline"
                    onClick={() => onOpen(note.id)}
                  >
                    {note.number ?? t('invoices.ui.draftNumber')}
                  </button>
                  <span className="tabular-nums">
                    {formatIsoDate(note.issueDate)} · {formatPrice(note.totalAmount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
        {invoice.direction === 'outgoing' ? (
          <DetailSection id="invoice-reminders" title={t('invoices.ui.detail.reminders')}>
            {invoice.reminders.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('invoices.ui.reminders.none')}</p>
            ) : (
              <ul className="divide-y text-sm">
                {invoice.reminders.map((reminder) => (
                  <li key={reminder.id} className="py-2">
                    {t('invoices.ui.detail.reminderLine', {
                      date: formatDateTime(reminder.sentAt),
                      days: reminder.daysOverdue,
                      language: reminder.language.toUpperCase(),
                    })}
                    <span className="text-muted-foreground block text-xs">
                      {reminder.emailed
                        ? t('invoices.ui.detail.reminderEmailed', { to: reminder.to ?? '' })
                        : t('invoices.ui.detail.reminderRecorded')}
                      {reminder.sentBy ? ` · ${t('invoices.ui.detail.by', { name: reminder.sentBy })}` : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        ) : null}
        <DetailSection id="invoice-history" title={t('invoices.ui.detail.history')}>
          <StatusHistory
            history={invoice.history}
            texts="invoices.ui.detail"
            badge={(status) => (
              <Badge variant="neutral">
                {t(`invoices.status.${status}` as never, { defaultValue: status })}
              </Badge>
            )}
          />
        </DetailSection>
        {invoice.notes ? (
          <DetailSection id="invoice-notes" title={t('invoices.ui.fields.notes')}>
            <p className="text-sm whitespace-pre-wrap">{invoice.notes}</p>
          </DetailSection>
        ) : null}
      </div>

      {dialog === 'issue' ? (
        <IssueDialog invoice={invoice} onClose={() => setDialog(null)} onMessage={onMessage} />
      ) : null}
      {dialog === 'remind' ? (
        <RemindDialog invoice={invoice} onClose={() => setDialog(null)} onMessage={onMessage} />
      ) : null}
      {dialog === 'pay' ? (
        <PaymentDialog invoice={invoice} onClose={() => setDialog(null)} onMessage={onMessage} />
      ) : null}
      {dialog === 'credit' ? (
        <CreditNoteDialog invoice={invoice} onClose={() => setDialog(null)} onMessage={onMessage} />
      ) : null}
      {dialog === 'edit' ? (
        <InvoiceFormDialog
          invoice={invoice}
          onClose={() => setDialog(null)}
          onSaved={(_saved, message) => onMessage('success', message)}
        />
      ) : null}
      <ConfirmDialog {...paymentRemoval.dialog} texts="invoices.ui.confirm.deletePayment" />
    </DetailLayout>
  );
}
