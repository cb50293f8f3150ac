import { useTranslation } from 'react-i18next';
import type { Supplier } from '@comptoir/core/modules/products';
import { SuggestCombobox, type SuggestComboboxProps } from '@/components/ui/suggest-combobox';
import { useSupplierSearch } from '../api';

export interface SupplierComboboxProps extends Omit<
  SuggestComboboxProps<Supplier>,
  'chosenId' | 'useSuggestions' | 'listLabel' | 'detail' | 'notes'
> {
  /** Typing clears the chosen supplier (a new name creates one on the server). */
  supplierId: string | null;
}

const useSupplierSuggestions = (q: string, enabled: boolean) => useSupplierSearch(q, enabled).data;

/**
 * The supplier: an existing one picked from GET /api/quotations/suppliers (searched as you type), or a new
 * name typed in, created by the server on save. ARIA combobox: arrows move in the list, Enter
 * picks, Escape closes the list (not the dialog around it).
 */
export function SupplierCombobox({ supplierId, ...props }: SupplierComboboxProps) {
  const { t } = useTranslation();
  return (
    <SuggestCombobox
      {...props}
      chosenId={supplierId}
      useSuggestions={useSupplierSuggestions}
      listLabel={t('quotations.ui.form.supplierSuggestions')}
      detail={(supplier) => [supplier.contactName, supplier.country].filter(Boolean).join(' · ')}
      notes={{
        chosen: t('quotations.ui.form.supplierExisting'),
        typed: t('quotations.ui.form.supplierNew'),
        empty: t('quotations.ui.form.supplierHint'),
      }}
    />
  );
}
