import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { analyticsBreakdownHandlers } from './analytics-breakdown.handlers.ts';
import { analyticsExportHandlers } from './analytics-export.handlers.ts';
import { analyticsRealtimeHandlers } from './analytics-realtime.handlers.ts';
import { analyticsSeriesHandlers } from './analytics-series.handlers.ts';
import { userGrowthHandlers } from './user-growth.handlers.ts';

/** The operations of the `analytics` tag. */
export function analyticsHandlers(context: AppContext): Handlers {
  return {
    ...analyticsSeriesHandlers(context),
    ...analyticsBreakdownHandlers(context),
    ...analyticsExportHandlers(context),
    ...analyticsRealtimeHandlers(context),
    ...userGrowthHandlers(context),
  };
}
