import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { requestedProductBody, type RequestedProduct } from '@comptoir/core/modules/demandes';
import { FormDialog, useFormDialog, valuesOf, type SaveDialogProps } from '@/components/form/FormDialog';
import { useSaveProduct } from '../api';
import { ProductRowFields } from './ProductRowFields';
import type { ProductRow } from './member-request-resolver';

const FIELDS = ['name', 'description', 'quantity', 'specifications'] as const;

const resolver = zodResolver(requestedProductBody, undefined, {
  raw: true,
}) as unknown as Resolver<ProductRow>;

export interface RequestedProductDialogProps extends SaveDialogProps {
  demandeId: string;
  /** Add a product, or edit `product`. */
  product?: RequestedProduct | undefined;
  /** The product's 1-based number in the request (messages name it). */
  number: number;
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
  const save = useSaveProduct(demandeId);
  const { dialog } = useFormDialog<ProductRow>({
    resolver,
    defaultValues: valuesOf(product, FIELDS),
    fields: FIELDS,
    // The server names a product's fields by their place in the request (`products.0.name`).
    fieldPath: (path) => path.split('.').at(-1) ?? path,
    save: async (values) => {
      await save.mutateAsync({ productId: product?.id, body: requestedProductBody.parse(values) });
      return { message: t(product ? 'demandes.success.productUpdated' : 'demandes.success.productAdded') };
    },
    onSaved,
    onClose,
    failedKey: 'demandes.errors.product',
  });

  return (
    <FormDialog
      {...dialog}
      title={product ? t('demandes.products.editTitle') : t('demandes.products.addTitle')}
      onClose={onClose}
      labels={{ cancel: t('demandes.form.cancel'), submit: t('demandes.form.save') }}
      size="lg"
      settings={{ messageValues: { n: number } }}
    >
      <ProductRowFields rows={3} autoFocus />
    </FormDialog>
  );
}
