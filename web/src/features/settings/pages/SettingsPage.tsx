import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SETTINGS_TABS, type SettingsTab } from '@comptoir/core/modules/settings';
import { CurrencyTab } from '@/features/currency/components/CurrencyTab';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session';
import { useSettings } from '../api';
import { CompanyTab } from '../components/CompanyTab';
import { DemoModeSection } from '../components/DemoModeSection';
import { GeneralTab } from '../components/GeneralTab';
import { IntegrationsTab } from '../components/IntegrationsTab';
import { LanguageTab } from '../components/LanguageTab';
import { NotificationsTab } from '../components/NotificationsTab';
import { SecurityTab } from '../components/SecurityTab';

function isTab(value: string | null): value is SettingsTab {
  return value !== null && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** /settings: six tabs; the selected one is the `tab` search parameter, so each is linkable. */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: SettingsTab = isTab(raw) ? raw : 'general';
  const settings = useSettings();
  const me = useSessionUser();

  const select = (value: string) => {
    if (!isTab(value)) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'general') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  const body = (render: (data: NonNullable<typeof settings.data>) => ReactNode) =>
    settings.data ? (
      render(settings.data)
    ) : settings.isError ? (
      <Alert variant="destructive">{t('settings.loadFailed')}</Alert>
    ) : (
      <Spinner label={t('common.loading')} showLabel />
    );

  /** Each tab's content: those that edit the settings wait for them. */
  const panels: Record<SettingsTab, ReactNode> = {
    general: body((data) => <GeneralTab settings={data} />),
    language: <LanguageTab />,
    currency: <CurrencyTab />,
    notifications: body((data) => <NotificationsTab settings={data} />),
    security: body((data) => <SecurityTab settings={data} />),
    integrations: <IntegrationsTab />,
    company: <CompanyTab />,
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>{`${t('settings.title')} · ${t('common.appName')}`}</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
        <p className="text-muted-foreground text-sm">{t('settings.subtitle')}</p>
      </header>
      {me.is_super_admin ? <DemoModeSection /> : null}
      <Tabs value={tab} onValueChange={select}>
        <div className="overflow-x-auto pb-1">
          <TabsList aria-label={t('settings.tabsLabel')}>
            {SETTINGS_TABS.map((key) => (
              <TabsTrigger key={key} value={key}>
                {t(`settings.tabs.${key}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {SETTINGS_TABS.map((key) => (
          <TabsContent key={key} value={key} className="pt-4">
            {panels[key]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
