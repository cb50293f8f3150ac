import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, IconButton } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { companyToday } from '@/lib/company-day';
import { addDays, mondayOf } from '../week';

/** The timesheet's week: previous, this week, next, and the week's dates. */
export function WeekNav({ week, onWeek }: { week: string; onWeek: (week: string | undefined) => void }) {
  const { t } = useTranslation();
  const range = t('time.week.range', { from: formatDate(week), to: formatDate(addDays(week, 6)) });
  return (
    <nav className="flex flex-wrap items-center gap-2" aria-label={range}>
      <IconButton
        icon={ChevronLeft}
        label={t('time.week.previous')}
        variant="outline"
        onClick={() => onWeek(addDays(week, -7))}
      />
      <Button
        variant="outline"
        onClick={() => onWeek(undefined)}
        disabled={week === mondayOf(companyToday())}
      >
        {t('time.week.current')}
      </Button>
      <IconButton
        icon={ChevronRight}
        label={t('time.week.next')}
        variant="outline"
        onClick={() => onWeek(addDays(week, 7))}
      />
      <h2 className="ml-2 font-medium">{range}</h2>
    </nav>
  );
}
