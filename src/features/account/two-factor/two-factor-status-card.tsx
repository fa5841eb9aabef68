import { Plural, useLingui } from '@lingui/react/macro';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { type TwoFactorStatus } from '@/api/queries/auth-two-factor';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { FormFailure } from '@/components/form/form-failure';
import { useDateFormat } from '@/i18n/use-date-format';
import { TwoFactorPasswordForm } from './two-factor-password-form';

/** At or below this many recovery codes left, the card suggests making new ones. */
export const FEW_RECOVERY_CODES = 3;

interface TwoFactorStatusCardProps {
  status: TwoFactorStatus;
  /** Starts the setup (POST /auth/2fa/register); true while that call runs. */
  onSetUp: () => void;
  settingUp: boolean;
  /** Why the setup could not start, if it could not. */
  setUpError: string | null;
  onDisable: (password: string) => Promise<FormFailure<string> | null>;
  onRegenerate: (password: string) => Promise<FormFailure<string> | null>;
}

type PasswordAction = 'disable' | 'regenerate';

/** Whether two-factor is on, and what can be done about it: set it up, or (password first) new codes or off. */
export function TwoFactorStatusCard(props: TwoFactorStatusCardProps) {
  const { status } = props;
  const { t } = useLingui();
  return (
    <Card data-slot="two-factor-status">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{t`Authenticator app`}</h2>
          {status.enabled ? (
            <Badge variant="success">
              <ShieldCheck aria-hidden />
              {t`On`}
            </Badge>
          ) : (
            <Badge variant="secondary">
              <ShieldOff aria-hidden />
              {t`Off`}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          {t`After your password, signing in asks for a code from an authenticator app on your phone, so a stolen password alone is not enough.`}
        </CardDescription>
      </CardHeader>
      {status.enabled ? <EnabledBody {...props} /> : <DisabledBody {...props} />}
    </Card>
  );
}

function DisabledBody({ status, onSetUp, settingUp, setUpError }: TwoFactorStatusCardProps) {
  const { t } = useLingui();
  return (
    <>
      {setUpError || status.pending_setup ? (
        <CardContent className="grid gap-3">
          {setUpError ? <Alert variant="destructive" autoClose={false} description={setUpError} /> : null}
          {status.pending_setup ? (
            <p className="text-sm text-muted-foreground">
              {t`A setup was started but not finished. Setting up again shows a new QR code.`}
            </p>
          ) : null}
        </CardContent>
      ) : null}
      <CardFooter>
        {/* A long label in some languages: it wraps on a phone rather than widening the page. */}
        <Button
          loading={settingUp}
          onClick={onSetUp}
          className="h-auto min-h-9 max-w-full py-2 whitespace-normal"
        >
          <ShieldCheck aria-hidden />
          {t`Set up two-factor authentication`}
        </Button>
      </CardFooter>
    </>
  );
}

function EnabledBody({ status, onDisable, onRegenerate }: TwoFactorStatusCardProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const [action, setAction] = useState<PasswordAction | null>(null);
  const titleId = useId();
  const left = status.recovery_codes_remaining;
  const since = status.confirmed_at ? format.moment(status.confirmed_at, 'longDay') : null;
  return (
    <>
      <CardContent className="grid gap-3 text-sm">
        {since ? <p>{t`Turned on ${since}.`}</p> : null}
        <p className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-4 text-muted-foreground" />
          <Plural value={left} one="# recovery code left" other="# recovery codes left" />
        </p>
        {left <= FEW_RECOVERY_CODES ? (
          <Alert
            variant="warning"
            autoClose={false}
            description={t`You are running out of recovery codes. Generate new ones so you can still sign in without your phone.`}
          />
        ) : null}
      </CardContent>
      <CardFooter className="grid gap-4">
        {action === null ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setAction('regenerate')}>
              {t`Generate new recovery codes`}
            </Button>
            <Button variant="destructive" onClick={() => setAction('disable')}>
              {t`Turn off`}
            </Button>
          </div>
        ) : (
          <section className="grid gap-3" aria-labelledby={titleId}>
            <h3 id={titleId} className="font-medium">
              {action === 'disable' ? t`Turn off two-factor authentication` : t`Generate new recovery codes`}
            </h3>
            <p className="text-sm text-muted-foreground">
              {action === 'disable'
                ? t`Enter your password. Signing in will then need only your password.`
                : t`Enter your password. The new codes replace the old ones, which stop working.`}
            </p>
            <TwoFactorPasswordForm
              key={action}
              destructive={action === 'disable'}
              submitLabel={action === 'disable' ? t`Turn off` : t`Generate new codes`}
              onSubmit={action === 'disable' ? onDisable : onRegenerate}
              onCancel={() => setAction(null)}
            />
          </section>
        )}
      </CardFooter>
    </>
  );
}
