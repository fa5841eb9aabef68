import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

type SectionProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A button beside the title (change roles, sign out everywhere). */
  action?: ReactNode;
  children: ReactNode;
};

/** One part of the support console: a card headed by its title (a level-2 heading) and its action. */
export function Section({ title, description, action, children }: SectionProps) {
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

/** A fact about the user: its name and its value, in a definition list. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}
