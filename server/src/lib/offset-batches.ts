/**
 * A long ordered result read `size` rows at a time, through `read` of one window, so that an export
 * streams it without ever holding it whole.
 */
export async function* offsetBatches<T>(
  read: (window: { limit: number; offset: number }) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await read({ limit: size, offset });
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
