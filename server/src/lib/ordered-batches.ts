/**
 * A long ordered result read in batches without OFFSET, so that an export streams it without holding
 * its rows: the ids in order first (one read of an index's worth; an export is capped, so at most its
 * cap of ids), then `size` rows at a time by those ids, put back in that order. Each batch costs the
 * same however deep it lies, where OFFSET would read again every row before it.
 */
export async function* orderedBatches<T>(
  readIds: () => Promise<{ id: string }[]>,
  readRows: (ids: string[]) => Promise<T[]>,
  idOf: (row: T) => string,
  size = 1000,
): AsyncGenerator<T[]> {
  const ids = (await readIds()).map((row) => row.id);
  for (let start = 0; start < ids.length; start += size) {
    const batch = ids.slice(start, start + size);
    const byId = new Map((await readRows(batch)).map((row) => [idOf(row), row]));
    // A row deleted since the ids were read is left out.
    const rows = batch.flatMap((id) => byId.get(id) ?? []);
    if (rows.length) yield rows;
  }
}
