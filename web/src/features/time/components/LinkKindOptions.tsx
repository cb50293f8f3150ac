import { useTranslation } from 'react-i18next';
import { TIME_LINK_KINDS } from '@comptoir/core/modules/time';
import { SelectOptions } from '@/components/form/fields';

/** The choices of what a time entry is about: none, then each kind of record. */
export function LinkKindOptions() {
  const { t } = useTranslation();
  return (
    <SelectOptions
      placeholder={t('time.linkKinds.none')}
      options={TIME_LINK_KINDS.map((k) => ({ value: k, label: t(`time.linkKinds.${k}`) }))}
    />
  );
}
