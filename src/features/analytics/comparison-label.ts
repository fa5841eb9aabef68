import { useLingui } from '@lingui/react/macro';
import type { Comparison } from './analytics-search-params';

/** The name of the compared period's series in a chart's legend, tooltip and table. */
export function useComparisonLabel(compare: Comparison): string {
  const { t } = useLingui();
  return compare === 'previous_year' ? t`Previous year` : t`Previous period`;
}
