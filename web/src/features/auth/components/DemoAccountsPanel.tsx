import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { DemoAccountsResponse } from '@comptoir/core/modules/auth';
import { Button } from '@/components/ui/button';

type DemoAccount = DemoAccountsResponse['accounts'][number];

export interface DemoAccountsPanelProps {
  id: string;
  accounts: readonly DemoAccount[];
  onUse: (account: DemoAccount) => void;
}

/** The demonstration-credentials panel: every demo account with a button to fill the form. */
export function DemoAccountsPanel({ id, accounts, onUse }: DemoAccountsPanelProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="bg-muted/60 mt-3 space-y-3 rounded-lg border p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <KeyRound aria-hidden="true" className="text-primary size-4" />
          {t('auth.demoTitle')}
        </h2>
        <span className="bg-warning-soft text-warning-soft-foreground rounded-full px-2 py-0.5 text-xs font-medium">
          {t('common.demoData')}
        </span>
      </div>
      <p className="text-muted-foreground text-xs">{t('auth.demoNotice')}</p>
      <ul className="space-y-2">
        {accounts.map((account) => (
          <li key={account.email} className="bg-card rounded-md border p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">{account.full_name}</p>
                <p className="text-muted-foreground text-xs">
                  {t(`roles.${account.role}`)} · {account.description}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onUse(account)}
                aria-label={t('auth.demoUseAccount', { name: account.full_name })}
              >
                {t('auth.demoUse')}
              </Button>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">{t('auth.email')}</dt>
              <dd className="font-mono break-all">{account.email}</dd>
              <dt className="text-muted-foreground">{t('auth.password')}</dt>
              <dd className="font-mono break-all">{account.password}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
