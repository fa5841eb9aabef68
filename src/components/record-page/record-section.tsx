import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type RecordSectionProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A button beside the title (change roles, sign out everywhere). */
  action?: ReactNode;
  children: ReactNode;
};

/** One part of a record's page (a user, a payment): a card headed by its title (a level-2 heading) and its action. */
export function RecordSection({ title, description, action, children }: RecordSectionProps) {
  return (
    <Card padding={20} className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 className="leading-none font-semibold">{title}</h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      {children}
    </Card>
  );
}

/** A fact about the record: its name and its value, in a definition list (Facts). */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** The facts of a section, two columns from `sm` up. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

type SectionListProps<Item> = {
  items: readonly Item[];
  /** What the section says when there are none ("No domains."). */
  empty: ReactNode;
  /** One item, as a SectionEntry with its key. */
  children: (item: Item) => ReactNode;
};

/** A section's records (domains, tickets, sessions) one under another, or what it says when there are none. */
export function SectionList<Item>({ items, empty, children }: SectionListProps<Item>) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <ul className="grid gap-3">{items.map(children)}</ul>;
}

type SectionEntryProps = {
  /** The record's name with its status beside it, wrapping on a narrow screen. */
  heading: ReactNode;
  /** The lines under it. */
  children: ReactNode;
  className?: string;
};

/** One record of a SectionList: its name and status on top, then the lines about it, ruled off below. */
export function SectionEntry({ heading, children, className }: SectionEntryProps) {
  return (
    <li className={cn('grid gap-1 border-b pb-3 last:border-b-0 last:pb-0', className)}>
      <div className="flex flex-wrap items-center gap-2">{heading}</div>
      {children}
    </li>
  );
}
