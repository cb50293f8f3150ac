import type { ModuleKey } from '@comptoir/core/permissions';
import { useRecordDialogs } from '@/components/form/FormDialog';
import { useModuleRights } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';

/**
 * A list screen's state around its records: the page banner (`banner`, `show`), the record form
 * and the delete confirmation (`remove(id)`, a failure saying `failedKey`'s text unless the server
 * said why), and what the user may do in `module`.
 */
export function useRecordScreen<T extends { id: string }>(
  module: ModuleKey,
  remove: (id: string) => Promise<{ message: string }>,
  failedKey: string,
) {
  const banner = useBanner();
  const dialogs = useRecordDialogs<T>((record) => remove(record.id), banner.show, failedKey);
  return { ...banner, ...dialogs, ...useModuleRights(module) };
}
