import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';

/** spec: the dashboard's two tabs. */
export const DashboardTab = { courses: 'courses', ebooks: 'ebooks' } as const;
export type DashboardTab = (typeof DashboardTab)[keyof typeof DashboardTab];

export type DashboardTabsProps = Omit<
  React.ComponentProps<typeof Tabs>,
  'value' | 'defaultValue' | 'onValueChange' | 'children'
> & {
  /** The open tab (controlled, e.g. from the /dashboard optional tab parameter). */
  value?: DashboardTab;
  /**
   * The tab open at first when uncontrolled.
   * @defaultValue 'courses'
   */
  defaultValue?: DashboardTab;
  /** Called with the newly chosen tab. */
  onValueChange?: (tab: DashboardTab) => void;
  /** The My Courses panel. */
  courses: React.ReactNode;
  /** The My Ebooks panel. */
  ebooks: React.ReactNode;
};

/** The dashboard's My Courses / My Ebooks tabs (arrow keys move between them). */
export function DashboardTabs({
  value,
  defaultValue = 'courses',
  onValueChange,
  courses,
  ebooks,
  className,
  ...props
}: DashboardTabsProps) {
  return (
    <Tabs
      data-slot="dashboard-tabs"
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onValueChange={(next) => onValueChange?.(next === 'ebooks' ? 'ebooks' : 'courses')}
      spacing="md"
      className={className}
      {...props}
    >
      <TabsList aria-label="Dashboard">
        <TabsTrigger value="courses">My Courses</TabsTrigger>
        <TabsTrigger value="ebooks">My Ebooks</TabsTrigger>
      </TabsList>
      <TabsContent value="courses">{courses}</TabsContent>
      <TabsContent value="ebooks">{ebooks}</TabsContent>
    </Tabs>
  );
}
