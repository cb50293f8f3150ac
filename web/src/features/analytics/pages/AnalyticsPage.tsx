import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, FileText, RefreshCw } from 'lucide-react';
import { ANALYTICS_TABS } from '@comptoir/core/modules/analytics';
import { PageHeader } from '@/components/list';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ANALYTICS_KEY, exportHref } from '../api';
import { AgeingTab } from '../components/AgeingTab';
import { PeriodBar } from '../components/AnalyticsParts';
import { CashflowTab } from '../components/CashflowTab';
import { DetailedTab } from '../components/DetailedTab';
import { OverviewTab } from '../components/OverviewTab';
import { ProfitabilityTab } from '../components/ProfitabilityTab';
import { useAnalyticsParams } from '../period';

/** 'Analyses Financières' (/analytics): figures computed from the books, by tab, for a period. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const params = useAnalyticsParams();
  const queryClient = useQueryClient();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('analytics.title')}
        subtitle={t('analytics.subtitle')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY })}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('analytics.refresh')}
            </Button>
            <details className="relative">
              <summary className="border-input bg-background hover:bg-muted inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border px-4 text-sm font-medium">
                {t('analytics.export')}
              </summary>
              <div className="bg-card absolute right-0 z-10 mt-1 flex w-64 flex-col rounded-md border p-1 shadow-md">
                {(
                  [
                    ['xlsx', FileSpreadsheet, t('analytics.exportXlsx')],
                    ['pdf', FileText, t('analytics.exportPdf')],
                  ] as const
                ).map(([format, Icon, label]) => (
                  <a
                    key={format}
                    className="hover:bg-muted flex items-center gap-2 rounded px-3 py-2 text-sm"
                    href={exportHref(params.query, format)}
                    download
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </a>
                ))}
              </div>
            </details>
          </>
        }
      />

      <PeriodBar params={params} />

      <Tabs value={params.tab} onValueChange={params.setTab}>
        <TabsList className="flex h-auto flex-wrap">
          {ANALYTICS_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`analytics.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <OverviewTab query={params.query} />
        </TabsContent>
        <TabsContent value="cashflow" className="mt-4">
          <CashflowTab query={params.query} />
        </TabsContent>
        <TabsContent value="profitability" className="mt-4">
          <ProfitabilityTab query={params.query} />
        </TabsContent>
        <TabsContent value="receivables" className="mt-4">
          <AgeingTab query={params.query} tab="receivables" />
        </TabsContent>
        <TabsContent value="payables" className="mt-4">
          <AgeingTab query={params.query} tab="payables" />
        </TabsContent>
        <TabsContent value="detailed" className="mt-4">
          <DetailedTab query={params.query} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
