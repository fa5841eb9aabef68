import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { DashboardLink } from './dashboard-links';
import { FigureLink } from './figure-link';

/** One part of a figure: "Active 1,204", leading to the list of just those. */
export interface BreakdownItem {
  key: string;
  label: ReactNode;
  /** Already formatted for the active locale. */
  value: string;
  link?: DashboardLink;
  /** Change against the previous period, in percent; in points when `changeText` writes it. */
  change?: number;
  changeText?: string;
}

/** The parts of a figure under it, each with its count and, when it has one, its change. */
export function FigureBreakdown({ items, label }: { items: readonly BreakdownItem[]; label: string }) {
  return (
    <ul aria-label={label} className="-mx-1 grid border-t pt-2 text-sm">
      {items.map((item) => (
        <li key={item.key}>
          <Row item={item} />
        </li>
      ))}
    </ul>
  );
}

const ROW = 'flex min-h-8 w-full items-center justify-between gap-3 rounded-sm px-1';

function Row({ item }: { item: BreakdownItem }) {
  const content = (
    <>
      <span className="min-w-0 text-muted-foreground">{item.label}</span>{' '}
      <span className="flex items-baseline gap-2 font-medium whitespace-nowrap tabular-nums">
        {item.value}{' '}
        {item.change === undefined ? null : <ChangeText change={item.change} text={item.changeText} />}
        {/* A part that opens its list says so beside its count, not only on hover. */}
        {item.link ? (
          <ChevronRight aria-hidden className="size-3.5 self-center text-muted-foreground" />
        ) : null}
      </span>
    </>
  );
  if (!item.link) return <div className={ROW}>{content}</div>;
  return (
    <FigureLink link={item.link} className={cn(ROW, 'hover:bg-muted/60')}>
      {content}
    </FigureLink>
  );
}

/** A change written small beside a figure: "+12.5%", in the trend's colour, the sign saying it too. */
export function ChangeText({ change, text }: { change: number; text?: string }) {
  const { i18n } = useLingui();
  const written =
    text ??
    new Intl.NumberFormat(i18n.locale, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 1,
    }).format(change / 100);
  const colour = change > 0 ? 'text-success' : change < 0 ? 'text-destructive' : 'text-muted-foreground';
  return <span className={cn('text-xs', colour)}>{written}</span>;
}
