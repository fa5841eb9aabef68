/** `meta` of every answer; lists add their pagination. */
export interface Meta {
  timestamp: Date;
  requires_2fa?: boolean;
}

export interface PageMeta extends Meta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
}

/** The success envelope of spec section 3 around `data`. */
export function ok<D>(data: D, message: string, meta: Partial<Meta> = {}) {
  const timestamp = new Date();
  return { success: true as const, message, data, meta: { ...meta, timestamp }, timestamp };
}

/** The envelope of one page of a list, with the pagination meta the contract describes. */
export function page<T>(
  items: T[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
  message: string,
) {
  const envelope = ok(items, message);
  const from = items.length ? (page - 1) * perPage + 1 : null;
  const meta: PageMeta = {
    ...envelope.meta,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + items.length - 1,
  };
  return { ...envelope, meta };
}

/** The error envelope; `errors` maps each field to its messages. */
export function failure(message: string, errors?: Record<string, string[]>) {
  const timestamp = new Date();
  return { success: false as const, message, ...(errors && { errors }), meta: { timestamp }, timestamp };
}
