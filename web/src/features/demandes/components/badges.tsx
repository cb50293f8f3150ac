import { useTranslation } from 'react-i18next';
import type { DemandePriority } from '@comptoir/core/modules/demandes';
import { Badge, statusBadge } from '@/components/ui/badge';
import { PRIORITY_VARIANT, STATUS_VARIANT } from '../format';

export const StatusBadge = statusBadge(STATUS_VARIANT, 'demandes.status');

export function PriorityBadge({ priority }: { priority: DemandePriority }) {
  const { t } = useTranslation();
  return <Badge variant={PRIORITY_VARIANT[priority]}>{t(`demandes.priority.${priority}`)}</Badge>;
}
