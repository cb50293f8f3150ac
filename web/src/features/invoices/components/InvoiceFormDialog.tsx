import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  DEFAULT_INVOICE_TAX_RATE,
  VAT_EXEMPTIONS,
  createInvoiceBody,
  invoicePatch,
  invoiceTotals,
  type CreateInvoiceInput,
  type InvoiceDetail,
  type InvoicePatchInput,
  type VatExemption,
} from '@comptoir/core/modules/invoices';
import type { ClientRef } from '@comptoir/core/modules/sales';
import type { Product } from '@comptoir/core/modules/products';
import { ProductPicker } from '@/components/catalogue/ProductPicker';
import { FormDialog } from '@/components/form/FormDialog';
import { ClientPicker } from '@/components/sales/ClientPicker';
import { TotalsSummary } from '@/components/sales/TotalsSummary';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
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

type Source = 'order' | 'quote' | 'blank';

interface Line {
  key: string;
  orderItemId: string | null;
  productId: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  taxRate: string;
}

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

export interface InvoiceFormDialogProps {
  /** A draft to change; without it a new invoice is made. */
  invoice?: InvoiceDetail;
  /** Opens on 'from an order' with this order chosen ('Facturer' in the order detail). */
  orderId?: string;
  onClose: () => void;
  onSaved: (invoice: InvoiceDetail, message: string) => void;
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
  const [taxRate, setTaxRate] = useState(DEFAULT_INVOICE_TAX_RATE);
  const [currency, setCurrency] = useState(invoice?.currency ?? 'EUR');
  const [serviceDate, setServiceDate] = useState(invoice?.serviceDate ?? '');
  const [dueDate, setDueDate] = useState(invoice?.dueDate ?? '');
  const [paymentTerms, setPaymentTerms] = useState(invoice?.paymentTerms ?? '');
  const [vatExemption, setVatExemption] = useState<VatExemption | ''>(invoice?.vatExemption ?? '');
  const [notes, setNotes] = useState(invoice?.notes ?? '');
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
        return invoiceTotals(
          remainingLines
            .map((l) => ({
              quantity: decimalText(quantityOf(l.orderItemId, l.remaining)),
              unitPrice: l.unitPrice,
              taxRate,
            }))
            .filter((l) => Number(l.quantity) > 0),
        );
      }
      if (freeLines) {
        return invoiceTotals(
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
  };
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
      create = { orderId: chosenOrder, orderLines, taxRate: decimalText(taxRate), ...common };
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
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-medium">{t('invoices.ui.form.source')}</legend>
          {(['order', 'quote', 'blank'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-source`}
                value={value}
                checked={source === value}
                onChange={() => setSource(value)}
              />
              {t(`invoices.ui.form.sources.${value}`)}
            </label>
          ))}
        </fieldset>
      )}

      {!editing && source === 'order' ? (
        <div className="space-y-3">
          {orderId ? null : (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id={`${id}-order-q`} label={t('invoices.ui.form.searchOrder')}>
                <Input
                  id={`${id}-order-q`}
                  type="search"
                  value={orderQ}
                  onChange={(event) => setOrderQ(event.target.value)}
                />
              </FormField>
              <FormField id={`${id}-order`} label={`${t('invoices.ui.form.order')} *`}>
                <Select
                  id={`${id}-order`}
                  value={chosenOrder}
                  onChange={(event) => {
                    setChosenOrder(event.target.value);
                    setOrderQuantities({});
                  }}
                >
                  <option value="">{t('invoices.ui.form.chooseOrder')}</option>
                  {(orders.data ?? []).map((o) => (
                    <option key={o.id} value={o.id}>
                      {`${o.reference} · ${o.client.name} · ${formatPrice(o.totalAmount)}`}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
          )}
          {chosenOrder && invoicing.data ? (
            remainingLines.length === 0 ? (
              <p className="text-muted-foreground text-sm" role="status">
                {t('invoices.errors.orderFullyInvoiced')}
              </p>
            ) : (
              <div className="overflow-x-auto rounded-lg border">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('invoices.ui.form.orderLines')}</caption>
                  <thead className="bg-muted/60 text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-left font-medium">
                        {t('invoices.ui.lines.description')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {t('invoices.ui.order.ordered')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {t('invoices.ui.order.invoiced')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {t('invoices.ui.form.toInvoice')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {t('invoices.ui.lines.unitPrice')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {remainingLines.map((l, index) => (
                      <tr key={l.orderItemId}>
                        <td className="px-3 py-2">{l.productName}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{l.ordered}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{l.invoiced}</td>
                        <td className="px-3 py-2 text-right">
                          <Input
                            className="ml-auto h-8 w-24 text-right"
                            inputMode="decimal"
                            aria-label={t('invoices.ui.form.quantityOf', {
                              n: index + 1,
                              name: l.productName,
                            })}
                            value={quantityOf(l.orderItemId, l.remaining)}
                            onChange={(event) =>
                              setOrderQuantities((old) => ({ ...old, [l.orderItemId]: event.target.value }))
                            }
                          />
                          <span className="text-muted-foreground text-xs">
                            {t('invoices.ui.form.remaining', { remaining: l.remaining })}
                          </span>
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {formatPrice({ amount: l.unitPrice, currency: invoicing.data.currency })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          ) : null}
          <FormField
            id={`${id}-tax`}
            label={t('invoices.ui.form.taxRate')}
            hint={t('invoices.ui.form.taxRateHint')}
          >
            <Input
              id={`${id}-tax`}
              className="w-28"
              inputMode="decimal"
              aria-describedby={`${id}-tax-hint`}
              value={taxRate}
              onChange={(event) => setTaxRate(event.target.value)}
            />
          </FormField>
        </div>
      ) : null}

      {!editing && source === 'quote' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-quote-q`} label={t('invoices.ui.form.searchQuote')}>
            <Input
              id={`${id}-quote-q`}
              type="search"
              value={quoteQ}
              onChange={(event) => setQuoteQ(event.target.value)}
            />
          </FormField>
          <FormField id={`${id}-quote`} label={`${t('invoices.ui.form.quote')} *`}>
            <Select
              id={`${id}-quote`}
              value={chosenQuote}
              onChange={(event) => setChosenQuote(event.target.value)}
            >
              <option value="">{t('invoices.ui.form.chooseQuote')}</option>
              {(quotes.data?.items ?? []).map((q) => (
                <option key={q.id} value={q.id}>
                  {`${q.number} · ${q.client.name} · ${formatPrice(q.totalAmount)}`}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
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
            <FormField id={`${id}-currency`} label={t('invoices.ui.fields.currency')}>
              <Select
                id={`${id}-currency`}
                value={currency}
                onChange={(event) => setCurrency(event.target.value)}
              >
                {CURRENCY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">{t('invoices.ui.detail.items')}</caption>
              <thead className="bg-muted/60 text-muted-foreground">
                <tr>
                  {(['description', 'quantity', 'unitPrice', 'discount', 'taxRate'] as const).map((c) => (
                    <th key={c} scope="col" className="px-2 py-2 text-left font-medium">
                      {t(`invoices.ui.lines.${c}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t('invoices.ui.lines.total')}
                  </th>
                  <th scope="col">
                    <span className="sr-only">{t('invoices.ui.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {lines.map((line, index) => {
                  const cell = (
                    name: 'description' | 'quantity' | 'unitPrice' | 'discount' | 'taxRate',
                    width: string,
                  ) => (
                    <td className="px-2 py-1.5">
                      <Input
                        className={`h-8 ${width}`}
                        inputMode={name === 'description' ? undefined : 'decimal'}
                        aria-label={t('invoices.ui.form.lineField', {
                          n: index + 1,
                          field: t(`invoices.ui.lines.${name}`),
                        })}
                        value={line[name]}
                        onChange={(event) => setLine(line.key, { [name]: event.target.value })}
                      />
                    </td>
                  );
                  return (
                    <tr key={line.key}>
                      {cell('description', 'min-w-[14rem]')}
                      {cell('quantity', 'w-20')}
                      {cell('unitPrice', 'w-28')}
                      {cell('discount', 'w-16')}
                      {cell('taxRate', 'w-16')}
                      <td className="px-2 py-1.5 text-right tabular-nums">
                        {totals?.lines[index] !== undefined
                          ? formatPrice({ amount: totals.lines[index]!, currency })
                          : '—'}
                      </td>
                      <td className="px-2 py-1.5 text-right">
                        {lines.length > 1 ? (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('invoices.ui.form.removeLine', { n: index + 1 })}
                            onClick={() => setLines((old) => old.filter((l) => l.key !== line.key))}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <Button variant="outline" onClick={() => setLines((old) => [...old, newLine()])}>
              <Plus aria-hidden="true" className="size-4" />
              {t('invoices.ui.form.addLine')}
            </Button>
            <ProductPicker
              className="min-w-[16rem] flex-1"
              label={t('invoices.ui.form.addProduct')}
              onSelect={pickProduct}
            />
          </div>
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-service`} label={t('invoices.ui.fields.serviceDate')}>
          <Input
            id={`${id}-service`}
            type="date"
            value={serviceDate}
            onChange={(e) => setServiceDate(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-due`}
          label={t('invoices.ui.fields.dueDate')}
          hint={t('invoices.ui.form.dueHint')}
        >
          <Input
            id={`${id}-due`}
            type="date"
            value={dueDate}
            aria-describedby={`${id}-due-hint`}
            onChange={(e) => setDueDate(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-exemption`} label={t('invoices.ui.fields.vatExemption')}>
          <Select
            id={`${id}-exemption`}
            value={vatExemption}
            onChange={(e) => setVatExemption(e.target.value as VatExemption | '')}
          >
            <option value="">{t('invoices.ui.form.noExemption')}</option>
            {VAT_EXEMPTIONS.map((v) => (
              <option key={v} value={v}>
                {t(`invoices.vatExemption.${v}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        id={`${id}-terms`}
        label={t('invoices.ui.fields.paymentTerms')}
        hint={t('invoices.ui.form.termsHint')}
      >
        <Input
          id={`${id}-terms`}
          value={paymentTerms}
          aria-describedby={`${id}-terms-hint`}
          onChange={(e) => setPaymentTerms(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-notes`} label={t('invoices.ui.fields.notes')}>
        <Textarea id={`${id}-notes`} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      {totals && (source !== 'quote' || editing) ? (
        <TotalsSummary
          label={t('invoices.ui.totals.label')}
          rows={[
            {
              key: 'subtotal',
              label: t('invoices.ui.totals.subtotal'),
              value: formatPrice({ amount: totals.subtotal, currency: shownCurrency }),
            },
            ...totals.vat.map((v) => ({
              key: `vat-${v.rate}`,
              label: t('invoices.ui.totals.vat', {
                rate: v.rate,
                base: formatPrice({ amount: v.base, currency: shownCurrency }),
              }),
              value: formatPrice({ amount: v.amount, currency: shownCurrency }),
            })),
            {
              key: 'total',
              label: t('invoices.ui.totals.total'),
              value: formatPrice({ amount: totals.totalAmount, currency: shownCurrency }),
              strong: true,
            },
          ]}
        />
      ) : null}
    </FormDialog>
  );
}
