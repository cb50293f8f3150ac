import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Paperclip, Upload, X } from 'lucide-react';
import {
  MAX_QUOTATION_DOCUMENT_BYTES,
  QUOTATION_CURRENCIES,
  type Quotation,
} from '@comptoir/core/modules/quotations';
import { Alert } from '@/components/ui/alert';
import { buttonClasses, IconButton } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, describedBy, fieldControl, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type OnMessage } from '@/lib/api';
import {
  errorMessage,
  useDeleteQuotationDocument,
  useSaveQuotation,
  useUploadQuotationDocuments,
} from '../api';
import { useRestoreFocus } from '../use-restore-focus';
import { useQuotationForm } from '../use-quotation-form';
import {
  emptyValues,
  patchOf,
  toBody,
  valuesOf,
  type FormField as Field,
  type QuotationFormValues,
} from '../form';
import { DocumentList } from './DocumentList';
import { QuotationLinesEditor, type LinesForm } from './QuotationLinesEditor';
import { RatingInput } from './RatingInput';
import { SupplierCombobox } from './SupplierCombobox';
import { FormActions } from '@/components/form/FormDialog';

/** What the server takes (checked there by content): PDF, Excel and images. */
export const QUOTATION_DOCUMENT_ACCEPT = '.pdf,.xlsx,.xls,.png,.jpg,.jpeg,.gif,.webp';

export interface QuotationFormDialogProps {
  requestedProductId: string;
  demandeId: string;
  /** Edit this quotation (while pending), or create one. */
  quotation?: Quotation | undefined;
  /** The request's products a line may be linked to (this one first). */
  requestedProducts: readonly { id: string; name: string }[];
  onClose: () => void;
  onMessage: OnMessage;
}

/** 'Nouvelle cotation' / edit: only the supplier is required (spec §5); documents upload after saving. */
export function QuotationFormDialog({
  requestedProductId,
  demandeId,
  quotation,
  requestedProducts,
  onClose,
  onMessage,
}: QuotationFormDialogProps) {
  const { t } = useTranslation();
  useRestoreFocus();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveQuotation(requestedProductId, demandeId);
  const upload = useUploadQuotationDocuments(requestedProductId, demandeId);
  const removeDocument = useDeleteQuotationDocument(requestedProductId, demandeId);
  const [documents, setDocuments] = useState(quotation?.documents ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const { form, serverError, saved } = useQuotationForm<QuotationFormValues>(
    requestedProductId,
    quotation ? valuesOf(quotation) : emptyValues(),
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const body = toBody(values, requestedProductId);
    const answer = await saved(() =>
      save.mutateAsync(quotation ? { id: quotation.id, body: patchOf(body) } : { body }),
    );
    if (!answer) return;
    const text = t(quotation ? 'quotations.ui.success.updated' : 'quotations.ui.success.created');
    if (files.length > 0) {
      try {
        await upload.mutateAsync({ id: quotation?.id ?? answer.id, files });
      } catch (error) {
        onMessage('error', `${text} ${errorMessage(error, 'quotations.ui.errors.upload')}`);
        onClose();
        return;
      }
    }
    onMessage('success', text);
    onClose();
  });

  const addFiles = (picked: File[]) => {
    setFileError(null);
    const tooLarge = picked.filter((file) => file.size > MAX_QUOTATION_DOCUMENT_BYTES);
    if (tooLarge.length > 0) setFileError(t('quotations.ui.errors.documentTooLarge'));
    setFiles((current) => [
      ...current,
      ...picked.filter((file) => file.size <= MAX_QUOTATION_DOCUMENT_BYTES),
    ]);
  };

  const field = (name: Field) => fieldControl(`${id}-${name}`, fieldMessage(errors[name]));
  const text = (
    name: Exclude<Field, 'rating' | 'currency'>,
    label: string,
    extra: object = {},
    hint?: string,
  ) => {
    const f = field(name);
    return (
      <FormField id={f.fieldId} label={label} error={f.error} hint={hint}>
        <Input
          {...f.aria}
          aria-describedby={describedBy(f.fieldId, f.error, hint)}
          {...register(name)}
          {...extra}
        />
      </FormField>
    );
  };
  const supplierId = useWatch({ control, name: 'supplierId' });
  const currencyCode = useWatch({ control, name: 'currency' });
  const supplier = field('supplierName');
  const currency = field('currency');
  const notes = field('notes');

  return (
    <Dialog
      onClose={onClose}
      title={quotation ? t('quotations.ui.form.editTitle') : t('quotations.ui.form.newTitle')}
      closeLabel={t('quotations.ui.cancel')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={supplier.fieldId}
            label={`${t('quotations.ui.fields.supplierName')} *`}
            error={supplier.error}
            className="sm:col-span-2"
          >
            <Controller
              control={control}
              name="supplierName"
              render={({ field: f }) => (
                <SupplierCombobox
                  {...supplier.aria}
                  ref={f.ref}
                  name={f.name}
                  autoFocus
                  value={f.value}
                  supplierId={supplierId}
                  onChange={(name, supplierId) => {
                    f.onChange(name);
                    setValue('supplierId', supplierId);
                  }}
                  onSelect={(picked) => {
                    // Fill the contact details the form does not have yet.
                    if (!getValues('contactPerson') && picked.contactName)
                      setValue('contactPerson', picked.contactName);
                    if (!getValues('email') && picked.email) setValue('email', picked.email);
                    if (!getValues('phone') && picked.phone) setValue('phone', picked.phone);
                  }}
                />
              )}
            />
          </FormField>
          {text('contactPerson', t('quotations.ui.fields.contactPerson'), { autoComplete: 'off' })}
          {text('email', t('quotations.ui.fields.email'), { type: 'email', autoComplete: 'off' })}
          {text('phone', t('quotations.ui.fields.phone'), { type: 'tel', autoComplete: 'off' })}
          {text('quotationNumber', t('quotations.ui.fields.quotationNumber'))}
          {text('totalPrice', t('quotations.ui.fields.totalPrice'), {
            inputMode: 'decimal',
            placeholder: t('quotations.ui.form.amountPlaceholder'),
          })}
          <FormField id={currency.fieldId} label={t('quotations.ui.fields.currency')} error={currency.error}>
            <Select {...currency.aria} {...register('currency')}>
              {QUOTATION_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </FormField>
          {text(
            'quantity',
            t('quotations.ui.fields.quantity'),
            { inputMode: 'decimal' },
            t('quotations.ui.form.quantityHint'),
          )}
          {text('validUntil', t('quotations.ui.fields.validUntil'), { type: 'date' })}
          {text('deliveryTime', t('quotations.ui.fields.deliveryTime'), {
            placeholder: t('quotations.ui.form.deliveryPlaceholder'),
          })}
          {text('paymentTerms', t('quotations.ui.fields.paymentTerms'), {
            placeholder: t('quotations.ui.form.paymentPlaceholder'),
          })}
        </div>
        <Controller
          control={control}
          name="rating"
          render={({ field: f }) => (
            <RatingInput
              label={t('quotations.ui.fields.rating')}
              value={f.value}
              onChange={f.onChange}
              error={fieldMessage(errors.rating)}
            />
          )}
        />
        <QuotationLinesEditor
          form={form as unknown as UseFormReturn<LinesForm>}
          currency={currencyCode}
          requestedProducts={requestedProducts}
          defaultRequestedProductId={requestedProductId}
        />
        <FormField id={notes.fieldId} label={t('quotations.ui.fields.notes')} error={notes.error}>
          <Textarea {...notes.aria} {...register('notes')} rows={3} />
        </FormField>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('quotations.ui.fields.documents')}</legend>
          {quotation && documents.length > 0 ? (
            <DocumentList
              documents={documents}
              onRemove={(document) => {
                setFileError(null);
                removeDocument.mutate(
                  { id: quotation.id, documentId: document.id },
                  {
                    onSuccess: () => setDocuments((current) => current.filter((d) => d.id !== document.id)),
                    onError: (error) =>
                      setFileError(errorMessage(error, 'quotations.ui.errors.documentDelete')),
                  },
                );
              }}
            />
          ) : null}
          {files.length > 0 ? (
            <ul className="space-y-1" aria-label={t('quotations.ui.form.pendingDocuments')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-sm">
                  <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{file.name}</span>
                  <IconButton
                    icon={X}
                    label={t('quotations.ui.form.removeDocument', { name: file.name })}
                    className="size-7"
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    iconClassName="size-3.5"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-col items-start gap-1">
            {/* A button-looking label over a visually hidden input: the browser's own file button is in its language. */}
            <label
              className={buttonClasses({
                variant: 'outline',
                size: 'sm',
                className: 'has-[:focus-visible]:ring-ring cursor-pointer has-[:focus-visible]:ring-2',
              })}
            >
              <Upload aria-hidden="true" className="size-4" />
              {t('quotations.ui.form.addDocuments')}
              <input
                type="file"
                multiple
                accept={QUOTATION_DOCUMENT_ACCEPT}
                className="sr-only"
                aria-describedby={`${id}-documents-hint`}
                onChange={(event) => {
                  const picked = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  addFiles(picked);
                }}
              />
            </label>
            <span id={`${id}-documents-hint`} className="text-muted-foreground text-xs">
              {t('quotations.ui.form.documentsHint')}
            </span>
          </div>
          {fileError ? (
            <p role="alert" className="text-destructive text-sm">
              {fileError}
            </p>
          ) : null}
        </fieldset>

        <FormActions
          cancelLabel={t('quotations.ui.cancel')}
          onCancel={onClose}
          busy={isSubmitting}
          submitLabel={t('quotations.ui.save')}
        />
      </form>
    </Dialog>
  );
}
