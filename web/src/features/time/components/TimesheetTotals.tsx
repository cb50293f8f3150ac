import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type TimesheetTotals as Totals } from '@comptoir/core/modules/time';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { shortDay, weekDays } from '../week';

/** The week's totals: per day (seven columns and the total), per linked item, per member (team view). */
export function TimesheetTotals({ totals, monday, team }: { totals: Totals; monday: string; team: boolean }) {
  const { t } = useTranslation();
  const byDay = new Map(totals.byDay.map((d) => [d.day, d.minutes]));
  const days = weekDays(monday);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TotalsCard title={t('time.totals.byDay')} className="lg:col-span-2" contentClassName="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm" data-testid="timesheet-days">
          <thead>
            <tr className="text-muted-foreground">
              {days.map((d) => (
                <th key={d} scope="col" className="px-2 py-1 text-center font-medium">
                  {shortDay(d)}
                </th>
              ))}
              <th scope="col" className="px-2 py-1 text-center font-semibold">
                {t('time.totals.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              {days.map((d) => (
                <td key={d} className="px-2 py-2 text-center tabular-nums" data-day={d}>
                  {byDay.get(d) ? formatMinutes(byDay.get(d)!) : '—'}
                </td>
              ))}
              <td className="px-2 py-2 text-center font-semibold tabular-nums" data-testid="timesheet-total">
                {formatMinutes(totals.minutes)}
              </td>
            </tr>
          </tbody>
        </table>
      </TotalsCard>
      <TotalsCard title={t('time.totals.byItem')}>
        <MinutesList
          rows={totals.byItem.map((item) => ({
            key: item.link ? `${item.link.kind}:${item.link.id}` : 'none',
            minutes: item.minutes,
            label: item.link ? (
              <>
                <span className="text-muted-foreground">{t(`time.linkKinds.${item.link.kind}`)} · </span>
                {item.link.label}
              </>
            ) : (
              <span className="text-muted-foreground">{t('time.totals.unlinked')}</span>
            ),
          }))}
        />
      </TotalsCard>
      {team ? (
        <TotalsCard title={t('time.totals.byUser')}>
          <MinutesList rows={totals.byUser.map((u) => ({ key: u.id, minutes: u.minutes, label: u.name }))} />
        </TotalsCard>
      ) : null}
    </div>
  );
}

/** One of the totals' cards: its title over its content. */
function TotalsCard({
  title,
  className,
  contentClassName,
  children,
}: {
  title: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** Time spent per item or per member: each row's name and its duration. */
function MinutesList({ rows }: { rows: { key: string; label: ReactNode; minutes: number }[] }) {
  return (
    <ul className="divide-y text-sm">
      {rows.map((row) => (
        <li key={row.key} className="flex justify-between gap-4 py-2">
          <span className="min-w-0 truncate">{row.label}</span>
          <span className="tabular-nums">{formatMinutes(row.minutes)}</span>
        </li>
      ))}
    </ul>
  );
}
