import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PURCHASE_TABS, type PurchaseTab } from '../list-params';

/**
 * 'Bons de commande', 'Expéditions' and 'Paramètres' (the match tolerances): the page's tabs. Switching starts the other
 * list afresh (its own search, filters, sort and page: the two lists share no parameter).
 */
export function PurchaseTabs({ tab, children }: { tab: PurchaseTab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={tab} onValueChange={(next) => navigate({ search: next === 'orders' ? '' : `?tab=${next}` })}>
      <TabsList>
        {PURCHASE_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`purchases.ui.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={tab} className="space-y-4">
        {children}
      </TabsContent>
    </Tabs>
  );
}
