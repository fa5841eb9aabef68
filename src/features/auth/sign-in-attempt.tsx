import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { useRunOnce } from './use-run-once';

/** Why a sign-in from a link did not go through: the server's words, when it gave any. */
export interface SignInAttemptFailure {
  detail: string | null;
}

interface SignInAttemptProps {
  /**
   * Signs in and moves on; resolves with the failure to show, or with nothing once navigation is on its
   * way (the progress then stays until the screen goes). Runs once, and must not reject.
   */
  run: () => Promise<SignInAttemptFailure | undefined>;
  /** What is happening meanwhile ("Signing you in…"). */
  progress: string;
  /** The failure's headline ('Magic link verification failed', say). */
  failureTitle: string;
  /** The ways on after a failure: ask for a new link, back to sign in… */
  children: ReactNode;
}

/** A sign-in that starts by itself from a link (a mailed token, a provider's code): progress, then a failure. */
export function SignInAttempt({ run, progress, failureTitle, children }: SignInAttemptProps) {
  const failure = useRunOnce(run);
  if (!failure) return <Loader size="lg" showLabel label={progress} className="justify-center py-6" />;
  return (
    <div className="grid gap-4">
      <Alert
        variant="destructive"
        autoClose={false}
        title={failureTitle}
        description={failure.detail ?? undefined}
      />
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
