import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCost } from '@comptoir/core/modules/time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import { useMemberCosts, useSaveCost } from '../api';
import { HeaderRow } from '@/components/ui/simple-table';

function CostRow({
  member,
  canEdit,
  onMessage,
}: {
  member: MemberCost;
  canEdit: boolean;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const save = useSaveCost();
  const [amount, setAmount] = useState(member.hourlyCost?.amount ?? '');
  const submit = async () => {
    await reportOutcome(
      () =>
        save.mutateAsync({
          userId: member.userId,
          body: { amount: amount.replace(',', '.') },
        }),
      onMessage,
      'time.errors.save',
    );
  };
  return (
    <tr className="border-t">
      <th scope="row" className="px-4 py-2 text-left font-medium">
        {member.name}
      </th>
      <td className="px-4 py-2">
        {canEdit ? (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Input
              className="w-28"
              inputMode="decimal"
              aria-label={`${t('time.costs.hourlyCost')} ${member.name}`}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <span className="text-muted-foreground text-sm">{member.hourlyCost?.currency ?? 'EUR'}</span>
            <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
              {t('time.costs.save')}
            </Button>
          </form>
        ) : member.hourlyCost ? (
          formatPrice(member.hourlyCost)
        ) : (
          <span className="text-muted-foreground">{t('time.costs.notSet')}</span>
        )}
      </td>
    </tr>
  );
}

/** The members' hourly costs (managers and above see them; Admin and above change them). */
export function CostsPanel({ onMessage }: { onMessage: OnMessage }) {
  const { t } = useTranslation();
  const id = useId();
  const costs = useMemberCosts(true);
  const items = costs.data?.items ?? [];
  if (costs.isError || items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-base">
          {t('time.costs.title')}
        </CardTitle>
        <CardDescription>{t('time.costs.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="max-h-96 overflow-auto rounded-lg border">
          <table className="w-full text-sm">
            <HeaderRow
              className="bg-muted/50 text-left"
              cellClassName="px-4 py-2 font-medium"
              cells={[t('time.costs.member'), t('time.costs.hourlyCost')]}
            />
            <tbody>
              {items.map((m) => (
                <CostRow
                  key={m.userId}
                  member={m}
                  canEdit={costs.data?.canEdit ?? false}
                  onMessage={onMessage}
                />
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
