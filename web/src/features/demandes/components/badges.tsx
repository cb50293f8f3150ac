import { useTranslation } from 'react-i18next';
import type { DemandePriority, DemandeStatus } from '@comptoir/core/modules/demandes';
import { Badge } from '@/components/ui/badge';
import { PRIORITY_VARIANT, STATUS_VARIANT } from '../format';

export function StatusBadge({ status }: { status: DemandeStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`demandes.status.${status}`)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: DemandePriority }) {
  const { t } = useTranslation();
  return <Badge variant={PRIORITY_VARIANT[priority]}>{t(`demandes.priority.${priority}`)}</Badge>;
}
