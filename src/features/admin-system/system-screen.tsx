import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { tabOf } from '@/components/record-page/record-tab-search';
import { RecordTabs } from '@/components/record-page/record-tabs';
import { DatabaseTab } from './database-tab';
import { HealthTab } from './health-tab';
import { LogsTab } from './logs-tab';
import { PerformanceTab } from './performance-tab';

const TABS = ['health', 'database', 'performance', 'logs'] as const;

/**
 * /admin/system: the health checks with their thresholds, versions and uptime, the database's tables,
 * this process's request figures and the server's log lines, one tab each (`?tab=`, read here rather
 * than by the route, so nothing of it loads with the app's first screen).
 */
export function SystemScreen() {
  const { t } = useLingui();
  const search: { tab?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      <RecordTabs
        label={t`System sections`}
        value={tabOf(search.tab, TABS) ?? 'health'}
        onValueChange={(tab) => void navigate({ to: '.', search: { tab }, replace: true })}
        tabs={[
          { id: 'health', label: t`Health`, content: <HealthTab /> },
          { id: 'database', label: t`Database`, content: <DatabaseTab /> },
          { id: 'performance', label: t`Performance`, content: <PerformanceTab /> },
          { id: 'logs', label: t`Logs`, content: <LogsTab /> },
        ]}
      />
    </main>
  );
}
