export type FieldErrors = Record<string, string[]>;

/**
 * How every failed call rejects: a message for people, the server's errors map (field → messages), and the
 * HTTP status, 0 when no response came back.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;
  /** Seconds the server asked us to wait (429 only). */
  readonly retryAfter: number | undefined;

  constructor(init: { message: string; status: number; errors?: FieldErrors; retryAfter?: number }) {
    super(init.message);
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
