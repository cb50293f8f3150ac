import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import type { Demande } from '@comptoir/core/modules/demandes';
import { Badge } from '@/components/ui/badge';
import { formatIsoDate } from '../format';
import { AssigneeAvatars } from './AssigneeAvatars';
import { PriorityBadge, StatusBadge } from './badges';
import { useCategoryLabel } from '@/lib/categories';

export interface DemandeListProps {
  items: readonly Demande[];
  /** Opens a request (the link's URL is `href(id)`, so it opens in a new tab too). */
  href: (id: string) => string;
  onOpen: (id: string) => void;
}

/** The requests as cards (in the list's ListBody): title, client, category, badges, deadline and assignees. */
export function DemandeList({ items, href, onOpen }: DemandeListProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (
    <ul className="space-y-3" aria-label={t('demandes.list.label')}>
      {items.map((demande) => (
        <li
          key={demande.id}
          className="bg-background hover:border-primary/40 relative rounded-lg border p-4 transition-colors"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="leading-tight font-semibold">
                <a
                  href={href(demande.id)}
                  className="focus-visible:ring-ring rounded-sm after:absolute after:inset-0 focus-visible:ring-2 focus-visible:outline-none"
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpen(demande.id);
                  }}
                >
                  {demande.title}
                </a>
              </h3>
              <p className="text-muted-foreground text-sm">
                {demande.client ?? <span className="italic">{t('demandes.noClient')}</span>}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={demande.status} />
              <PriorityBadge priority={demande.priority} />
            </div>
          </div>
          <div className="text-muted-foreground mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
            <div className="flex flex-wrap items-center gap-3">
              <Badge>{categoryLabel(demande.category)}</Badge>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t('demandes.list.deadline', { date: formatIsoDate(demande.deadline) })}
              </span>
            </div>
            <AssigneeAvatars assignees={demande.assignees} />
          </div>
        </li>
      ))}
    </ul>
  );
}
