/**
 * The dialogs of an invoice's actions: 'Émettre' (issue date), 'Relancer' (language), a payment,
 * a credit note ('Avoir', full or by line). Each sends one request; the server's message is
 * reported to the page, its error stays over the form.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lineNet } from '@comptoir/core/line-amounts';
import {
  PAYMENT_METHODS,
  balanceDue as computeBalance,
  paymentBody,
  type Invoice,
  type InvoiceDetail,
  type PaymentInput,
} from '@comptoir/core/modules/invoices';
import { FormDialog, useFormDialog } from '@/components/form/FormDialog';
import {
  LabelledInput,
  LabelledSelect,
  LabelledTextarea,
  SelectField,
  TextField,
  required,
} from '@/components/form/fields';
import { SimpleTable } from '@/components/ui/simple-table';
import { errorMessage, useCreditNote, useInvoiceAction, useRecordPayment } from '../api';
import { invoiceMoney, isoDay } from '../format';
import { LineQuantityInput, RadioChoice } from './InvoiceFormParts';
import { ApiError, type OnMessage } from '@/lib/api';

/** What every action dialog is given: the invoice, how to close, where to report. */
interface ActionProps<I extends Invoice = Invoice> {
  invoice: I;
  onClose: () => void;
  onMessage: OnMessage;
}

/** A dialog whose submit runs `run`, reports its message and closes; its error stays shown. */
function useSimpleSubmit(run: () => Promise<{ message: string }>, onMessage: OnMessage, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await run();
      onMessage('success', answer.message);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'invoices.ui.failures.action'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onSubmit };
}

/** A one-request dialog: its controls, Cancel and the action's button; the error stays over the form. */
function ActionDialog({
  title,
  description,
  submitLabel,
  run,
  onClose,
  onMessage,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  run: () => Promise<{ message: string }>;
  onClose: () => void;
  onMessage: OnMessage;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = useSimpleSubmit(run, onMessage, onClose);
  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={() => void submit.onSubmit()}
      submitting={submit.busy}
      labels={{ cancel: t('invoices.ui.actions.cancel'), submit: submitLabel }}
      alerts={[submit.error]}
      size="sm"
    >
      {children}
    </FormDialog>
  );
}

/** 'Émettre': the number is given now (FAC-{year}-{NNNNN}) and the invoice can no longer change. */
export function IssueDialog({ invoice, onClose, onMessage }: ActionProps) {
  const { t } = useTranslation();
  const action = useInvoiceAction(invoice.id);
  const [date, setDate] = useState(isoDay());
  const [identityMissing, setIdentityMissing] = useState(false);
  const issue = async () => {
    try {
      return await action.mutateAsync({ action: 'issue', body: { issueDate: date } });
    } catch (error) {
      // The seller's legal mentions are incomplete: nothing was numbered; the 'Société' tab fills them.
      setIdentityMissing(error instanceof ApiError && error.code === 'identity_incomplete');
      throw error;
    }
  };
  return (
    <ActionDialog
      title={t('invoices.ui.issue.title')}
      description={t('invoices.ui.issue.description')}
      submitLabel={t('invoices.ui.actions.issue')}
      run={issue}
      {...{ onClose, onMessage }}
    >
      {identityMissing ? (
        <Link className="text-primary text-sm font-medium hover:underline" to="/settings?tab=company">
          {t('invoices.ui.issue.completeIdentity')}
        </Link>
      ) : null}
      <LabelledInput
        label={t('invoices.ui.fields.issueDate')}
        hint={t('invoices.ui.issue.hint')}
        type="date"
        value={date}
        max={isoDay()}
        onChange={(event) => setDate(event.target.value)}
      />
    </ActionDialog>
  );
}

/** 'Relancer': a reminder e-mail in French or English, recorded on the invoice. */
export function RemindDialog({ invoice, onClose, onMessage }: ActionProps) {
  const { t } = useTranslation();
  const action = useInvoiceAction(invoice.id);
  const [language, setLanguage] = useState<'fr' | 'en'>('fr');
  return (
    <ActionDialog
      title={t('invoices.ui.remind.title', { number: invoice.number })}
      description={t('invoices.ui.remind.description', {
        client: invoice.party.name,
        days: invoice.daysOverdue ?? 0,
        balance: invoiceMoney(invoice, invoice.balanceDue.amount),
      })}
      submitLabel={t('invoices.ui.actions.remind')}
      run={() => action.mutateAsync({ action: 'remind', body: { language } })}
      {...{ onClose, onMessage }}
    >
      <LabelledSelect
        label={t('invoices.ui.remind.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as 'fr' | 'en')}
        options={[
          { value: 'fr', label: t('invoices.ui.remind.fr') },
          { value: 'en', label: t('invoices.ui.remind.en') },
        ]}
      />
    </ActionDialog>
  );
}

/** A payment: date, amount (the balance by default), method, reference. */
export function PaymentDialog({ invoice, onClose, onMessage }: ActionProps) {
  const { t } = useTranslation();
  const record = useRecordPayment(invoice.id);
  const { dialog } = useFormDialog<PaymentInput & { reference: string }>({
    schema: paymentBody,
    defaultValues: {
      date: isoDay(),
      amount: invoice.balanceDue.amount,
      method: 'virement',
      reference: '',
    },
    fields: ['date', 'amount', 'method', 'reference'],
    save: (values) => record.mutateAsync(values),
    onSaved: (message) => onMessage('success', message),
    onClose,
    failedKey: 'invoices.ui.failures.payment',
  });
  return (
    <FormDialog
      {...dialog}
      title={t('invoices.ui.payment.title')}
      description={t('invoices.ui.payment.description', {
        balance: invoiceMoney(invoice, invoice.balanceDue.amount),
      })}
      onClose={onClose}
      labels={{ cancel: t('invoices.ui.actions.cancel'), submit: t('invoices.ui.payment.submit') }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="date" label={required(t('invoices.ui.payment.date'))} type="date" max={isoDay()} />
        <TextField
          name="amount"
          label={required(t('invoices.ui.payment.amount', { currency: invoice.currency }))}
          inputMode="decimal"
        />
        <SelectField
          name="method"
          label={required(t('invoices.ui.payment.method'))}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoices.paymentMethod.${m}`) }))}
        />
        <TextField name="reference" label={t('invoices.ui.payment.reference')} />
      </div>
    </FormDialog>
  );
}

/**
 * 'Avoir': a credit note for an issued invoice, in full (cancels it) or for some lines and
 * quantities, with its reason; it is issued at once (AV-{year}-{NNNNN}).
 */
export function CreditNoteDialog({ invoice, onClose, onMessage }: ActionProps<InvoiceDetail>) {
  const { t } = useTranslation();
  const credit = useCreditNote(invoice.id);
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [reason, setReason] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const remaining = computeBalance(invoice.totalAmount.amount, '0', invoice.creditedAmount.amount);

  const submit = useSimpleSubmit(
    () => {
      const lines = Object.entries(quantities)
        .map(([invoiceLineId, quantity]) => ({ invoiceLineId, quantity: quantity.trim().replace(',', '.') }))
        .filter((line) => line.quantity !== '' && Number(line.quantity) !== 0);
      return credit.mutateAsync({ mode, reason, ...(mode === 'partial' ? { lines } : {}) });
    },
    onMessage,
    onClose,
  );
  const onSubmit = () => {
    setProblem(null);
    if (!reason.trim()) {
      setProblem(t('invoices.validation.reason'));
      return;
    }
    if (
      mode === 'partial' &&
      !Object.values(quantities).some((q) => q.trim() !== '' && Number(q.replace(',', '.')) > 0)
    ) {
      setProblem(t('invoices.validation.creditLines'));
      return;
    }
    void submit.onSubmit();
  };

  return (
    <FormDialog
      title={t('invoices.ui.credit.title', { number: invoice.number })}
      description={t('invoices.ui.credit.description', { remaining: invoiceMoney(invoice, remaining) })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submit.busy}
      labels={{ cancel: t('invoices.ui.actions.cancel'), submit: t('invoices.ui.credit.submit') }}
      alerts={[problem, submit.error]}
      size="lg"
    >
      <RadioChoice
        legend={t('invoices.ui.credit.mode')}
        value={mode}
        onChange={setMode}
        options={(['full', 'partial'] as const).map((value) => ({
          value,
          label: t(`invoices.ui.credit.${value}`),
          hint: t(`invoices.ui.credit.${value}Hint`),
        }))}
        className="space-y-2"
        labelClassName="flex items-start gap-2 text-sm"
      />
      {mode === 'partial' ? (
        <SimpleTable
          rows={invoice.lines}
          rowKey={(line) => line.id}
          columns={[
            {
              key: 'description',
              header: t('invoices.ui.lines.description'),
              cell: (line) => line.description,
            },
            {
              key: 'quantity',
              header: t('invoices.ui.lines.quantity'),
              figure: true,
              cell: (line) => line.quantity,
            },
            {
              key: 'credit',
              header: t('invoices.ui.credit.quantity'),
              end: true,
              cell: (line, index) => (
                <LineQuantityInput
                  label={t('invoices.ui.credit.quantityOf', { n: index + 1, name: line.description })}
                  value={quantities[line.id] ?? ''}
                  onChange={(value) => setQuantities((old) => ({ ...old, [line.id]: value }))}
                />
              ),
            },
            {
              key: 'total',
              header: t('invoices.ui.lines.total'),
              figure: true,
              cell: (line) => {
                const q = (quantities[line.id] ?? '').trim().replace(',', '.');
                return /^\d+(\.\d{1,3})?$/.test(q)
                  ? invoiceMoney(
                      invoice,
                      lineNet({ quantity: q, unitPrice: line.unitPrice, discount: line.discount }),
                    )
                  : '—';
              },
            },
          ]}
        />
      ) : null}
      <LabelledTextarea
        label={`${t('invoices.ui.credit.reason')} *`}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
