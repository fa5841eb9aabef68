import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { settingsQueries } from '@/api/queries/settings';
import { cn } from '@/lib/cn';

const LINK_CLASS = 'underline-offset-4 hover:text-foreground hover:underline';

/** A static page's address opens in the app (/p/{slug}); any other leaves it. */
function LegalLink({ url, children }: { url: string; children: ReactNode }) {
  const slug = /^\/p\/([^/?#]+)$/.exec(url)?.[1];
  if (slug === undefined) {
    return (
      <a href={url} className={LINK_CLASS}>
        {children}
      </a>
    );
  }
  return (
    <Link to="/p/$slug" params={{ slug: decodeURIComponent(slug) }} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

/**
 * The privacy policy and the terms of service, where the site settings say they are: the footer of the
 * screens where people sign in and create an account. Nothing until the settings are known.
 */
export function LegalLinks({ className }: { className?: string }) {
  const { t } = useLingui();
  const { data: settings } = useQuery(settingsQueries.site());
  if (!settings) return null;
  return (
    <nav
      aria-label={t`Legal`}
      className={cn('flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}
    >
      <LegalLink url={settings.privacy_policy_url}>{t`Privacy policy`}</LegalLink>
      <LegalLink url={settings.terms_of_service_url}>{t`Terms of service`}</LegalLink>
    </nav>
  );
}
