import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AttentionEntry } from './attention-lists';
import type { DashboardLink } from './dashboard-links';
import { FigureLink } from './figure-link';

type AttentionCardProps = {
  title: string;
  /** How many there are in all; the list holds the first few. */
  count: number;
  /** What the card says when nothing needs attention. */
  empty: string;
  children: ReactNode;
  /** How many the list shows, to say when there are more. */
  shown: number;
  /** The whole list, linked ("See all") when there are more than the card holds. */
  more?: DashboardLink;
};

/** One kind of trouble on the "needs attention" strip: how many, the first few, or that all is well. */
export function AttentionCard({ title, count, empty, children, shown, more }: AttentionCardProps) {
  const { t } = useLingui();
  const rest = count - shown;
  return (
    <Card padding={20} aria-label={title} role="region" className="min-w-0">
      <CardHeader className="flex items-center justify-between gap-3">
        <CardTitle>
          <h3 className="text-base">{title}</h3>
        </CardTitle>
        <Badge variant={count > 0 ? 'warning' : 'secondary'}>
          <span aria-hidden>{count}</span>
          <span className="sr-only">{t`${count} in all`}</span>
        </Badge>
      </CardHeader>
      <CardContent className="min-w-0">
        {shown === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck aria-hidden className="size-4 shrink-0 text-success" />
            {empty}
          </p>
        ) : (
          <ul className="-my-2 divide-y">{children}</ul>
        )}
      </CardContent>
      {rest > 0 ? (
        <p className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <Trans>and {rest} more</Trans>
          {more ? (
            <FigureLink link={more} className="font-medium text-primary">
              <Trans>See all</Trans>
            </FigureLink>
          ) : null}
        </p>
      ) : null}
    </Card>
  );
}

/** One item of an attention card: what it is (a link to its record) and, under it, since when. */
export function AttentionItem({ entry }: { entry: AttentionEntry }) {
  return (
    <li className="grid gap-0.5 py-2">
      <span className="min-w-0 font-medium break-words">
        <FigureLink link={entry.link} className="font-medium text-primary">
          {entry.name}
        </FigureLink>
      </span>
      <span className="text-xs text-muted-foreground">{entry.detail}</span>
    </li>
  );
}
