import { useTranslation } from 'react-i18next';
import { categoryLabelKey, zoneLabelKey } from '@comptoir/core/categories';
import { DEPARTMENTS } from '@comptoir/core/modules/team';

/**
 * A category's label in the interface language (products, requests, demandes): the stored value
 * stays the French key; a text of its own shows as written.
 */
export function useCategoryLabel(): (value: string) => string {
  return useFixedLabel(categoryLabelKey);
}

/** A price-list zone's label in the interface language; the stored value stays the French one. */
export function useZoneLabel(): (value: string) => string {
  return useFixedLabel(zoneLabelKey);
}

/** A team department's label in the interface language (`team.departments.<value>`). */
export function useDepartmentLabel(): (value: string) => string {
  return useFixedLabel((value) =>
    (DEPARTMENTS as readonly string[]).includes(value) ? `team.departments.${value}` : null,
  );
}

function useFixedLabel(keyOf: (value: string) => string | null): (value: string) => string {
  const { t } = useTranslation();
  return (value) => {
    const key = keyOf(value);
    return key ? t(key as never) : value;
  };
}

/** Select options for `values`: the value kept, its label shown. */
export function useCategoryOptions(values: readonly string[]): { value: string; label: string }[] {
  const label = useCategoryLabel();
  return values.map((value) => ({ value, label: label(value) }));
}

/** Select options for the zones: the value kept, its label shown. */
export function useZoneOptions(values: readonly string[]): { value: string; label: string }[] {
  const label = useZoneLabel();
  return values.map((value) => ({ value, label: label(value) }));
}
