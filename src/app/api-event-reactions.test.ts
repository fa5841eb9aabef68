import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiEvents } from '@/api/api';
import { ApiError } from '@/api/api-error';
import { createApiEvents, type ApiEvents } from '@/api/api-events';
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
  };
  disconnect = connectApiEvents(events, reactions);
});
afterEach(() => {
  disconnect();
});

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

  it('stops reacting once disconnected', async () => {
    disconnect();
    events.emit('auth-error', error(401));
    await flush();
    expect(reactions.signOut).not.toHaveBeenCalled();
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

  it('signs out once when ten calls answer 401 at once', async () => {
    await tenCallsAnswered(() => refusal(401, 'Unauthenticated.'));
    await flush();
    expect(reactions.signOut).toHaveBeenCalledOnce();
    expect(reactions.navigateToLogin).toHaveBeenCalledOnce();
  });
});
