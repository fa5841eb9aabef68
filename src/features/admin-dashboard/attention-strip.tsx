import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardAttention, AdminSystemAlert } from '@/api/queries/admin-dashboard';
import { planQueries } from '@/api/queries/plans';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { AttentionCard, AttentionItem } from './attention-card';
import { ATTENTION_LISTS, type AttentionWords } from './attention-lists';
import { SystemAlert } from './system-alert';

/** The lists side by side on a wide screen, one alone taking half of it rather than a narrow third. */
const COLUMNS: Record<number, string> = {
  0: 'hidden',
  1: 'lg:grid-cols-2',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
};

/**
 * The "needs attention" strip: the server's alerts, then the tracking subdomains stuck in setup, the
 * destinations failing and the tickets waiting longest (ATTENTION_LISTS), each list only when the
 * caller's permissions open it. Nothing at all when the caller may see none of them.
 */
export function AttentionStrip({
  attention,
  alerts,
}: {
  attention: AdminDashboardAttention | undefined;
  alerts: readonly AdminSystemAlert[];
}) {
  const { t, i18n } = useLingui();
  const now = useNow();
  // The destinations' names in the reader's language, read once one is failing; their keys until then.
  const services = useQuery({
    ...planQueries.servicesSchema(i18n.locale),
    enabled: (attention?.failing_destinations?.length ?? 0) > 0,
  });
  const words: AttentionWords = {
    i18n,
    now,
    serviceName: (key) => services.data?.find((service) => service.key === key)?.name ?? key,
  };
  const lists = ATTENTION_LISTS.flatMap((list) => {
    const read = attention ? list.read(attention) : null;
    return read ? [{ list, ...read }] : [];
  });
  if (lists.length === 0 && alerts.length === 0) return null;
  return (
    <section aria-labelledby="needs-attention" className="grid gap-3">
      <h2 id="needs-attention" className="text-lg font-semibold">
        {t`Needs attention`}
      </h2>
      {alerts.map((alert) => (
        <SystemAlert key={alert.key} alert={alert} />
      ))}
      <div className={cn('grid gap-4', COLUMNS[lists.length])}>
        {lists.map(({ list, total, shown, entries }) => (
          <AttentionCard
            key={list.key}
            title={i18n._(list.title)}
            count={total}
            shown={shown}
            empty={i18n._(list.empty)}
            more={list.more}
          >
            {entries(words).map((entry) => (
              <AttentionItem key={entry.key} entry={entry} />
            ))}
          </AttentionCard>
        ))}
      </div>
    </section>
  );
}
