import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { runForEach } from './bulk-action';

const refusal = new ApiError({ message: 'You cannot suspend your own account.', status: 422 });
const fallback = msg`Not changed.`;

describe('runForEach', () => {
  it('runs the change for each id in turn and counts what was done and what was refused', async () => {
    const order: string[] = [];
    const outcome = await runForEach(
      ['a', 'b', 'c'],
      (id) => {
        order.push(id);
        return id === 'b' ? Promise.reject(refusal) : Promise.resolve();
      },
      fallback,
      i18n,
    );
    expect(order).toEqual(['a', 'b', 'c']);
    expect(outcome).toEqual({
      done: 2,
      failed: [{ id: 'b', message: 'You cannot suspend your own account.' }],
    });
  });

  it('throws the first refusal as it came when every change was refused', async () => {
    await expect(runForEach(['a', 'b'], () => Promise.reject(refusal), fallback, i18n)).rejects.toBe(refusal);
  });
});
