import { useTranslation } from 'react-i18next';
import { categoryLabelKey } from '@comptoir/core/categories';

/**
 * A category's label in the interface language (products, requests, demandes): the stored value
 * stays the French key; a text of its own shows as written.
 */
export function useCategoryLabel(): (value: string) => string {
  const { t } = useTranslation();
  return (value) => {
    const key = categoryLabelKey(value);
    return key ? t(key as never) : value;
  };
}

/** Select options for `values`: the value kept, its label shown. */
export function useCategoryOptions(values: readonly string[]): { value: string; label: string }[] {
  const label = useCategoryLabel();
  return values.map((value) => ({ value, label: label(value) }));
}
