import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SocialProviderIcon } from '@/features/auth/sign-in-icons';
import { PROVIDER_NAMES, type SocialProvider } from '@/lib/social-providers';

interface SocialSignInButtonsProps {
  providers: readonly SocialProvider[];
  /**
   * Starts signing in with the provider; resolves with what to show when it could not start, or null
   * once the browser is on its way to the provider.
   */
  onStart: (provider: SocialProvider) => Promise<string | null>;
}

/**
 * One button per social provider the server offers. The pressed one shows progress and all stay disabled
 * until the provider's page opens, so a second click starts no second flow; a failure shows above them.
 */
export function SocialSignInButtons({ providers, onStart }: SocialSignInButtonsProps) {
  const { t } = useLingui();
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (providers.length === 0) return null;

  async function start(provider: SocialProvider) {
    setStarting(provider);
    setMessage(null);
    const failure = await onStart(provider);
    // On success the page is leaving: the button keeps its progress until it is gone.
    if (failure === null) return;
    setMessage(failure);
    setStarting(null);
  }

  return (
    <div data-slot="social-sign-in" className="grid gap-2">
      {message ? <Alert variant="destructive" autoClose={false} description={message} /> : null}
      {providers.map((provider) => {
        const name = PROVIDER_NAMES[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            className="w-full"
            loading={starting === provider}
            disabled={starting !== null}
            onClick={() => void start(provider)}
          >
            {starting === provider ? null : <SocialProviderIcon provider={provider} />}
            {t`Continue with ${name}`}
          </Button>
        );
      })}
    </div>
  );
}
