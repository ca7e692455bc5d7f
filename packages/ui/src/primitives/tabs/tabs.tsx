import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../../lib/cn';

/** The tabs root (controlled with `value`/`onValueChange`, or uncontrolled with `defaultValue`). */
export function Tabs({
  className,
  spacing = 'sm',
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root> & {
  /**
   * The space between the tab list and the panel.
   * @defaultValue 'sm'
   */
  spacing?: 'sm' | 'md';
}) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col', spacing === 'md' ? 'gap-4' : 'gap-3', className)}
      {...props}
    />
  );
}

/** The row of tab buttons; arrow keys move between them. Give it an aria-label. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** One tab button; `value` ties it to its TabsContent. */
export function TabsTrigger({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,background-color,border-color] hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown while its tab is active. */
export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('flex-1', className)}
      {...props}
    />
  );
}
