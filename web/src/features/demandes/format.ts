import type { DemandePriority, DemandeStatus } from '@comptoir/core/modules/demandes';
import type { BadgeVariant } from '@/components/ui/badge';

export { formatIsoDate } from '@/lib/format';

export const STATUS_VARIANT: Record<DemandeStatus, BadgeVariant> = {
  pending: 'amber',
  'in-progress': 'blue',
  completed: 'green',
  cancelled: 'neutral',
};

export const PRIORITY_VARIANT: Record<DemandePriority, BadgeVariant> = {
  low: 'neutral',
  medium: 'primary',
  high: 'red',
};
