import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok } from '../../../lib/envelope.ts';
import { visibleAlerts } from './admin-dashboard-alerts.ts';
import { cachedFor } from './dashboard-cache.ts';
import { computeDashboard } from './dashboard-compute.ts';
import { dashboardOf, sectionsOpenedBy } from './dashboard-sections.ts';

/**
 * The staff's dashboard: the platform's figures, computed at most once a minute for everyone and then
 * cut to the sections each caller's permissions open; alerts worded in the caller's language.
 */
export function adminDashboardHandlers({ db, config, now = () => new Date() }: AppContext): Handlers {
  const figures = cachedFor((at) => computeDashboard(db, config.appUrl, at), now);

  const adminGetDashboard: Handler<'adminGetDashboard'> = async (request) => {
    const { generatedAt, sections, alerts } = await figures();
    const open = sectionsOpenedBy(request.callerAccess?.permissions ?? []);
    const dashboard = {
      generated_at: generatedAt,
      ...dashboardOf(sections, open),
      alerts: visibleAlerts(alerts, open, (message) => request.t(message)),
    };
    return ok(dashboard, request.t(msg`Platform figures`));
  };

  return { adminGetDashboard };
}
