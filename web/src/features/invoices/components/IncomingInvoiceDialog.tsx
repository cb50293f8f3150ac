import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, RotateCcw } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import type { ExtractedField, ExtractionJob, InvoiceExtraction } from '@comptoir/core/modules/extraction';
import {
  DEFAULT_INVOICE_TAX_RATE,
  incomingInvoiceBody,
  type IncomingInvoiceInput,
  type InvoiceDetail,
} from '@comptoir/core/modules/invoices';
import { ConfidenceChip } from '@/components/extraction/ConfidenceChip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExtractedFieldRow, SourceView } from '@/components/extraction/ExtractedField';
import { AiExtraction } from '@/components/extraction/ExtractionDialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldControl } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, type OnMessage } from '@/lib/api';
import { formatFileSize, formatPrice } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { errorMessage, useCreateIncoming, useIncomingSuggestions, useRejectIncoming } from '../api';
import { ConformancePanel, fatalRuleIds } from './ConformancePanel';

/** A supplier invoice: PDF, image, spreadsheet or an e-invoice (CII / UBL XML). */
export const INCOMING_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.xlsx', '.xls', '.xml'] as const;

export interface IncomingInvoiceDialogProps {
  onClose: () => void;
  onMessage: OnMessage;
  /** The incoming invoice made by 'Valider' (the page opens it). */
  onCreated: (invoice: InvoiceDetail) => void;
}

/**
 * The AI invoice processing panel (spec 001 §2 and §4): a supplier's file is chosen, 'Lancer
 * l'analyse' sends it to the extraction engine; in progress (with its progress), then completed
 * with the confidence or in error. Every value is editable with its confidence colour and where it
 * was found; possible duplicates warn; 'Valider' records the incoming invoice, 'Rejeter' discards
 * the analysis with a reason, 'Voir les détails' shows how the document was read.
 */
export function IncomingInvoiceDialog({ onClose, onMessage, onCreated }: IncomingInvoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <AiExtraction
      ns="invoices.ui.ai"
      kind="invoice"
      accept={INCOMING_EXTENSIONS}
      failedKey="invoices.ui.ai.uploadFailed"
      confirm
      cancelLabel={t('invoices.ui.actions.cancel')}
      onClose={onClose}
    >
      {(result, job, restart) => (
        <ExtractedInvoiceForm
          job={job}
          result={result}
          onRestart={restart}
          onDone={(kind, text, invoice) => {
            onMessage(kind, text);
            onClose();
            if (invoice) onCreated(invoice);
          }}
        />
      )}
    </AiExtraction>
  );
}

interface Values {
  supplierName: string;
  supplierVatNumber: string;
  iban: string;
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  totalWithoutTax: string;
  taxAmount: string;
  totalWithTax: string;
  paymentTerms: string;
  orderReference: string;
}
type FieldName = keyof Values;
/** The fields the extraction reads (the others are typed by the user). */
type ReadField = Exclude<FieldName, 'paymentTerms' | 'orderReference'>;

/** The fields the user types, after the extracted ones: each with its label. */
const TYPED = [
  ['paymentTerms', 'invoices.ui.fields.paymentTerms'],
  ['orderReference', 'invoices.ui.detail.orderReference'],
] as const satisfies readonly (readonly [Exclude<FieldName, ReadField>, string])[];

interface LineValues {
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

/** The extracted fields shown with their confidence, and where each comes from in the result. */
const EXTRACTED: readonly (readonly [ReadField, keyof InvoiceExtraction])[] = [
  ['supplierName', 'sellerName'],
  ['supplierVatNumber', 'sellerVatId'],
  ['number', 'invoiceNumber'],
  ['issueDate', 'issueDate'],
  ['dueDate', 'dueDate'],
  ['currency', 'currency'],
  ['totalWithoutTax', 'totalWithoutTax'],
  ['taxAmount', 'taxAmount'],
  ['totalWithTax', 'totalWithTax'],
  ['iban', 'iban'],
];

const v = (field: ExtractedField) => field.value ?? '';
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

const TAX_RATES = ['0', '2.1', '5.5', '10', '20'];

/** The tax rate of a line as read, else from the amounts when they tell: base × rate = tax. */
function initialValues(result: InvoiceExtraction): { values: Values; lines: LineValues[] } {
  const currency = v(result.currency).toUpperCase();
  const subtotal = Number(v(result.totalWithoutTax));
  const tax = Number(v(result.taxAmount));
  const rate =
    subtotal > 0 && Number.isFinite(tax)
      ? String(Math.round((tax / subtotal) * 1000) / 10).replace(/\.0$/, '')
      : DEFAULT_INVOICE_TAX_RATE;
  return {
    values: {
      supplierName: v(result.sellerName),
      supplierVatNumber: v(result.sellerVatId),
      iban: v(result.iban),
      number: v(result.invoiceNumber),
      issueDate: day(v(result.issueDate)),
      dueDate: day(v(result.dueDate)),
      currency: (CURRENCY_CODES as readonly string[]).includes(currency) ? currency : 'EUR',
      totalWithoutTax: v(result.totalWithoutTax),
      taxAmount: v(result.taxAmount),
      totalWithTax: v(result.totalWithTax),
      paymentTerms: result.paymentTerms ? v(result.paymentTerms) : '',
      orderReference: result.orderReference ? v(result.orderReference) : '',
    },
    lines: result.lines.map((line) => {
      const read = line.vatRate ? v(line.vatRate) : '';
      return {
        description: v(line.description),
        quantity: v(line.quantity) || '1',
        unitPrice: v(line.unitPrice) || v(line.total),
        taxRate: TAX_RATES.includes(read) ? read : TAX_RATES.includes(rate) ? rate : DEFAULT_INVOICE_TAX_RATE,
      };
    }),
  };
}

function ExtractedInvoiceForm({
  job,
  result,
  onRestart,
  onDone,
}: {
  job: ExtractionJob;
  result: InvoiceExtraction;
  onRestart: () => void;
  onDone: (kind: 'success' | 'error', text: string, invoice?: InvoiceDetail) => void;
}) {
  const { t, i18n: instance } = useTranslation();
  const id = useId();
  const initial = initialValues(result);
  const [values, setValues] = useState<Values>(initial.values);
  const [lines, setLines] = useState<LineValues[]>(initial.lines);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [details, setDetails] = useState(false);
  const [linkOrder, setLinkOrder] = useState(true);
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
  const [askConformance, setAskConformance] = useState(false);
  const conformance = result.conformance;
  const nonConformant = conformance?.checked === true && !conformance.valid;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const suggestions = useIncomingSuggestions(job.id);
  const create = useCreateIncoming();
  const reject = useRejectIncoming();
  const duplicates = suggestions.data?.duplicates ?? [];
  const suggested = suggestions.data;

  const set = (name: FieldName, value: string) => setValues((old) => ({ ...old, [name]: value }));

  const validate = async (confirmedNonConformant = false) => {
    setServerError(null);
    const input: IncomingInvoiceInput = {
      extractionJobId: job.id,
      supplierId: suggested?.supplier?.id ?? null,
      supplierName: values.supplierName,
      supplierVatNumber: values.supplierVatNumber,
      iban: values.iban,
      number: values.number,
      issueDate: values.issueDate,
      dueDate: values.dueDate || null,
      currency: values.currency as never,
      totalWithoutTax: values.totalWithoutTax.replace(/\s/g, ''),
      taxAmount: values.taxAmount.replace(/\s/g, ''),
      totalWithTax: values.totalWithTax.replace(/\s/g, ''),
      lines: lines
        .filter((l) => l.description.trim() !== '')
        .map((l) => ({ ...l, unitPrice: l.unitPrice.replace(/\s/g, '') })),
      paymentTerms: values.paymentTerms,
      orderReference: values.orderReference || suggested?.order?.reference || null,
      orderId: linkOrder ? (suggested?.order?.id ?? null) : null,
      quotationId: linkOrder ? (suggested?.quotation?.id ?? null) : null,
      confirmDuplicate,
      confirmNonConformant: confirmedNonConformant,
    };
    const parsed = incomingInvoiceBody.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        if (name in values && !found[name]) found[name] = i18n.t(issue.message as never);
      }
      setErrors(found);
      if (Object.keys(found).length === 0)
        setServerError(i18n.t((parsed.error.issues[0]?.message ?? 'invoices.validation.required') as never));
      return;
    }
    setErrors({});
    if (duplicates.length > 0 && !confirmDuplicate) {
      setServerError(t('invoices.ui.ai.confirmDuplicateFirst'));
      return;
    }
    if (nonConformant && !confirmedNonConformant) {
      setAskConformance(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await create.mutateAsync(input);
      onDone('success', answer.message, answer.invoice);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const found: Partial<Record<FieldName, string>> = {};
        for (const [path, text] of Object.entries(error.fields)) {
          if (path in values) found[path as FieldName] = text;
        }
        setErrors(found);
      }
      setServerError(errorMessage(error, 'invoices.ui.failures.save'));
    } finally {
      setBusy(false);
    }
  };

  const doReject = async () => {
    if (!reason.trim()) {
      setServerError(t('invoices.validation.reason'));
      return;
    }
    setBusy(true);
    try {
      const answer = await reject.mutateAsync({ extractionJobId: job.id, reason });
      onDone('success', answer.message);
    } catch (error) {
      setServerError(errorMessage(error, 'invoices.ui.failures.action'));
    } finally {
      setBusy(false);
    }
  };

  const row = ([name, key]: readonly [ReadField, keyof InvoiceExtraction]) => {
    const { fieldId, error, aria } = fieldControl(`${id}-${name}`, errors[name]);
    const required = [
      'supplierName',
      'number',
      'issueDate',
      'totalWithoutTax',
      'taxAmount',
      'totalWithTax',
    ].includes(name);
    const label = `${t(`invoices.ui.ai.fields.${name}`)}${required ? ' *' : ''}`;
    const input =
      name === 'currency' ? (
        <Select {...aria} value={values.currency} onChange={(e) => set('currency', e.target.value)}>
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          {...aria}
          type={name === 'issueDate' || name === 'dueDate' ? 'date' : 'text'}
          inputMode={['totalWithoutTax', 'taxAmount', 'totalWithTax'].includes(name) ? 'decimal' : undefined}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      );
    return (
      <ExtractedFieldRow
        key={name}
        id={fieldId}
        label={label}
        error={error}
        extracted={result[key] as ExtractedField}
      >
        {input}
      </ExtractedFieldRow>
    );
  };

  const DetailsIcon = details ? EyeOff : Eye;
  return (
    <div className="space-y-5">
      <Alert variant="info" title={t('invoices.ui.ai.completed', { file: job.fileName })}>
        <span className="inline-flex flex-wrap items-center gap-2">
          {t('invoices.ui.ai.overall')}
          <ConfidenceChip confidence={result.confidence} />
          {job.method ? t('invoices.ui.ai.method', { method: t(`extraction.methods.${job.method}`) }) : null}
        </span>
        <span className="text-muted-foreground block text-xs">{t('invoices.ui.ai.review')}</span>
      </Alert>
      {conformance ? <ConformancePanel conformance={conformance} /> : null}

      {duplicates.length > 0 ? (
        <Alert variant="warning" title={t('invoices.ui.ai.duplicateTitle')}>
          <ul className="list-disc pl-5">
            {duplicates.map((d) => (
              <li key={`${d.id}-${d.reason}`}>{d.message}</li>
            ))}
          </ul>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={confirmDuplicate}
              onChange={(e) => setConfirmDuplicate(e.target.checked)}
            />
            {t('invoices.ui.ai.confirmDuplicate')}
          </label>
        </Alert>
      ) : null}
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}

      {suggested && (suggested.supplier || suggested.order || suggested.quotation) ? (
        <div className="bg-muted/40 space-y-1 rounded-lg border p-3 text-sm" role="note">
          {suggested.supplier ? (
            <p>
              {t('invoices.ui.ai.supplierMatched', {
                name: suggested.supplier.name,
                by: t(`invoices.ui.ai.matchedBy.${suggested.supplier.matchedBy}`),
              })}
            </p>
          ) : (
            <p>{t('invoices.ui.ai.supplierNew')}</p>
          )}
          {suggested.order || suggested.quotation ? (
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={linkOrder} onChange={(e) => setLinkOrder(e.target.checked)} />
              {suggested.order
                ? t('invoices.ui.ai.orderSuggested', {
                    reference: suggested.order.reference,
                    total: formatPrice(suggested.order.totalAmount),
                  })
                : t('invoices.ui.ai.quotationSuggested', {
                    number: suggested.quotation!.quotationNumber,
                    supplier: suggested.quotation!.supplierName,
                    total: formatPrice(suggested.quotation!.totalPrice),
                  })}
            </label>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        {EXTRACTED.map(row)}
        {TYPED.map(([name, label]) => (
          <FormField key={name} id={`${id}-${name}`} label={t(label)}>
            <Input id={`${id}-${name}`} value={values[name]} onChange={(e) => set(name, e.target.value)} />
          </FormField>
        ))}
      </div>

      <section aria-labelledby={`${id}-lines`} className="space-y-2">
        <h3 id={`${id}-lines`} className="font-semibold">
          {t('invoices.ui.detail.items')}
        </h3>
        {lines.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('invoices.ui.ai.noLines')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  {(['description', 'quantity', 'unitPrice', 'taxRate'] as const).map((c) => (
                    <th key={c} scope="col" className="px-2 py-1.5 font-medium">
                      {t(`invoices.ui.lines.${c}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t('invoices.ui.ai.confidence')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const source = result.lines[index];
                  const confidence = source
                    ? Math.min(
                        ...[source.description, source.quantity, source.unitPrice, source.total]
                          .filter((f) => f.value !== null)
                          .map((f) => f.confidence),
                        1,
                      )
                    : null;
                  const cell = (key: keyof LineValues) => (
                    <td className="px-2 py-1.5">
                      <Input
                        className="h-8"
                        aria-label={t('invoices.ui.form.lineField', {
                          n: index + 1,
                          field: t(`invoices.ui.lines.${key}`),
                        })}
                        value={line[key]}
                        onChange={(e) =>
                          setLines((old) =>
                            old.map((l, i) => (i === index ? { ...l, [key]: e.target.value } : l)),
                          )
                        }
                      />
                    </td>
                  );
                  return (
                    <tr key={index} className="border-t">
                      {cell('description')}
                      {cell('quantity')}
                      {cell('unitPrice')}
                      {cell('taxRate')}
                      <td className="px-2 py-1.5">
                        {confidence !== null ? <ConfidenceChip confidence={confidence} /> : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {details ? (
        <section aria-labelledby={`${id}-details`} className="space-y-2 rounded-lg border p-3 text-sm">
          <h3 id={`${id}-details`} className="font-semibold">
            {t('invoices.ui.ai.detailsTitle')}
          </h3>
          <dl className="grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground text-xs">{t('invoices.ui.ai.file')}</dt>
              <dd>
                {job.fileName} · {t(`extraction.fileTypes.${job.fileType}`)} ·{' '}
                {formatFileSize(job.size, instance.language)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">{t('invoices.ui.ai.time')}</dt>
              <dd>
                {job.processingTimeMs === null
                  ? '—'
                  : t('invoices.ui.ai.seconds', {
                      seconds: new Intl.NumberFormat(instance.language === 'fr' ? 'fr-FR' : 'en-GB', {
                        maximumFractionDigits: 1,
                      }).format(job.processingTimeMs / 1000),
                    })}
              </dd>
            </div>
            {(['buyerName', 'buyerVatId'] as const).map((key) => (
              <div key={key}>
                <dt className="text-muted-foreground flex items-center gap-2 text-xs">
                  {t(`invoices.ui.ai.fields.${key}`)}
                  <ConfidenceChip confidence={result[key].confidence} />
                </dt>
                <dd>{result[key].value ?? '—'}</dd>
                <SourceView source={result[key].source} />
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {rejecting ? (
        <div className="space-y-2 rounded-lg border p-3">
          <FormField id={`${id}-reason`} label={`${t('invoices.ui.ai.rejectReason')} *`}>
            <Textarea
              id={`${id}-reason`}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setRejecting(false)}>
              {t('invoices.ui.actions.cancel')}
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => void doReject()}>
              {t('invoices.ui.ai.confirmReject')}
            </Button>
          </div>
        </div>
      ) : null}

      <DialogFooter>
        <Button variant="ghost" className="sm:mr-auto" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('invoices.ui.ai.otherFile')}
        </Button>
        <Button variant="outline" onClick={() => setDetails((d) => !d)} aria-expanded={details}>
          <DetailsIcon aria-hidden="true" className="size-4" />
          {t('invoices.ui.ai.details')}
        </Button>
        <Button
          variant="outline"
          className="text-destructive"
          onClick={() => setRejecting(true)}
          disabled={rejecting}
        >
          {t('invoices.ui.ai.reject')}
        </Button>
        <Button disabled={busy} onClick={() => void validate()}>
          {t('invoices.ui.ai.validate')}
        </Button>
      </DialogFooter>
      {conformance && nonConformant ? (
        <ConfirmDialog
          open={askConformance}
          onOpenChange={setAskConformance}
          texts="invoices.ui.ai.nonConformant"
          values={{
            rules:
              fatalRuleIds(conformance).slice(0, 5).join(', ') ||
              t('invoices.ui.ai.conformance.schemaErrors'),
          }}
          destructive
          onConfirm={() => validate(true)}
        />
      ) : null}
    </div>
  );
}
