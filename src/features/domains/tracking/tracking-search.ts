/** The URL state of /domains/tracking: `domain`, the id of the domain whose setup is shown. */
export interface TrackingSearch {
  domain?: string;
}

/** The route's `validateSearch`: a non-empty `domain` is kept; anything else shows the overview. */
export function validateTrackingSearch(search: Record<string, unknown>): TrackingSearch {
  const { domain } = search;
  return typeof domain === 'string' && domain.trim() !== '' ? { domain: domain.trim() } : {};
}
