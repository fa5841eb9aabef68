import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchResults } from '@/api/queries/search';
import type { SidebarNavGroup } from '@/components/sidebar/sidebar-nav-items';
import type { RecentKind } from './recent-items';

/** One choice of the palette: where Enter takes the user. */
export type PaletteOption = {
  /** Unique within the palette; also the base of the option element's id. */
  key: string;
  label: string;
  /** A second, quieter line (the domain of an event, the email of a user). */
  detail?: string;
  /** Where the option leads; none for an action that only changes something here (the theme). */
  href?: string;
  /** What an action does instead of following `href`. */
  run?: () => void;
  /** What a screen or record is, remembered among the recent items when opened; actions have none. */
  kind?: RecentKind;
};

export type PaletteGroup = { key: string; label: MessageDescriptor; options: PaletteOption[] };

/** Lower case without diacritics, so "domeny" finds "Domeny" and "zrodla" finds "Źródła". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The screens of `nav` (already filtered by the user's abilities, as the sidebar shows them) whose
 * translated label contains the typed text; every screen while nothing is typed.
 */
export function screenOptions(nav: readonly SidebarNavGroup[], typed: string, i18n: I18n): PaletteOption[] {
  const wanted = foldText(typed.trim());
  return nav
    .flatMap((group) => group.items)
    .map((item) => ({
      key: `screen:${item.to}`,
      label: i18n._(item.label),
      href: item.to,
      kind: 'screen' as const,
    }))
    .filter((option) => foldText(option.label).includes(wanted));
}

/** An action of the palette: a label, and what choosing it does (or where it leads). */
export type PaletteAction = { key: string; label: MessageDescriptor; href?: string; run?: () => void };

/** The actions whose translated label contains the typed text; all of them while nothing is typed. */
export function actionOptions(actions: readonly PaletteAction[], typed: string, i18n: I18n): PaletteOption[] {
  const wanted = foldText(typed.trim());
  return actions
    .map(({ key, label, href, run }) => ({ key: `action:${key}`, label: i18n._(label), href, run }))
    .filter((option) => foldText(option.label).includes(wanted));
}

/** Where a ticket opens: the staff queue's page for support staff, the owner's own page otherwise. */
export type TicketPlace = 'admin' | 'own';

/** The server's results as palette groups, each record linked to its page; empty groups are left out. */
export function resultGroups(results: SearchResults | undefined, tickets: TicketPlace): PaletteGroup[] {
  if (!results) return [];
  const ticketPath = tickets === 'admin' ? '/admin/support/tickets' : '/support/tickets';
  const groups: PaletteGroup[] = [
    {
      key: 'domains',
      label: msg`Domains`,
      options: results.domains.map((domain) => ({
        key: `domain:${domain.id}`,
        kind: 'domain' as const,
        label: domain.name,
        href: `/domains/${domain.id}`,
      })),
    },
    {
      key: 'events',
      label: msg`Events`,
      options: results.events.map((event) => ({
        key: `event:${event.id}`,
        kind: 'event' as const,
        label: `${event.event_name} · ${event.event_id}`,
        detail: event.domain_name,
        href: `/events?event=${encodeURIComponent(event.id)}`,
      })),
    },
    {
      key: 'tickets',
      label: msg`Tickets`,
      options: results.tickets.map((ticket) => ({
        key: `ticket:${ticket.id}`,
        kind: 'ticket' as const,
        label: `#${ticket.number} ${ticket.subject}`,
        detail: ticket.domain_name ?? undefined,
        href: `${ticketPath}/${ticket.id}`,
      })),
    },
    {
      key: 'users',
      label: msg`Users`,
      options: results.users.map((user) => ({
        key: `user:${user.id}`,
        kind: 'user' as const,
        label: user.name,
        detail: user.email,
        href: `/admin/users/${user.id}`,
      })),
    },
    {
      key: 'payments',
      label: msg`Payments`,
      options: results.payments.map((payment) => ({
        key: `payment:${payment.id}`,
        kind: 'payment' as const,
        label: payment.invoice_number,
        detail: payment.payer_email ?? undefined,
        href: `/admin/payments/${payment.id}`,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
