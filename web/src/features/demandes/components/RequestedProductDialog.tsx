import { useId, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { requestedProductBody, type RequestedProduct } from '@comptoir/core/modules/demandes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { errorMessage, useSaveProduct } from '../api';
import { Textarea } from '@/components/ui/textarea';
import { required } from './fields';
import type { ProductRow } from './member-request-resolver';

const FIELDS = ['name', 'description', 'quantity', 'specifications'] as const;
type Field = (typeof FIELDS)[number];

const resolver = zodResolver(requestedProductBody, undefined, {
  raw: true,
}) as unknown as Resolver<ProductRow>;

export interface RequestedProductDialogProps {
  demandeId: string;
  /** Add a product, or edit `product`. */
  product?: RequestedProduct | undefined;
  /** The product's 1-based number in the request (messages name it). */
  number: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add Product / edit product of a request: name, description and quantity required. */
export function RequestedProductDialog({
  demandeId,
  product,
  number,
  onClose,
  onSaved,
}: RequestedProductDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveProduct(demandeId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductRow>({
    defaultValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      quantity: product?.quantity ?? '',
      specifications: product?.specifications ?? '',
    },
    resolver,
  });

  const message = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : String(t(error.message as never, { n: number }));
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ productId: product?.id, body: requestedProductBody.parse(values) });
      onSaved(t(product ? 'demandes.success.productUpdated' : 'demandes.success.productAdded'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          const name = field.split('.').at(-1) ?? field;
          if ((FIELDS as readonly string[]).includes(name)) {
            setError(name as Field, { type: 'server', message: text });
          }
        }
      }
      setServerError(errorMessage(error, 'demandes.errors.product'));
    }
  });

  const field = (name: Field) => {
    const fieldId = `${id}-${name}`;
    const error = message(errors[name]);
    return {
      fieldId,
      error,
      control: {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, error),
        ...register(name),
      },
    };
  };
  const f = Object.fromEntries(FIELDS.map((name) => [name, field(name)])) as Record<
    Field,
    ReturnType<typeof field>
  >;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={product ? t('demandes.products.editTitle') : t('demandes.products.addTitle')}
      closeLabel={t('demandes.form.cancel')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f.name.fieldId} label={required(t('demandes.products.name'))} error={f.name.error}>
            <Input {...f.name.control} autoFocus />
          </FormField>
          <FormField
            id={f.quantity.fieldId}
            label={required(t('demandes.products.quantity'))}
            error={f.quantity.error}
          >
            <Input {...f.quantity.control} placeholder={t('demandes.products.quantityPlaceholder')} />
          </FormField>
        </div>
        <FormField
          id={f.description.fieldId}
          label={required(t('demandes.products.description'))}
          error={f.description.error}
        >
          <Textarea {...f.description.control} rows={3} />
        </FormField>
        <FormField
          id={f.specifications.fieldId}
          label={t('demandes.products.specifications')}
          error={f.specifications.error}
        >
          <Textarea {...f.specifications.control} rows={3} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('demandes.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('demandes.form.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
