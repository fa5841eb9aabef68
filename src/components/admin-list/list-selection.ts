import { useState } from 'react';

/** What a bulk action runs on: the rows ticked (on any page), or every row matching the list's filters. */
export type BulkTarget = { kind: 'rows'; ids: readonly string[] } | { kind: 'matching' };

type Selection = { scope: string; ids: readonly string[]; matching: boolean };

const NONE: Selection = { scope: '', ids: [], matching: false };

/**
 * The rows chosen in a list, kept by id across pages. The choice belongs to one filtered view (`scope`,
 * the list's search and filters): when the filters change, what was chosen under the old ones no longer
 * holds and the selection starts empty. "Everything matching" chooses every row the filters match, the
 * ones on other pages too, counted by the list's total.
 */
export function useListSelection(scope: string) {
  const [stored, setStored] = useState<Selection>(NONE);
  const selection = stored.scope === scope ? stored : NONE;
  const target: BulkTarget | null = selection.matching
    ? { kind: 'matching' }
    : selection.ids.length > 0
      ? { kind: 'rows', ids: selection.ids }
      : null;
  return {
    ids: selection.ids,
    matching: selection.matching,
    /** The target a bulk action would run on now, or null when nothing is chosen. */
    target,
    setIds: (ids: readonly string[]) => setStored({ scope, ids, matching: false }),
    selectMatching: () => setStored({ scope, ids: selection.ids, matching: true }),
    clear: () => setStored(NONE),
  };
}
