import { useTranslation } from 'react-i18next';
import { FilterSelect } from './controls';

/**
 * A filter of a module's list on its URL state's filter `name`, labelled from the module's
 * translations: `<ns>.filters.<name>`, 'all' first (`<ns>.filters.<all>`), then each value the
 * filter allows, labelled `<ns>.<labels>.<value>` (or `labels(value)`). A change goes back to page 1.
 */
export function ListFilter<N extends string, V extends string>({
  ns,
  list,
  name,
  all,
  labels = name,
}: {
  ns: string;
  list: {
    filters: { [K in N]: V | '' };
    filterValues: { [K in N]: readonly V[] };
    update: (changes: Record<string, string | number | undefined>) => void;
  };
  name: N;
  /** The 'all' option's key under `<ns>.filters` ('allStatuses'). */
  all: string;
  /** Where the values' labels are under `<ns>` (default `name`: `<ns>.status.<value>`), or the label of each. */
  labels?: string | ((value: V) => string);
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${ns}.${key}` as never);
  const label = typeof labels === 'string' ? (value: V) => text(`${labels}.${value}`) : labels;
  return (
    <FilterSelect
      label={text(`filters.${name}`)}
      allLabel={text(`filters.${all}`)}
      value={list.filters[name]}
      onChange={(value) => list.update({ [name]: value })}
      options={list.filterValues[name].map((value) => ({ value, label: label(value) }))}
    />
  );
}
