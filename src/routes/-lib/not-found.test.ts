import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { orNotFound } from './not-found';

describe('orNotFound', () => {
  it('hands back what the read answered', async () => {
    await expect(orNotFound(Promise.resolve('ticket'))).resolves.toBe('ticket');
  });

  it("turns the API's 404 into the not-found page", async () => {
    const thrown = await orNotFound(
      Promise.reject(new ApiError({ message: 'Not found', status: 404 })),
    ).catch((error: unknown) => error);
    expect(isNotFound(thrown)).toBe(true);
  });

  it('lets any other failure through as it came', async () => {
    const failure = new ApiError({ message: 'Server error', status: 500 });
    await expect(orNotFound(Promise.reject(failure))).rejects.toBe(failure);
  });
});
