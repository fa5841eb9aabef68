import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/** One part of a payment's page: a card headed by its title (a level-2 heading) and its action. */
export function PaymentCard({
  title,
  description,
  action,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
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

/** A fact about the payment: its name and its value, in a definition list. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** The facts of a card, two columns from `sm` up. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}
