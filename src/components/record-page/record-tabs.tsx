import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One tab of a record page: its id (the `?tab=` value), its label, and what it shows. */
export type RecordTab = {
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is open, so a query inside runs when the tab is first opened. */
  content: ReactNode;
};

type RecordTabsProps = {
  tabs: readonly RecordTab[];
  /** The open tab's id, from the URL (`?tab=`). */
  value: string;
  /** Writes the new tab into the URL (replacing the entry, so Back leaves the page rather than the tab). */
  onValueChange: (id: string) => void;
  /** Names the tab list for screen readers ("User sections"). */
  label: string;
  className?: string;
};

/**
 * A record page's tabs (arrow keys move between them, as WAI-ARIA tabs do), the choice kept in the URL.
 * Only the open tab's content is mounted: each tab reads its own data, lazily, when it is opened. On a
 * phone the tab list scrolls sideways instead of wrapping.
 */
export function RecordTabs({ tabs, value, onValueChange, label, className }: RecordTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={onValueChange} className={cn('grid gap-4', className)}>
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <Tabs.List
          aria-label={label}
          data-slot="record-tabs"
          className="flex w-max min-w-full gap-1 border-b"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {tabs.map((tab) => (
        // Radix makes the panel a Tab stop (tabindex 0), so it shows its focus as every control does.
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          className="min-w-0 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
