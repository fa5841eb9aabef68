import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AdminDashboardAttention } from '@/api/queries/admin-dashboard';
import { dashboardLinks, type DashboardLink } from './dashboard-links';
import { formatElapsed } from './elapsed-time';

type Attention = Required<AdminDashboardAttention>;
type AttentionKey = 'stuck_tracking_domains' | 'failing_destinations' | 'waiting_tickets';
type TrackingStatus = Attention['stuck_tracking_domains'][number]['status'];

/** What the words of an item need beyond the item. */
export interface AttentionWords {
  i18n: I18n;
  /** The time now (useNow), for "for 3 days". */
  now: number;
  /** A destination's name in the reader's language, from its key. */
  serviceName: (key: string) => string;
}

/** One item of a card: the record it leads to, its name, and under it since when. */
export interface AttentionEntry {
  key: string;
  link: DashboardLink;
  name: string;
  detail: string;
}

/** One list of the "needs attention" strip, as the card shows it. */
export interface AttentionList {
  key: AttentionKey;
  title: MessageDescriptor;
  /** What the card says when nothing needs attention. */
  empty: MessageDescriptor;
  /** The whole list, linked when there are more than the card holds. */
  more?: DashboardLink;
  /**
   * The list in the dashboard: how many there are in all, how many it holds, and their entries; null
   * when the caller's permissions keep it out of the answer.
   */
  read: (attention: AdminDashboardAttention) => {
    total: number;
    shown: number;
    entries: (words: AttentionWords) => AttentionEntry[];
  } | null;
}

interface AttentionListDefinition<Key extends AttentionKey> extends Omit<AttentionList, 'read'> {
  key: Key;
  entry: (item: Attention[Key][number], words: AttentionWords) => AttentionEntry;
}

/** A list read from the field its key names, its total from `<key>_count` (its length when absent). */
function attentionList<Key extends AttentionKey>({
  entry,
  ...list
}: AttentionListDefinition<Key>): AttentionList {
  return {
    ...list,
    read: (attention) => {
      const items: Attention[Key][number][] | undefined = attention[list.key];
      if (!items) return null;
      const total: number | undefined = attention[`${list.key}_count`];
      return {
        total: total ?? items.length,
        shown: items.length,
        entries: (words) => items.map((item) => entry(item, words)),
      };
    },
  };
}

const TRACKING_STATUSES: Record<TrackingStatus, MessageDescriptor> = {
  // The owner's words for the same steps: not looked up yet and not found yet both wait for DNS.
  pending: msg`Waiting for DNS`,
  verifying: msg`Waiting for DNS`,
  configuring: msg`Configuring`,
  failed: msg`Failed`,
};

/** The strip's lists, in its order; each item opens its record. */
export const ATTENTION_LISTS: readonly AttentionList[] = [
  // Tracking subdomains whose setup failed or has not finished in a day.
  attentionList({
    key: 'stuck_tracking_domains',
    title: msg`Tracking subdomains stuck in setup`,
    empty: msg`No tracking subdomain is stuck.`,
    more: dashboardLinks.stuckDomains(),
    entry: (item, { i18n, now }) => {
      const { domain } = item;
      const status = i18n._(TRACKING_STATUSES[item.status]);
      const length = formatElapsed(item.since, now, i18n.locale);
      return {
        key: item.hostname,
        link: dashboardLinks.domain(item.domain_id),
        name: item.hostname,
        detail: i18n._(msg`${domain} · ${status} for ${length}`),
      };
    },
  }),
  // Destinations that have only failed for a while, most failures first.
  attentionList({
    key: 'failing_destinations',
    title: msg`Failing destinations`,
    empty: msg`Every destination is delivering.`,
    more: dashboardLinks.deliveries(),
    entry: (item, { i18n, now, serviceName }) => {
      const { domain, failed } = item;
      const service = serviceName(item.service);
      const length = formatElapsed(item.since, now, i18n.locale);
      return {
        key: `${item.domain_id}-${item.service}`,
        link: dashboardLinks.domain(item.domain_id),
        name: i18n._(msg`${service} on ${domain}`),
        detail: i18n._(
          msg`${plural(failed, {
            one: `# failed delivery in ${length}`,
            other: `# failed deliveries in ${length}`,
          })}`,
        ),
      };
    },
  }),
  // The tickets waiting longest for staff, in the support queue.
  attentionList({
    key: 'waiting_tickets',
    title: msg`Tickets waiting longest`,
    empty: msg`No ticket is waiting for staff.`,
    more: dashboardLinks.openTickets(),
    entry: (ticket, { i18n, now }) => {
      const { number, subject } = ticket;
      const length = formatElapsed(ticket.waiting_since, now, i18n.locale);
      return {
        key: ticket.id,
        link: dashboardLinks.ticket(ticket.id),
        name: i18n._(msg`#${number} ${subject}`),
        detail: i18n._(msg`Waiting for ${length}`),
      };
    },
  }),
];
