import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AnalyticsBreakdown } from '@/api/queries/analytics';
import { statusColour } from '@/components/charts/chart-data';
import { formatMoney } from '@/lib/money';
import { groupLabel } from './breakdown-labels';
import { breakdownRows, formatShare, type BreakdownRow } from './breakdown-rows';

/** One breakdown as a table: each group's name, events, share of the period (a bar and a figure) and revenue. */
export function BreakdownTable({ breakdown, caption }: { breakdown: AnalyticsBreakdown; caption: string }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const rows = breakdownRows(breakdown);
  return (
    // Fixed columns for the figures; the name takes what is left and is cut with an ellipsis (the
    // whole name on hover), so a long one never squeezes the figures. On a phone the revenue goes
    // under the name and the share loses its bar.
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col />
        <col className="w-18" />
        <col className="w-16 sm:w-28" />
        <col className="w-0 sm:w-28" />
      </colgroup>
      <thead className="border-b text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pe-2 text-start font-medium">
            {caption}
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            <Trans>Events</Trans>
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            <Trans>Share</Trans>
          </th>
          <th scope="col" className="hidden py-2 ps-2 text-end font-medium sm:table-cell">
            <Trans>Revenue</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b last:border-b-0">
            <th scope="row" className="py-2 pe-2 text-start font-normal">
              <GroupName by={breakdown.by} row={row} />
              {row.kind === 'group' && row.revenue.amount !== 0 ? (
                <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">
                  {formatMoney(row.revenue, i18n.locale)}
                </span>
              ) : null}
            </th>
            <td className="px-2 py-2 text-end tabular-nums">{number.format(row.events)}</td>
            <td className="px-2 py-2">
              <ShareBar
                share={row.share}
                colour={breakdown.by === 'status' && row.kind === 'group' ? statusColour(row.key) : undefined}
              />
            </td>
            <td className="hidden py-2 ps-2 text-end whitespace-nowrap tabular-nums sm:table-cell">
              {row.kind === 'group' && row.revenue.amount !== 0 ? (
                formatMoney(row.revenue, i18n.locale)
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GroupName({ by, row }: { by: AnalyticsBreakdown['by']; row: BreakdownRow }) {
  const { i18n } = useLingui();
  if (row.kind === 'others') {
    return (
      <span className="text-muted-foreground">
        <Trans>Others</Trans>
      </span>
    );
  }
  const label = groupLabel(by, row, i18n);
  const className = 'block truncate';
  if (by === 'domain' && row.key !== null) {
    return (
      <Link
        to="/domains/$domainId"
        params={{ domainId: row.key }}
        title={label}
        className={`${className} text-primary underline-offset-4 hover:underline`}
      >
        {label}
      </Link>
    );
  }
  return (
    <span
      title={label}
      className={by === 'event_name' && row.key !== null ? `${className} font-mono` : className}
    >
      {label}
    </span>
  );
}

/**
 * The share as a figure, with a bar behind it that only the eye needs, in the primary colour unless
 * the group has its own (failures, in their colour as in every chart).
 */
function ShareBar({ share, colour }: { share: number; colour: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <span className="flex items-center justify-end gap-2">
      <span
        aria-hidden="true"
        className="hidden h-1.5 w-8 shrink-0 overflow-hidden rounded-full bg-muted sm:block"
      >
        <span
          data-slot="share-bar"
          className="block h-full rounded-full bg-primary"
          style={{ width: `${share}%`, backgroundColor: colour }}
        />
      </span>
      <span className="shrink-0 text-end tabular-nums sm:w-12">{formatShare(share, i18n.locale)}</span>
    </span>
  );
}
