/**
 * What every part of the analytics screen reads: the period (inclusive local days of the user,
 * `YYYY-MM-DD`) and the optional domain and event name. The screen keeps them in the URL.
 */
export interface AnalyticsFilters {
  start_date: string;
  end_date: string;
  domain_id?: string;
  event_name?: string;
}
