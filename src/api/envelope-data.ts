/**
 * The `data` of an answer's envelope, typed as the contract types the operation's success body: what a
 * read hands to the screen. Failures never get here: the client rejects them as an ApiError.
 */
export async function dataOf<Data>(call: Promise<{ data: { data: Data } }>): Promise<Data> {
  return (await call).data.data;
}

/** The envelope's `message`: the server's own words for what it did ("Link sent"). */
export async function messageOf(call: Promise<{ data: { message: string } }>): Promise<string> {
  return (await call).data.message;
}
