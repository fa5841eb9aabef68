/**
 * The `data` of an answer's envelope, for the caller to type as the contract's schema: the client revives
 * date-time fields as `Date` values, which openapi-fetch's response types turn into plain object types.
 * An answer without a body is a broken server, not a refusal: a TypeError rather than an ApiError.
 */
export function envelopeData(response: { data?: { data: unknown } }): unknown {
  if (!response.data) throw new TypeError('The server answered without a body');
  return response.data.data;
}
