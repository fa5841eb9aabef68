import { lazy, Suspense } from 'react';
import type { SocialProvider } from '@/lib/social-providers';

// The sign-in screen's marks, drawn inline (a few hundred bytes each): the screen ships with the entry and
// its first load is measured, where each icon module shared with other screens would be one more request.
// The brands' marks are the exception (brand-icons.tsx): they show only where the server offers Google,
// GitHub or Facebook, and load when it does. The two line icons (lucide's mail and key-round, ISC) and
// GitHub's mark follow the text colour, so they stay visible in the dark theme.

/** Line icons in lucide's style: a 24-unit box, a 2-unit round stroke in the text colour. */
const LINE = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An envelope, for signing in with a mailed link. */
export function MagicLinkIcon() {
  return (
    <svg {...LINE}>
      <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </svg>
  );
}

// The demo install's own provider has no brand: a key says "sign in" well enough.
function KeyIcon() {
  return (
    <svg {...LINE}>
      <path d="M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z" />
      <circle cx="16.5" cy="7.5" r=".5" fill="currentColor" />
    </svg>
  );
}

const BrandIcon = lazy(() => import('./brand-icons').then((module) => ({ default: module.BrandIcon })));

/**
 * The provider's mark, decorative (the button names the provider in words). A brand's mark keeps its
 * place empty until it has loaded, so the button's text does not move.
 */
export function SocialProviderIcon({ provider }: { provider: SocialProvider }) {
  if (provider === 'local') return <KeyIcon />;
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-4 shrink-0" />}>
      <BrandIcon provider={provider} />
    </Suspense>
  );
}
