import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardAttention } from '@/api/queries/admin-dashboard';
import { planQueries } from '@/api/queries/plans';
import { useNow } from '@/lib/use-now';
import { AttentionCard, AttentionItem } from './attention-card';
import { dashboardLinks } from './dashboard-links';
import { formatElapsed } from './elapsed-time';
import { FigureLink } from './figure-link';

type Attention = Required<AdminDashboardAttention>;
type TrackingStatus = Attention['stuck_tracking_domains'][number]['status'];

const TRACKING_STATUSES: Record<TrackingStatus, MessageDescriptor> = {
  // The owner's words for the same steps: not looked up yet and not found yet both wait for DNS.
  pending: msg`Waiting for DNS`,
  verifying: msg`Waiting for DNS`,
  configuring: msg`Configuring`,
  failed: msg`Failed`,
};

const ITEM_LINK = 'font-medium text-primary';

/** Tracking subdomains whose setup failed or has not finished in a day, each opening its domain. */
export function StuckTrackingCard({
  items,
  count,
}: {
  items: Attention['stuck_tracking_domains'];
  count: number;
}) {
  const { t, i18n } = useLingui();
  const now = useNow();
  return (
    <AttentionCard
      title={t`Tracking subdomains stuck in setup`}
      count={count}
      shown={items.length}
      empty={t`No tracking subdomain is stuck.`}
    >
      {items.map((item) => {
        const { domain } = item;
        const status = i18n._(TRACKING_STATUSES[item.status]);
        const length = formatElapsed(item.since, now, i18n.locale);
        return (
          <AttentionItem
            key={item.hostname}
            title={
              <FigureLink link={dashboardLinks.domain(item.domain)} className={ITEM_LINK}>
                {item.hostname}
              </FigureLink>
            }
            detail={t`${domain} · ${status} for ${length}`}
          />
        );
      })}
    </AttentionCard>
  );
}

/** Destinations that have only failed for a while, most failures first, each opening its domain. */
export function FailingDestinationsCard({
  items,
  count,
}: {
  items: Attention['failing_destinations'];
  count: number;
}) {
  const { t, i18n } = useLingui();
  const now = useNow();
  // The destinations' names in the reader's language; their keys until the list arrives.
  const services = useQuery({ ...planQueries.servicesSchema(i18n.locale), enabled: items.length > 0 });
  const nameOf = (key: string) => services.data?.find((service) => service.key === key)?.name ?? key;
  return (
    <AttentionCard
      title={t`Failing destinations`}
      count={count}
      shown={items.length}
      empty={t`Every destination is delivering.`}
      more={<MoreLink link={dashboardLinks.deliveries()} />}
    >
      {items.map((item) => {
        const { domain, failed } = item;
        const service = nameOf(item.service);
        const length = formatElapsed(item.since, now, i18n.locale);
        return (
          <AttentionItem
            key={`${item.domain_id}-${item.service}`}
            title={
              <FigureLink link={dashboardLinks.domain(item.domain)} className={ITEM_LINK}>
                {t`${service} on ${domain}`}
              </FigureLink>
            }
            detail={t`${plural(failed, {
              one: `# failed delivery in ${length}`,
              other: `# failed deliveries in ${length}`,
            })}`}
          />
        );
      })}
    </AttentionCard>
  );
}

/** The tickets waiting longest for staff, each opening in the support queue. */
export function WaitingTicketsCard({ items, count }: { items: Attention['waiting_tickets']; count: number }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  return (
    <AttentionCard
      title={t`Tickets waiting longest`}
      count={count}
      shown={items.length}
      empty={t`No ticket is waiting for staff.`}
      more={<MoreLink link={dashboardLinks.openTickets()} />}
    >
      {items.map((ticket) => {
        const { number, subject } = ticket;
        const length = formatElapsed(ticket.waiting_since, now, i18n.locale);
        return (
          <AttentionItem
            key={ticket.id}
            title={
              <FigureLink link={dashboardLinks.ticket(ticket.id)} className={ITEM_LINK}>
                {t`#${number} ${subject}`}
              </FigureLink>
            }
            detail={t`Waiting for ${length}`}
          />
        );
      })}
    </AttentionCard>
  );
}

function MoreLink({ link }: { link: Parameters<typeof FigureLink>[0]['link'] }) {
  return (
    <FigureLink link={link} className="font-medium text-primary">
      <Trans>See all</Trans>
    </FigureLink>
  );
}
