import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '@/api/queries/auth';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  registerTwoFactor,
  twoFactorQueries,
  type TwoFactorSetup,
} from '@/api/queries/auth-two-factor';
import { notify } from '@/lib/notify';
import { formFailure, type FormFailure } from '@/components/form/form-failure';
import { TwoFactorRecoveryCodes } from './two-factor-recovery-codes';
import { TwoFactorSetupCard } from './two-factor-setup-card';
import { TwoFactorStatusCard } from './two-factor-status-card';

interface TwoFactorPanelProps {
  /** Whose account: written into the downloaded recovery codes. */
  email: string;
}

/** The failure messages of spec section 8, when the server gives none. */
const FALLBACKS = {
  register: msg`Failed to register 2FA`,
  enable: msg`Failed to enable 2FA`,
  disable: msg`Failed to disable 2FA`,
  regenerate: msg`Failed to regenerate 2FA recovery codes`,
};

/** What the panel shows: the status, the setup under way, or recovery codes just made (shown once). */
type View =
  { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: readonly string[] };

/**
 * The signed-in user's two-factor settings: the status (GET /auth/2fa/status, which the route loads),
 * setting it up (QR code, key, first code), the recovery codes shown once, and new codes or turning it off
 * behind the password.
 */
export function TwoFactorPanel({ email }: TwoFactorPanelProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { data: status } = useSuspenseQuery(twoFactorQueries.status());
  const [view, setView] = useState<View>({ kind: 'status' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor() });
  const register = useMutation({
    mutationFn: registerTwoFactor,
    onSuccess: (setup) => setView({ kind: 'setup', setup }),
    meta: { showsError: true },
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
              const codes = await enableTwoFactor(code);
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
  const setUpFailure = register.isError
    ? formFailure(register.error, ['two_factor'], FALLBACKS.register, i18n)
    : null;
  return (
    <TwoFactorStatusCard
      status={status}
      onSetUp={() => register.mutate()}
      settingUp={register.isPending}
      setUpError={setUpFailure ? (setUpFailure.fields.two_factor ?? setUpFailure.message) : null}
      onDisable={(password) =>
        attempt(
          async () => {
            await disableTwoFactor(password);
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
            const codes = await regenerateRecoveryCodes(password);
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
