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
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-base">{t('time.totals.byDay')}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
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
                <td
                  className="px-2 py-2 text-center font-semibold tabular-nums"
                  data-testid="timesheet-total"
                >
                  {formatMinutes(totals.minutes)}
                </td>
              </tr>
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('time.totals.byItem')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y text-sm">
            {totals.byItem.map((item) => (
              <li
                key={item.link ? `${item.link.kind}:${item.link.id}` : 'none'}
                className="flex justify-between gap-4 py-2"
              >
                <span className="min-w-0 truncate">
                  {item.link ? (
                    <>
                      <span className="text-muted-foreground">
                        {t(`time.linkKinds.${item.link.kind}`)} ·{' '}
                      </span>
                      {item.link.label}
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t('time.totals.unlinked')}</span>
                  )}
                </span>
                <span className="tabular-nums">{formatMinutes(item.minutes)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {team ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('time.totals.byUser')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {totals.byUser.map((u) => (
                <li key={u.id} className="flex justify-between gap-4 py-2">
                  <span className="min-w-0 truncate">{u.name}</span>
                  <span className="tabular-nums">{formatMinutes(u.minutes)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
