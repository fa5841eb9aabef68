import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('tries a read again twice when no answer came or the server failed', () => {
    for (const error of [
      new ApiError({ message: 'offline', status: 0 }),
      new ApiError({ message: 'boom', status: 500 }),
      new TypeError('x'),
    ]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
    }
  });

  it('never tries again what the server refused', () => {
    for (const status of [401, 403, 404, 422, 429])
      expect(shouldRetry(0, new ApiError({ message: 'no', status }))).toBe(false);
  });
});
