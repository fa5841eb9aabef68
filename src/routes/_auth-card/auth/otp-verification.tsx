import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { pendingChallenge } from '@/features/auth/two-factor/two-factor-challenge';

// The contract's only one-time codes are those of the two-factor challenge, so this route hands over to
// it: to the challenge when a sign-in waits for its code, else to login, where a sign-in starts.
export const Route = createFileRoute('/_auth-card/auth/otp-verification')({
  staticData: {
    requiresGuest: true,
    title: msg`One-time code`,
    description: msg`Enter the one-time code we sent you.`,
  },
  beforeLoad: async ({ context: { session } }) => {
    const pending = pendingChallenge(await session.initialise(), Date.now());
    throw redirect({ to: pending ? '/auth/two-factor' : '/auth/login' });
  },
});
