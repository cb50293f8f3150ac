import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2, Upload } from 'lucide-react';
import { PRODUCT_CATEGORIES, PRODUCT_CURRENCIES } from '@comptoir/core/modules/catalogue';
import { productBody, type Product, type ProductBody } from '@comptoir/core/modules/products';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { errorMessage, useRemoveImage, useSaveProduct, useSuppliers, useUploadImage } from '../api';
import { ProductImage } from '@/components/catalogue/ProductImage';

export interface ProductFormValues {
  name: string;
  reference: string;
  price: string;
  currency: string;
  quantity: string;
  category: string;
  subcategory: string;
  description: string;
  supplierId: string;
}

const FIELDS = [
  'name',
  'reference',
  'price',
  'currency',
  'quantity',
  'category',
  'subcategory',
  'description',
  'supplierId',
] as const;

function initialValues(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    reference: product?.reference ?? '',
    price: product?.price.amount ?? '',
    currency: product?.price.currency ?? 'EUR',
    quantity: product ? String(product.quantity) : '0',
    category: product?.category ?? 'Autre',
    subcategory: product?.subcategory ?? '',
    description: product?.description ?? '',
    supplierId: product?.supplierId ?? '',
  };
}

export interface ProductFormDialogProps {
  /** Create a product, or edit `product`. */
  product?: Product | undefined;
  onClose: () => void;
  /** Called with the server's success message. */
  onSaved: (message: string) => void;
}

/** 'Nouveau Produit' / 'Modifier le Produit': the product form, validated by the core schema. */
export function ProductFormDialog({ product, onClose, onSaved }: ProductFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveProduct();
  const upload = useUploadImage();
  const removeImage = useRemoveImage();
  const [imageUrl, setImageUrl] = useState(product?.thumbnailUrl ?? null);
  const suppliers = useSuppliers();
  const [serverError, setServerError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    defaultValues: initialValues(product),
    resolver: zodResolver(productBody) as unknown as Resolver<ProductFormValues>,
  });

  const requiredMissing = Object.values(errors).some((e) => e?.message === 'products.validation.required');
  const fallback = product ? 'products.errors.update' : 'products.errors.create';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = values as unknown as ProductBody;
    try {
      const answer = await save.mutateAsync({ id: product?.id, body });
      let message = answer.message;
      if (file) {
        try {
          await upload.mutateAsync({ id: answer.product.id, file });
        } catch (error) {
          message = `${message} — ${errorMessage(error, 'products.errors.imageUpload')}`;
        }
      }
      onSaved(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            setError(field as (typeof FIELDS)[number], { type: 'server', message: text });
          }
        }
      }
      if (error instanceof ApiError && error.status === 409) {
        setError('reference', { type: 'server', message: error.message });
      }
      setServerError(errorMessage(error, fallback));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => {
    const fieldId = `${id}-${name}`;
    const error = fieldMessage(errors[name]);
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
    (typeof FIELDS)[number],
    ReturnType<typeof field>
  >;
  const required = (label: string) => `${label} *`;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={product ? t('products.form.editTitle') : t('products.form.createTitle')}
      closeLabel={t('products.actions.cancel')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {requiredMissing ? <Alert variant="destructive">{t('products.validation.required')}</Alert> : null}
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f.name.fieldId} label={required(t('products.fields.name'))} error={f.name.error}>
            <Input {...f.name.control} autoFocus />
          </FormField>
          <FormField
            id={f.reference.fieldId}
            label={required(t('products.fields.reference'))}
            error={f.reference.error}
          >
            <Input {...f.reference.control} />
          </FormField>
          <FormField id={f.price.fieldId} label={required(t('products.fields.price'))} error={f.price.error}>
            <Input {...f.price.control} type="number" inputMode="decimal" min={0} step="0.01" />
          </FormField>
          <FormField id={f.currency.fieldId} label={t('products.fields.currency')} error={f.currency.error}>
            <Select {...f.currency.control}>
              {PRODUCT_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={f.quantity.fieldId} label={t('products.fields.quantity')} error={f.quantity.error}>
            <Input {...f.quantity.control} type="number" inputMode="numeric" min={0} step="1" />
          </FormField>
          <FormField id={f.category.fieldId} label={t('products.fields.category')} error={f.category.error}>
            <Select {...f.category.control}>
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={f.subcategory.fieldId}
            label={t('products.fields.subcategory')}
            error={f.subcategory.error}
          >
            <Input {...f.subcategory.control} />
          </FormField>
          <FormField
            id={f.supplierId.fieldId}
            label={t('products.fields.supplier')}
            error={f.supplierId.error}
          >
            <Select {...f.supplierId.control}>
              <option value="">{t('products.fields.noSupplier')}</option>
              {(suppliers.data?.items ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField
          id={f.description.fieldId}
          label={t('products.fields.description')}
          error={f.description.error}
        >
          <Textarea {...f.description.control} />
        </FormField>
        <FormField id={`${id}-file`} label={t('products.fields.image')} hint={t('products.form.imageHint')}>
          {product && imageUrl ? (
            <div className="mb-2 flex items-center gap-3">
              <ProductImage
                src={imageUrl}
                alt={product.name}
                label={t('products.states.noImage')}
                className="size-16"
              />
              <Button
                variant="outline"
                size="sm"
                disabled={removeImage.isPending}
                onClick={async () => {
                  try {
                    await removeImage.mutateAsync(product.id);
                    setImageUrl(null);
                  } catch (error) {
                    setServerError(errorMessage(error, 'products.errors.update'));
                  }
                }}
              >
                {t('products.actions.removeImage')}
              </Button>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <Upload aria-hidden="true" className="text-muted-foreground size-4" />
            <input
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="text-sm"
            />
          </div>
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('products.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('products.actions.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
