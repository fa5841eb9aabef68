import { useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { type TwoFactorSetup } from '@/api/queries/auth-two-factor';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import type { FormFailure } from '@/components/form/form-failure';
import { TwoFactorEnableForm } from './two-factor-enable-form';
import { TwoFactorQrCode } from './two-factor-qr-code';

interface TwoFactorSetupCardProps {
  setup: TwoFactorSetup;
  onEnable: (code: string) => Promise<FormFailure<string> | null>;
  onCancel: () => void;
}

/** The secret in groups of four, as people copy it by eye; apps ignore the spaces. */
export function groupedSecret(secret: string): string {
  return secret.replace(/=+$/, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Setting up: scan the QR code (or type the key), then confirm with the first code the app shows. */
export function TwoFactorSetupCard({ setup, onEnable, onCancel }: TwoFactorSetupCardProps) {
  const { t } = useLingui();

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      notify.success(t`Key copied`);
    } catch {
      notify.error(t`Could not copy. Select the key and copy it yourself.`);
    }
  }

  return (
    <Card data-slot="two-factor-setup">
      <CardHeader>
        <CardTitle>
          <h2>{t`Set up your authenticator app`}</h2>
        </CardTitle>
        <CardDescription>
          {t`Use an app such as Google Authenticator, Microsoft Authenticator, 1Password or Bitwarden.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-6">
          <li className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            <TwoFactorQrCode uri={setup.otpauth_uri} />
            <div className="grid gap-3 text-sm">
              <p className="font-medium">{t`Step 1: scan the QR code with your authenticator app.`}</p>
              <p className="text-muted-foreground">{t`Cannot scan it? Enter this key in the app instead:`}</p>
              <div className="flex flex-wrap items-center gap-2">
                <code
                  data-slot="two-factor-secret"
                  className="rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all"
                >
                  {groupedSecret(setup.secret)}
                </code>
                <Button variant="outline" size="sm" onClick={() => void copyKey()}>
                  <Copy aria-hidden />
                  {t`Copy key`}
                </Button>
              </div>
            </div>
          </li>
          <li className="grid gap-3">
            <p className="text-sm font-medium">{t`Step 2: enter the code the app shows to turn two-factor on.`}</p>
            <TwoFactorEnableForm onSubmit={onEnable} onCancel={onCancel} />
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
