import { lazy } from 'react';

/** The chart kit (visx), loaded with the first chart on screen rather than with the screen. */
export const LazyChart = lazy(() =>
  import('@/components/charts/chart').then((module) => ({ default: module.Chart })),
);
