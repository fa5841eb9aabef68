import { i18n } from '@lingui/core';
import { HttpResponse } from 'msw';
import { toast, type ToastT } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiEvents } from '@/api/api';
import { ApiError } from '@/api/api-error';
import { createApiEvents, type ApiEvents } from '@/api/api-events';
import { apiMessages } from '@/api/api-messages';
import { notify } from '@/lib/notify';
import { contract, refusal } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { SESSION_EXPIRED_REASON } from '@/auth/session/session-machine';
import { connectApiEvents, type ApiEventReactions } from './api-event-reactions';

let events: ApiEvents;
let disconnect: () => void;
let reactions: ApiEventReactions & { signedIn: boolean };

beforeEach(() => {
  events = createApiEvents();
  reactions = {
    signedIn: true,
    isSignedIn: () => reactions.signedIn,
    signOut: vi.fn(() => {
      reactions.signedIn = false;
    }),
    navigateToLogin: vi.fn(),
    notify,
  };
  disconnect = connectApiEvents(events, reactions);
});
afterEach(() => {
  disconnect();
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

const error = (status: number, message = 'Server says no') => new ApiError({ status, message });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectApiEvents', () => {
  it('signs out and goes to login with the reason on a 401', async () => {
    events.emit('auth-error', error(401));
    await flush();
    expect(reactions.signOut).toHaveBeenCalledOnce();
    expect(reactions.navigateToLogin).toHaveBeenCalledWith(SESSION_EXPIRED_REASON);
    expect(vi.mocked(reactions.signOut).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(reactions.navigateToLogin).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('signs out once when many calls answer 401 together, even while signing out takes time', async () => {
    const signingOut = Promise.withResolvers<undefined>();
    reactions.signOut = vi.fn(() => signingOut.promise);
    disconnect();
    disconnect = connectApiEvents(events, reactions);
    for (let call = 0; call < 10; call++) events.emit('auth-error', error(401));
    signingOut.resolve(undefined);
    await flush();
    expect(reactions.signOut).toHaveBeenCalledOnce();
    expect(reactions.navigateToLogin).toHaveBeenCalledOnce();
  });

  it('leaves a 401 alone while signed out (a failed sign-in is the form’s to show)', async () => {
    reactions.signedIn = false;
    events.emit('auth-error', error(401));
    await flush();
    expect(reactions.signOut).not.toHaveBeenCalled();
    expect(reactions.navigateToLogin).not.toHaveBeenCalled();
  });

  it('still goes to login when signing out fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reactions.signOut = vi.fn(() => Promise.reject(new Error('storage blocked')));
    disconnect();
    disconnect = connectApiEvents(events, reactions);
    events.emit('auth-error', error(401));
    await flush();
    expect(reactions.navigateToLogin).toHaveBeenCalledOnce();
  });

  it("shows a permission error as an error toast with the server's message", async () => {
    events.emit('permission-error', error(403, 'Your account is suspended.'));
    await toastsSettled();
    expect(shownToasts()).toMatchObject([{ type: 'error', title: 'Your account is suspended.' }]);
  });

  it('says so in its own words when a 403 comes without a message', async () => {
    events.emit('permission-error', error(403, i18n._(apiMessages.generic)));
    await toastsSettled();
    expect(shownToasts()).toMatchObject([{ type: 'error', title: 'You do not have permission to do this.' }]);
  });

  it("warns about the rate limit with the server's message, or its own text", async () => {
    events.emit('rate-limit', error(429, 'Too many login attempts. Try again in 60 seconds.'));
    await toastsSettled();
    expect(shownToasts()).toMatchObject([
      { type: 'warning', title: 'Too many login attempts. Try again in 60 seconds.', duration: 5000 },
    ]);
    toast.dismiss();
    events.emit('rate-limit', error(429, ''));
    await toastsSettled();
    expect(shownToasts().at(-1)).toMatchObject({
      type: 'warning',
      title: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('shows server and network errors as error toasts that stay open', async () => {
    events.emit('server-error', error(503, 'Service temporarily unavailable'));
    events.emit('network-error', error(0, 'No connection to the server.'));
    await toastsSettled();
    expect(shownToasts()).toMatchObject([
      { type: 'error', title: 'Service temporarily unavailable', duration: Infinity },
      { type: 'error', title: 'No connection to the server.', duration: Infinity },
    ]);
  });

  it('shows a new toast for a failure after the previous one was dismissed', async () => {
    events.emit('server-error', error(500));
    await toastsSettled();
    toast.dismiss();
    events.emit('server-error', error(500));
    await toastsSettled();
    expect(shownToasts()).toHaveLength(1);
  });

  it('stops reacting once disconnected', async () => {
    disconnect();
    events.emit('server-error', error(500));
    await toastsSettled();
    expect(shownToasts()).toHaveLength(0);
  });
});

describe("connectApiEvents with the app's API client", () => {
  // The app's client announces on the app's events; these tests react to them as main.tsx does.
  beforeEach(() => {
    disconnect();
    disconnect = connectApiEvents(apiEvents, reactions);
  });

  /** Ten calls of GET /user/profile at once, the server answering each with `answer`. */
  async function tenCallsAnswered(answer: () => Response) {
    server.use(contract.get('/user/profile', answer));
    await Promise.allSettled(Array.from({ length: 10 }, () => api.GET('/user/profile')));
  }

  it('makes one toast of ten calls failing with 500 at once', async () => {
    await tenCallsAnswered(() => refusal(500, 'Database is down'));
    expect(shownToasts()).toMatchObject([{ type: 'error', title: 'Database is down' }]);
  });

  it('makes one toast of ten calls losing the connection at once', async () => {
    await tenCallsAnswered(() => HttpResponse.error());
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]?.title).toBe(i18n._(apiMessages.network));
  });

  it('signs out once when ten calls answer 401 at once', async () => {
    await tenCallsAnswered(() => refusal(401, 'Unauthenticated.'));
    await flush();
    expect(reactions.signOut).toHaveBeenCalledOnce();
    expect(reactions.navigateToLogin).toHaveBeenCalledOnce();
    expect(shownToasts()).toHaveLength(0);
  });
});
