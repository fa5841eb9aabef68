import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { toast, type ToastT } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/api';
import { ApiError } from '@/api/api-error';
import { apiMessages } from '@/api/api-messages';
import { dataOf } from '@/api/envelope-data';
import { contract, envelope, refusal } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { aUser } from '../../tests/fixtures/user';
import { createQueryClient } from './query-client';

let queryClient: QueryClient;

beforeEach(async () => {
  queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  // Files share a worker: a toast another file asked for just before may arrive now.
  await toastsSettled();
  toast.dismiss();
});
afterEach(() => {
  queryClient.clear();
  toast.dismiss();
});

function shownToasts(): ToastT[] {
  return toast.getToasts().filter((item): item is ToastT => 'type' in item);
}

/** Lets notify, which hands its toasts to sonner once sonner has loaded, finish what it was given. */
async function toastsSettled() {
  await import('sonner');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const failure = (status: number, message = 'Server says no') => new ApiError({ status, message });

/** A read of `key` that has data on screen, then fails with `error` when refreshed. */
async function refreshFailing(error: Error, key = 'thing') {
  let calls = 0;
  const queryFn = () => (calls++ === 0 ? Promise.resolve('shown') : Promise.reject(error));
  await queryClient.query({ queryKey: [key], queryFn });
  await queryClient.refetchQueries({ queryKey: [key] });
  await toastsSettled();
}

async function mutationFailing(error: Error, meta?: { showsError: boolean }) {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await mutation.execute(undefined).catch(() => undefined);
  await toastsSettled();
}

describe('the notification policy', () => {
  it('shows no toast when a screen’s data fails to load: its error card says so', async () => {
    await queryClient
      .query({ queryKey: ['first'], queryFn: () => Promise.reject(failure(500)) })
      .catch(() => undefined);
    await toastsSettled();
    expect(shownToasts()).toEqual([]);
  });

  it('shows a failed refresh of data on screen as a toast with the server’s message', async () => {
    await refreshFailing(failure(503, 'Service temporarily unavailable'));
    expect(shownToasts()).toMatchObject([
      { type: 'error', title: 'Service temporarily unavailable', duration: Infinity },
    ]);
  });

  it('says a refused permission or the rate limit in its own words when the server gave none', async () => {
    await refreshFailing(failure(403, i18n._(apiMessages.generic)), 'a');
    await refreshFailing(failure(429, ''), 'b');
    expect(shownToasts()).toMatchObject([
      { type: 'error', title: 'You do not have permission to do this.' },
      { type: 'warning', title: 'Too many requests. Please wait a moment and try again.', duration: 5000 },
    ]);
  });

  it('never toasts a 401: the session ends and the sign-in screen says why', async () => {
    await refreshFailing(failure(401));
    await mutationFailing(failure(401));
    expect(shownToasts()).toEqual([]);
  });

  it('toasts a failed action unless its screen shows the failure', async () => {
    await mutationFailing(failure(500, 'Database is down'), { showsError: true });
    expect(shownToasts()).toEqual([]);
    await mutationFailing(failure(500, 'Database is down'));
    expect(shownToasts()).toMatchObject([{ type: 'error', title: 'Database is down' }]);
  });

  it('makes one toast of ten refreshes losing the connection at once, and a new one after dismissal', async () => {
    server.use(contract.get('/user/profile', () => envelope(aUser())));
    const reads = Array.from({ length: 10 }, (_, index) => ({
      queryKey: ['profile', index],
      queryFn: () => dataOf(api.GET('/user/profile')),
    }));
    await Promise.all(reads.map((read) => queryClient.query(read)));
    server.use(contract.get('/user/profile', () => HttpResponse.error()));
    await queryClient.refetchQueries({ queryKey: ['profile'] });
    await toastsSettled();
    expect(shownToasts()).toMatchObject([{ type: 'error', title: i18n._(apiMessages.network) }]);

    toast.dismiss();
    server.use(contract.get('/user/profile', () => refusal(500, 'Database is down')));
    await queryClient.refetchQueries({ queryKey: ['profile', 0] });
    await toastsSettled();
    expect(shownToasts()).toMatchObject([{ type: 'error', title: 'Database is down' }]);
  });
});
