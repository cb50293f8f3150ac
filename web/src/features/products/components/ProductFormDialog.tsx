import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { PRODUCT_CATEGORIES, PRODUCT_CURRENCIES } from '@comptoir/core/modules/catalogue';
import { productBody, type Product, type ProductBody } from '@comptoir/core/modules/products';
import { FormDialog, useFormDialog, valuesOf, type SaveDialogProps } from '@/components/form/FormDialog';
import { NumberField, SelectField, TextField, TextareaField, required } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { errorMessage, useRemoveImage, useSaveProduct, useSuppliers, useUploadImage } from '../api';
import { ProductImage } from '@/components/catalogue/ProductImage';
import { useCategoryOptions } from '@/lib/categories';

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

function initialValues(product: Product | undefined): ProductFormValues {
  return {
    ...valuesOf(product, ['name', 'reference', 'subcategory', 'description', 'supplierId']),
    price: product?.price.amount ?? '',
    currency: product?.price.currency ?? 'EUR',
    quantity: product ? String(product.quantity) : '0',
    category: product?.category ?? 'Autre',
  };
}

export interface ProductFormDialogProps extends SaveDialogProps {
  /** Create a product, or edit `product`. */
  product?: Product | undefined;
}

/** 'Nouveau Produit' / 'Modifier le Produit': the product form, validated by the core schema. */
export function ProductFormDialog({ product, onClose, onSaved }: ProductFormDialogProps) {
  const { t } = useTranslation();
  const categoryOptions = useCategoryOptions(PRODUCT_CATEGORIES);
  const id = useId();
  const save = useSaveProduct();
  const upload = useUploadImage();
  const removeImage = useRemoveImage();
  const [imageUrl, setImageUrl] = useState(product?.thumbnailUrl ?? null);
  const suppliers = useSuppliers();
  const [file, setFile] = useState<File | null>(null);
  const { setServerError, dialog } = useFormDialog<ProductFormValues>({
    schema: productBody,
    defaultValues: initialValues(product),
    save: async (values) => {
      const answer = await save.mutateAsync({ id: product?.id, body: values as unknown as ProductBody });
      let message = answer.message;
      if (file) {
        try {
          await upload.mutateAsync({ id: answer.product.id, file });
        } catch (error) {
          message = `${message} — ${errorMessage(error, 'products.errors.imageUpload')}`;
        }
      }
      return { message };
    },
    onSaved,
    onClose,
    failedKey: product ? 'products.errors.update' : 'products.errors.create',
    summaryKey: 'products.validation.required',
    onError: (error, { setError }) => {
      if (error instanceof ApiError && error.status === 409) {
        setError('reference', { type: 'server', message: error.message });
      }
    },
  });
  return (
    <FormDialog {...dialog} ns="products" editing={Boolean(product)} onClose={onClose} size="lg">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={required(t('products.fields.name'))} autoFocus />
        <TextField name="reference" label={required(t('products.fields.reference'))} />
        <NumberField name="price" label={required(t('products.fields.price'))} step="0.01" />
        <SelectField name="currency" label={t('products.fields.currency')} options={PRODUCT_CURRENCIES} />
        <NumberField name="quantity" label={t('products.fields.quantity')} />
        <SelectField name="category" label={t('products.fields.category')} options={categoryOptions} />
        <TextField name="subcategory" label={t('products.fields.subcategory')} />
        <SelectField
          name="supplierId"
          label={t('products.fields.supplier')}
          placeholder={t('products.fields.noSupplier')}
          options={(suppliers.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </div>
      <TextareaField name="description" label={t('products.fields.description')} />
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
    </FormDialog>
  );
}
