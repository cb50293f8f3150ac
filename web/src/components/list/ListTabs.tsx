import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';

/**
 * A list's view switch `tab` (`views: { tab: [...] }`) as tabs, labelled `<ns>.tabs.<value>`; the
 * first value is the default and leaves the URL. The panels (`TabsContent`) are the children.
 */
export function ListTabs<V extends string>({
  ns,
  list,
  children,
}: {
  ns: string;
  list: {
    views: { tab: V };
    viewValues: { tab: readonly [V, ...V[]] };
    update: (changes: Record<string, string | number | undefined>) => void;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs = list.viewValues.tab;
  return (
    <Tabs
      value={list.views.tab}
      onValueChange={(tab) => list.update({ tab: tab === tabs[0] ? undefined : tab })}
    >
      <TabsList>
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`${ns}.tabs.${tab}` as never)}
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  );
}
