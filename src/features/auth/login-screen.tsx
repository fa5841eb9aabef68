import { Trans } from '@lingui/react/macro';

/** The sign-in screen's frame; the form itself arrives with the app shell. */
export function LoginScreen() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <section className="w-full max-w-sm rounded-xl border border-border bg-card p-6 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-primary">Tracklane</p>
        <h1 className="mt-2 text-2xl font-semibold">
          <Trans>Sign in</Trans>
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>Track conversions from your own subdomain.</Trans>
        </p>
      </section>
    </main>
  );
}
