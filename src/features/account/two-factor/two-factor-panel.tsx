import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/api/api';
import type { ApiClient } from '@/api/client';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  registerTwoFactor,
  twoFactorKeys,
  twoFactorQueries,
  type TwoFactorSetup,
} from '@/api/queries/two-factor';
import { Card } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { formFailure, type FormFailure } from '@/components/form/form-failure';
import { TwoFactorRecoveryCodes } from './two-factor-recovery-codes';
import { TwoFactorSetupCard } from './two-factor-setup-card';
import { TwoFactorStatusCard } from './two-factor-status-card';

interface TwoFactorPanelProps {
  /** Whose account: written into the downloaded recovery codes. */
  email: string;
  /** The user's time zone, for dates. */
  timeZone?: string;
  /** The API client; tests pass their own. */
  client?: ApiClient;
}

/** The failure messages of spec section 8, when the server gives none. */
const FALLBACKS = {
  status: msg`Failed to get 2FA status`,
  register: msg`Failed to register 2FA`,
  enable: msg`Failed to enable 2FA`,
  disable: msg`Failed to disable 2FA`,
  regenerate: msg`Failed to regenerate 2FA recovery codes`,
};

/** What the panel shows: the status, the setup under way, or recovery codes just made (shown once). */
type View =
  { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: readonly string[] };

/**
 * The signed-in user's two-factor settings: the status (GET /auth/2fa/status), setting it up (QR code,
 * key, first code), the recovery codes shown once, and new codes or turning it off behind the password.
 */
export function TwoFactorPanel({ email, timeZone, client = api }: TwoFactorPanelProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQueries.status(client));
  const [view, setView] = useState<View>({ kind: 'status' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
  const register = useMutation({
    mutationFn: () => registerTwoFactor(client),
    onSuccess: (setup) => setView({ kind: 'setup', setup }),
  });

  /** Runs a change, and turns a refusal into what its form shows. */
  async function attempt(change: () => Promise<void>, field: string, fallback: MessageDescriptor) {
    try {
      await change();
      return null;
    } catch (error) {
      return formFailure(error, [field], fallback, i18n);
    }
  }

  if (view.kind === 'setup') {
    return (
      <TwoFactorSetupCard
        setup={view.setup}
        onCancel={() => {
          setView({ kind: 'status' });
          void refresh();
        }}
        onEnable={(code): Promise<FormFailure<string> | null> =>
          attempt(
            async () => {
              const codes = await enableTwoFactor(client, code);
              notify.success(t`Two-factor authentication is on`);
              setView({ kind: 'codes', codes });
              void refresh();
            },
            'code',
            FALLBACKS.enable,
          )
        }
      />
    );
  }
  if (view.kind === 'codes') {
    return (
      <TwoFactorRecoveryCodes codes={view.codes} email={email} onDone={() => setView({ kind: 'status' })} />
    );
  }
  if (status.isError) {
    return (
      <ErrorCard
        message={formFailure(status.error, [], FALLBACKS.status, i18n).message}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data) {
    return (
      <Card aria-busy>
        <SkeletonText lines={4} />
      </Card>
    );
  }
  const setUpFailure = register.isError
    ? formFailure(register.error, ['two_factor'], FALLBACKS.register, i18n)
    : null;
  return (
    <TwoFactorStatusCard
      status={status.data}
      timeZone={timeZone}
      onSetUp={() => register.mutate()}
      settingUp={register.isPending}
      setUpError={setUpFailure ? (setUpFailure.fields.two_factor ?? setUpFailure.message) : null}
      onDisable={(password) =>
        attempt(
          async () => {
            await disableTwoFactor(client, password);
            notify.success(t`Two-factor authentication is off`);
            await refresh();
          },
          'password',
          FALLBACKS.disable,
        )
      }
      onRegenerate={(password) =>
        attempt(
          async () => {
            const codes = await regenerateRecoveryCodes(client, password);
            notify.success(t`New recovery codes are ready`);
            setView({ kind: 'codes', codes });
            void refresh();
          },
          'password',
          FALLBACKS.regenerate,
        )
      }
    />
  );
}
