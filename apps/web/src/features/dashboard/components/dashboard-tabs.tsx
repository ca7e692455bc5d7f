import { Tabs, TabsContent, TabsList, TabsTrigger } from '@portal/ui';

export interface DashboardTabsProps<Tab extends string> {
  value: Tab;
  onValueChange: (tab: Tab) => void;
  tabs: readonly { value: Tab; label: string; content: React.ReactNode }[];
}

/**
 * My Courses / My Ebooks tabs of the dashboard. A composition of the ui Tabs; it moves to
 * packages/ui (as DashboardTabs, with stories) when the dashboard issue fills the tabs.
 */
export function DashboardTabs<Tab extends string>({
  value,
  onValueChange,
  tabs,
}: DashboardTabsProps<Tab>) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as Tab)}>
      <TabsList aria-label="Dashboard">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-4">
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
