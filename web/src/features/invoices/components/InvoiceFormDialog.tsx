import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  DEFAULT_INVOICE_TAX_RATE,
  OPERATION_NATURES,
  VAT_EXEMPTIONS,
  operationNatureOf,
  createInvoiceBody,
  invoicePatch,
  type CreateInvoiceInput,
  type InvoiceDetail,
  type InvoicePatchInput,
  type OperationNature,
  type VatExemption,
} from '@comptoir/core/modules/invoices';
import type { ClientRef } from '@comptoir/core/modules/sales';
import type { Product } from '@comptoir/core/modules/products';
import { FormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { LabelledInput, LabelledSelect, LabelledTextarea } from '@/components/form/fields';
import { ClientPicker } from '@/components/sales/ClientPicker';
import { useCompanyDefaults } from '@/components/sales/api';
import { documentAmounts, partNet } from '@comptoir/core/line-amounts';
import { DocumentTotals } from '@/components/sales/TotalsSummary';
import { i18n } from '@/lib/i18n';
import { formatPrice } from '@/lib/format';
import {
  errorMessage,
  useAcceptedQuotes,
  useCreateInvoice,
  useInvoiceableOrders,
  useOrderInvoicing,
  useUpdateInvoice,
} from '../api';
import {
  DocumentChooser,
  FreeLinesEditor,
  OrderLinesToInvoice,
  RadioChoice,
  type FreeLine,
} from './InvoiceFormParts';

type Source = 'order' | 'quote' | 'blank';

type Line = FreeLine;

let counter = 0;
const newLine = (partial: Partial<Line> = {}): Line => ({
  key: `line-${(counter += 1)}`,
  orderItemId: null,
  productId: null,
  description: '',
  quantity: '1',
  unitPrice: '',
  discount: '0',
  taxRate: DEFAULT_INVOICE_TAX_RATE,
  ...partial,
});

const decimalText = (value: string) => value.trim().replace(',', '.');

/** The first validation message of a core schema's failure (its message is an i18n key). */
function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  if (result.success) return null;
  const key = result.error?.issues[0]?.message ?? 'invoices.validation.required';
  return i18n.t(key as never);
}

export interface InvoiceFormDialogProps extends SaveDialogProps<[invoice: InvoiceDetail, message: string]> {
  /** A draft to change; without it a new invoice is made. */
  invoice?: InvoiceDetail;
  /** Opens on 'from an order' with this order chosen ('Facturer' in the order detail). */
  orderId?: string;
}

/**
 * A draft outgoing invoice: from an order's lines still to invoice (with quantities), from an
 * accepted quote, or blank for a client with free lines; or a draft's changes. The server gives
 * the number at issue and computes every figure again.
 */
export function InvoiceFormDialog({ invoice, orderId, onClose, onSaved }: InvoiceFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const editing = invoice !== undefined;
  const create = useCreateInvoice();
  const update = useUpdateInvoice(invoice?.id ?? '');
  const defaults = useCompanyDefaults();
  const defaultRate = defaults.data?.vatRate ?? DEFAULT_INVOICE_TAX_RATE;
  const [source, setSource] = useState<Source>(editing ? 'blank' : orderId ? 'order' : 'blank');
  const [chosenOrder, setChosenOrder] = useState<string>(orderId ?? '');
  const [orderQ, setOrderQ] = useState('');
  const [chosenQuote, setChosenQuote] = useState('');
  const [quoteQ, setQuoteQ] = useState('');
  const [client, setClient] = useState<ClientRef | null>(
    invoice?.clientId
      ? {
          id: invoice.clientId,
          name: invoice.party.name,
          email: invoice.party.email,
          phone: null,
          address: invoice.party.address,
          companyId: invoice.companyId ?? '',
          companyName: '',
        }
      : null,
  );
  const [lines, setLines] = useState<Line[]>(
    invoice
      ? invoice.lines.map((l) =>
          newLine({
            orderItemId: l.orderItemId,
            productId: l.productId,
            description: l.description,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            discount: l.discount,
            taxRate: l.taxRate,
          }),
        )
      : [newLine()],
  );
  const [orderQuantities, setOrderQuantities] = useState<Record<string, string>>({});
  const [currency, setCurrency] = useState(invoice?.currency ?? 'EUR');
  const [serviceDate, setServiceDate] = useState(invoice?.serviceDate ?? '');
  const [dueDate, setDueDate] = useState(invoice?.dueDate ?? '');
  const [paymentTerms, setPaymentTerms] = useState(invoice?.paymentTerms ?? '');
  const [vatExemption, setVatExemption] = useState<VatExemption | ''>(invoice?.vatExemption ?? '');
  const [notes, setNotes] = useState(invoice?.notes ?? '');
  const [deliveryAddress, setDeliveryAddress] = useState(invoice?.deliveryAddress ?? '');
  const [operationNature, setOperationNature] = useState<OperationNature | ''>(
    invoice?.operationNature ?? '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const orders = useInvoiceableOrders(orderQ.trim(), !editing && source === 'order');
  const invoicing = useOrderInvoicing(chosenOrder || null, !editing && source === 'order');
  const quotes = useAcceptedQuotes(quoteQ.trim(), !editing && source === 'quote');
  const remainingLines = (invoicing.data?.lines ?? []).filter((l) => Number(l.remaining) > 0);
  const quantityOf = (orderItemId: string, remaining: string) => orderQuantities[orderItemId] ?? remaining;

  const freeLines = source === 'blank' || editing;
  const totals = (() => {
    try {
      if (source === 'order' && !editing) {
        // Each order line at its own discount and rate; the part that takes the rest of a line
        // comes to what is left of it, as the server computes it (line-amounts.ts partNet).
        return documentAmounts(
          remainingLines
            .map((l) => {
              const quantity = decimalText(quantityOf(l.orderItemId, l.remaining));
              const part = { quantity, unitPrice: l.unitPrice, discount: l.discount };
              const net = partNet(
                part,
                { ...part, quantity: l.ordered, net: l.net },
                {
                  quantity: l.invoiced,
                  net: l.invoicedNet,
                },
              );
              return { ...part, taxRate: l.taxRate, net };
            })
            .filter((l) => Number(l.quantity) > 0),
        );
      }
      if (freeLines) {
        return documentAmounts(
          lines.map((l) => ({
            quantity: decimalText(l.quantity) || '0',
            unitPrice: decimalText(l.unitPrice) || '0',
            discount: decimalText(l.discount) || '0',
            taxRate: decimalText(l.taxRate) || '0',
          })),
        );
      }
    } catch {
      return null;
    }
    return null;
  })();
  const shownCurrency = source === 'order' && invoicing.data ? invoicing.data.currency : currency;

  const common = {
    serviceDate: serviceDate || null,
    dueDate: dueDate || null,
    paymentTerms: paymentTerms.trim() || null,
    vatExemption: vatExemption || null,
    notes: notes.trim() || null,
    deliveryAddress: deliveryAddress.trim() || null,
    operationNature: operationNature || null,
  };
  // What the server derives when no nature is chosen, when the lines are known here (free lines).
  const derivedNature = freeLines ? operationNatureOf(lines) : null;
  const items = () =>
    lines.map((l) => ({
      orderItemId: l.orderItemId,
      productId: l.productId,
      description: l.description,
      quantity: decimalText(l.quantity),
      unitPrice: decimalText(l.unitPrice),
      discount: decimalText(l.discount) || '0',
      taxRate: decimalText(l.taxRate),
    }));

  const body = (): CreateInvoiceInput | InvoicePatchInput | string => {
    if (editing) {
      const patch: InvoicePatchInput = { ...common, currency: currency as never, items: items() };
      if (client) patch.clientId = client.id;
      return firstIssue(invoicePatch.safeParse(patch)) ?? patch;
    }
    let create: CreateInvoiceInput;
    if (source === 'order') {
      if (!chosenOrder) return t('invoices.ui.form.chooseOrder');
      const orderLines = remainingLines
        .map((l) => ({
          orderItemId: l.orderItemId,
          quantity: decimalText(quantityOf(l.orderItemId, l.remaining)),
        }))
        .filter((l) => l.quantity !== '' && Number(l.quantity) > 0);
      if (orderLines.length === 0) return t('invoices.validation.itemsRequired');
      create = { orderId: chosenOrder, orderLines, ...common };
    } else if (source === 'quote') {
      if (!chosenQuote) return t('invoices.ui.form.chooseQuote');
      create = { quoteId: chosenQuote, ...common };
    } else {
      if (!client) return t('invoices.validation.clientRequired');
      create = { clientId: client.id, currency: currency as never, items: items(), ...common };
      if (lines.length === 0) return t('invoices.validation.itemsRequired');
    }
    return firstIssue(createInvoiceBody.safeParse(create)) ?? create;
  };

  const onSubmit = async () => {
    setProblem(null);
    const payload = body();
    if (typeof payload === 'string') {
      setProblem(payload);
      return;
    }
    setBusy(true);
    try {
      const answer = editing
        ? await update.mutateAsync(payload as InvoicePatchInput)
        : await create.mutateAsync(payload as CreateInvoiceInput);
      onSaved(answer.invoice, answer.message);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'invoices.ui.failures.save'));
    } finally {
      setBusy(false);
    }
  };

  const setLine = (key: string, patch: Partial<Line>) =>
    setLines((old) => old.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const pickProduct = (product: Product) =>
    setLines((old) => [
      ...old.filter((l) => l.description.trim() !== '' || l.unitPrice.trim() !== ''),
      newLine({
        productId: product.id,
        description: product.name,
        unitPrice: product.price.amount,
        taxRate: defaultRate,
      }),
    ]);

  return (
    <FormDialog
      title={editing ? t('invoices.ui.form.editTitle') : t('invoices.ui.form.newTitle')}
      description={editing ? t('invoices.ui.form.editDescription') : t('invoices.ui.form.newDescription')}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      submitting={busy}
      labels={{
        cancel: t('invoices.ui.actions.cancel'),
        submit: editing ? t('invoices.ui.form.save') : t('invoices.ui.form.create'),
      }}
      alerts={[problem]}
      size="xl"
    >
      {editing ? null : (
        <RadioChoice
          legend={t('invoices.ui.form.source')}
          value={source}
          onChange={setSource}
          options={(['order', 'quote', 'blank'] as const).map((value) => ({
            value,
            label: t(`invoices.ui.form.sources.${value}`),
          }))}
          className="flex flex-wrap gap-4"
          legendClassName="mb-2 text-sm font-medium"
          labelClassName="flex items-center gap-2 text-sm"
        />
      )}

      {!editing && source === 'order' ? (
        <div className="space-y-3">
          {orderId ? null : (
            <DocumentChooser
              kind="order"
              q={orderQ}
              onSearch={setOrderQ}
              value={chosenOrder}
              onChange={(value) => {
                setChosenOrder(value);
                setOrderQuantities({});
              }}
              documents={orders.data ?? []}
              reference={(o) => o.reference}
            />
          )}
          {chosenOrder && invoicing.data ? (
            remainingLines.length === 0 ? (
              <p className="text-muted-foreground text-sm" role="status">
                {t('invoices.errors.orderFullyInvoiced')}
              </p>
            ) : (
              <OrderLinesToInvoice
                lines={remainingLines}
                currency={invoicing.data.currency}
                quantityOf={(l) => quantityOf(l.orderItemId, l.remaining)}
                onQuantity={(l, quantity) =>
                  setOrderQuantities((old) => ({ ...old, [l.orderItemId]: quantity }))
                }
              />
            )
          ) : null}
        </div>
      ) : null}

      {!editing && source === 'quote' ? (
        <DocumentChooser
          kind="quote"
          q={quoteQ}
          onSearch={setQuoteQ}
          value={chosenQuote}
          onChange={setChosenQuote}
          documents={quotes.data?.items ?? []}
          reference={(q) => q.number}
        />
      ) : null}

      {freeLines ? (
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <ClientPicker
              ns="orders"
              id={`${id}-client`}
              label={`${t('invoices.ui.form.client')} *`}
              value={client}
              onChange={setClient}
            />
            <LabelledSelect
              label={t('invoices.ui.fields.currency')}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
              options={CURRENCY_CODES}
            />
          </div>
          <FreeLinesEditor
            lines={lines}
            lineTotals={totals?.lines}
            currency={currency}
            onChange={setLine}
            onRemove={(key) => setLines((old) => old.filter((l) => l.key !== key))}
            onAdd={() => setLines((old) => [...old, newLine({ taxRate: defaultRate })])}
            onPick={pickProduct}
          />
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledInput
          label={t('invoices.ui.fields.serviceDate')}
          type="date"
          value={serviceDate}
          onChange={(e) => setServiceDate(e.target.value)}
        />
        <LabelledInput
          label={t('invoices.ui.fields.dueDate')}
          hint={t('invoices.ui.form.dueHint')}
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
        />
        <LabelledSelect
          label={t('invoices.ui.fields.vatExemption')}
          value={vatExemption}
          onChange={(e) => setVatExemption(e.target.value as VatExemption | '')}
          placeholder={t('invoices.ui.form.noExemption')}
          options={VAT_EXEMPTIONS.map((v) => ({ value: v, label: t(`invoices.vatExemption.${v}`) }))}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledTextarea
          label={t('invoices.ui.fields.deliveryAddress')}
          className="sm:col-span-2"
          rows={2}
          value={deliveryAddress}
          onChange={(e) => setDeliveryAddress(e.target.value)}
        />
        <LabelledSelect
          label={t('invoices.ui.fields.operationNature')}
          value={operationNature}
          onChange={(e) => setOperationNature(e.target.value as OperationNature | '')}
          placeholder={
            derivedNature
              ? t('invoices.ui.fields.operationNatureAuto', {
                  value: t(`invoices.operationNature.${derivedNature}`),
                })
              : t('invoices.ui.fields.operationNatureLines')
          }
          options={OPERATION_NATURES.map((v) => ({ value: v, label: t(`invoices.operationNature.${v}`) }))}
        />
      </div>
      <LabelledInput
        label={t('invoices.ui.fields.paymentTerms')}
        hint={t('invoices.ui.form.termsHint')}
        value={paymentTerms}
        onChange={(e) => setPaymentTerms(e.target.value)}
      />
      <LabelledTextarea
        label={t('invoices.ui.fields.notes')}
        rows={2}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      {totals && (source !== 'quote' || editing) ? (
        <DocumentTotals
          label={t('invoices.ui.totals.label')}
          figures={totals}
          money={(amount) => formatPrice({ amount, currency: shownCurrency })}
        />
      ) : null}
    </FormDialog>
  );
}
