import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** What any unknown path, or a route the user may not open, shows. */
export function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <p className="text-5xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-semibold">
          <Trans>Page not found</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <Link
          to="/"
          className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>Go to the start page</Trans>
        </Link>
      </div>
    </main>
  );
}
