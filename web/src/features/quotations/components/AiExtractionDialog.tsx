import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import type { ExtractedField, ExtractionJob, QuotationExtraction } from '@comptoir/core/modules/extraction';
import { QUOTATION_CURRENCIES } from '@comptoir/core/modules/quotations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldErrorText, describedBy, fieldControl, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type OnMessage } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { ConfidenceChip } from '@/components/extraction/ConfidenceChip';
import { ExtractedFieldRow } from '@/components/extraction/ExtractedField';
import { AiExtraction } from '@/components/extraction/ExtractionDialog';
import { useSaveQuotation } from '../api';
import { useRestoreFocus } from '../use-restore-focus';
import { useQuotationForm } from '../use-quotation-form';
import {
  FORM_FIELDS,
  emptyValues,
  isQuotationCurrency,
  toBody,
  type FormField as Field,
  type QuotationFormValues,
} from '../form';
import { guessRequestedProduct, lineFromExtraction } from '../lines';
import { QuotationLinesEditor, type EditedLine, type LinesForm } from './QuotationLinesEditor';
import { SupplierCombobox } from './SupplierCombobox';
import { FormActions } from '@/components/form/FormDialog';

/** spec §5 'AI dialog accepts only .pdf, .xlsx, .xls'; issue 7 adds images (scans, photos). */
export const AI_EXTENSIONS = ['.pdf', '.xlsx', '.xls', '.png', '.jpg', '.jpeg'] as const;

interface Info {
  warranty: string;
  certifications: string;
  origin: string;
  leadTime: string;
  minimumOrder: string;
}
type ExtractedValues = Omit<QuotationFormValues, 'lines'> & { lines: EditedLine[]; info: Info };

const INFO_FIELDS = ['warranty', 'certifications', 'origin', 'leadTime', 'minimumOrder'] as const;
/** The form's fields the extraction does not read: the others show with their confidence. */
const NOT_READ = ['quantity', 'rating', 'notes'] as const;
type ReadField = Exclude<Field, (typeof NOT_READ)[number]>;
/** The extracted fields shown with their confidence, in the order of the form. */
const EXTRACTED_FIELDS = FORM_FIELDS.filter(
  (field): field is ReadField => !(NOT_READ as readonly string[]).includes(field),
) satisfies readonly (keyof QuotationExtraction)[];

const v = (field: ExtractedField) => field.value ?? '';

/** The lowest confidence among the values an extracted line has (null when it has none). */
function lineConfidence(line: QuotationExtraction['products'][number]): number | null {
  const found = [line.name, line.quantity, line.unitPrice, line.totalPrice].filter((f) => f.value !== null);
  return found.length > 0 ? Math.min(...found.map((f) => f.confidence)) : null;
}

function initialValues(
  result: QuotationExtraction,
  requestedProductId: string,
  requestedProducts: readonly { id: string; name: string }[],
): ExtractedValues {
  const currency = v(result.currency).toUpperCase();
  return {
    ...emptyValues(),
    supplierName: v(result.supplierName),
    contactPerson: v(result.contactPerson),
    email: v(result.email),
    phone: v(result.phone),
    quotationNumber: v(result.quotationNumber),
    totalPrice: v(result.totalPrice),
    currency: isQuotationCurrency(currency) ? currency : currency === '' ? 'EUR' : '',
    quantity: result.products[0] ? v(result.products[0].quantity) : '',
    validUntil: /^\d{4}-\d{2}-\d{2}$/.test(v(result.validUntil)) ? v(result.validUntil) : '',
    deliveryTime: v(result.deliveryTime),
    paymentTerms: v(result.paymentTerms),
    lines: result.products.map((line) => {
      const values = lineFromExtraction(line, '');
      return {
        ...values,
        requestedProductId: guessRequestedProduct(
          values.name,
          result.products.length,
          requestedProductId,
          requestedProducts,
        ),
        confidence: lineConfidence(line),
      };
    }),
    info: {
      warranty: v(result.additionalInfo.warranty),
      certifications: result.additionalInfo.certifications.value.join(', '),
      origin: v(result.additionalInfo.origin),
      leadTime: v(result.additionalInfo.leadTime),
      minimumOrder: v(result.additionalInfo.minimumOrder),
    },
  };
}

/** The notes saved with the quotation: what was typed, then the extra information (the lines are saved as lines). */
function composeNotes(values: ExtractedValues): string {
  const t = i18n.t.bind(i18n);
  const parts: string[] = [];
  if (values.notes.trim()) parts.push(values.notes.trim());
  const info = INFO_FIELDS.filter((key) => values.info[key].trim() !== '').map(
    (key) => `${t(`quotations.ui.ai.info.${key}`)} : ${values.info[key].trim()}`,
  );
  if (info.length > 0) parts.push(info.join('\n'));
  return parts.join('\n\n');
}

export interface AiExtractionDialogProps {
  requestedProductId: string;
  demandeId: string;
  /** The request's products a line may be linked to (this one first). */
  requestedProducts: readonly { id: string; name: string }[];
  onClose: () => void;
  onMessage: OnMessage;
}

/**
 * 'Analyse IA': a supplier's quotation file (PDF, Excel, image) is read by the server; progress
 * while it works, then every value it found, editable, with its confidence and where it was
 * found; 'Enregistrer' creates the quotation (the file becomes one of its documents).
 */
export function AiExtractionDialog({ onClose, onMessage, ...product }: AiExtractionDialogProps) {
  const { t } = useTranslation();
  useRestoreFocus();
  return (
    <AiExtraction
      ns="quotations.ui.ai"
      kind="quotation"
      accept={AI_EXTENSIONS}
      failedKey="quotations.ui.errors.upload"
      cancelLabel={t('quotations.ui.cancel')}
      onClose={onClose}
    >
      {(result, job, restart) => (
        <ExtractedForm
          job={job}
          result={result}
          {...product}
          onCancel={onClose}
          onRestart={restart}
          onSaved={(text) => {
            onMessage('success', text);
            onClose();
          }}
        />
      )}
    </AiExtraction>
  );
}

interface ExtractedFormProps {
  job: ExtractionJob;
  result: QuotationExtraction;
  requestedProductId: string;
  demandeId: string;
  requestedProducts: readonly { id: string; name: string }[];
  onCancel: () => void;
  onRestart: () => void;
  onSaved: (message: string) => void;
}

/** The extracted values, each editable with its confidence; saving creates the quotation. */
function ExtractedForm({
  job,
  result,
  requestedProductId,
  demandeId,
  requestedProducts,
  onCancel,
  onRestart,
  onSaved,
}: ExtractedFormProps) {
  const { t, i18n: instance } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveQuotation(requestedProductId, demandeId);
  const { form, serverError, saved } = useQuotationForm<ExtractedValues>(
    requestedProductId,
    initialValues(result, requestedProductId, requestedProducts),
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const supplierId = useWatch({ control, name: 'supplierId' });
  const currency = useWatch({ control, name: 'currency' });

  const onSubmit = handleSubmit(async (values) => {
    const body = toBody({ ...values, notes: composeNotes(values) }, requestedProductId, job.id);
    if (await saved(() => save.mutateAsync({ body }))) onSaved(t('quotations.ui.success.created'));
  });

  const control_ = (name: Field) => fieldControl(`${id}-${name}`, fieldMessage(errors[name]));

  const row = (name: ReadField) => {
    const c = control_(name);
    const label =
      name === 'supplierName'
        ? `${t('quotations.ui.fields.supplierName')} *`
        : t(`quotations.ui.fields.${name}`);
    let input;
    if (name === 'supplierName') {
      input = (
        <Controller
          control={control}
          name="supplierName"
          render={({ field }) => (
            <SupplierCombobox
              {...c.aria}
              ref={field.ref}
              name={field.name}
              value={field.value}
              supplierId={supplierId}
              onChange={(value, chosen) => {
                field.onChange(value);
                setValue('supplierId', chosen);
              }}
            />
          )}
        />
      );
    } else if (name === 'currency') {
      input = (
        <Select {...c.aria} {...register('currency')}>
          <option value="">—</option>
          {QUOTATION_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      );
    } else {
      input = (
        <Input
          {...c.aria}
          {...register(name)}
          type={name === 'validUntil' ? 'date' : name === 'email' ? 'email' : 'text'}
          inputMode={name === 'totalPrice' ? 'decimal' : undefined}
        />
      );
    }
    return (
      <ExtractedFieldRow key={name} id={c.fieldId} label={label} error={c.error} extracted={result[name]}>
        {input}
      </ExtractedFieldRow>
    );
  };

  const quantity = control_('quantity');
  const notes = control_('notes');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Alert variant="info" title={t('quotations.ui.ai.completed', { file: job.fileName })}>
        <span className="inline-flex flex-wrap items-center gap-2">
          {t('quotations.ui.ai.overall')}
          <ConfidenceChip confidence={result.confidence} />
          {job.processingTimeMs !== null
            ? t('quotations.ui.ai.time', {
                seconds: new Intl.NumberFormat(instance.language === 'fr' ? 'fr-FR' : 'en-GB', {
                  maximumFractionDigits: 1,
                }).format(job.processingTimeMs / 1000),
              })
            : null}
        </span>
        <span className="text-muted-foreground block text-xs">{t('quotations.ui.ai.review')}</span>
      </Alert>
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}

      <div className="grid gap-4 sm:grid-cols-2">
        {EXTRACTED_FIELDS.map(row)}
        <div className="space-y-2">
          <label htmlFor={quantity.fieldId} className="text-sm leading-none font-medium">
            {t('quotations.ui.fields.quantity')}
          </label>
          <Input
            {...quantity.aria}
            aria-describedby={describedBy(quantity.fieldId, quantity.error, true)}
            {...register('quantity')}
            inputMode="decimal"
          />
          <p id={`${quantity.fieldId}-hint`} className="text-muted-foreground text-xs">
            {t('quotations.ui.ai.quantityHint')}
          </p>
          <FieldErrorText id={quantity.fieldId} error={quantity.error} />
        </div>
      </div>

      <QuotationLinesEditor
        form={form as unknown as UseFormReturn<LinesForm>}
        currency={currency}
        requestedProducts={requestedProducts}
        defaultRequestedProductId=""
        withConfidence
      />

      <section aria-labelledby={`${id}-info`} className="space-y-2">
        <h3 id={`${id}-info`} className="font-semibold">
          {t('quotations.ui.ai.additionalInfo')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {INFO_FIELDS.map((key) => {
            const extracted: ExtractedField =
              key === 'certifications'
                ? {
                    value: result.additionalInfo.certifications.value.join(', ') || null,
                    confidence: result.additionalInfo.certifications.confidence,
                    source: result.additionalInfo.certifications.source,
                  }
                : result.additionalInfo[key];
            const fieldId = `${id}-info-${key}`;
            return (
              <ExtractedFieldRow
                key={key}
                id={fieldId}
                label={t(`quotations.ui.ai.info.${key}`)}
                extracted={extracted}
              >
                <Input id={fieldId} {...register(`info.${key}`)} />
              </ExtractedFieldRow>
            );
          })}
        </div>
      </section>

      <div className="space-y-2">
        <label htmlFor={notes.fieldId} className="text-sm leading-none font-medium">
          {t('quotations.ui.fields.notes')}
        </label>
        <Textarea
          {...notes.aria}
          aria-describedby={describedBy(notes.fieldId, notes.error, true)}
          {...register('notes')}
          rows={2}
        />
        <p id={`${notes.fieldId}-hint`} className="text-muted-foreground text-xs">
          {t('quotations.ui.ai.notesHint')}
        </p>
      </div>

      <FormActions
        cancelLabel={t('quotations.ui.cancel')}
        onCancel={onCancel}
        busy={isSubmitting}
        submitLabel={t('quotations.ui.ai.save')}
      >
        <Button variant="ghost" className="sm:mr-auto" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('quotations.ui.ai.otherFile')}
        </Button>
      </FormActions>
    </form>
  );
}
