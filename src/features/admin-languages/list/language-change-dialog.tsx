import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  adminLanguageKeys,
  syncAdminLanguage,
  updateAdminLanguage,
  type AdminLanguage,
} from '@/api/queries/admin-languages';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';
import { useLanguageName } from '../language-name';
import type { LanguageChange } from './language-row-actions';

export interface PendingChange {
  language: AdminLanguage;
  change: LanguageChange;
  /** For a sync: how many of the default language's keys the language lacks (the groups' count). */
  missing: number;
}

/**
 * Confirms a change to a language and makes it: switch it on or off, make it the default, or add the
 * keys it lacks (the count said before, and what was added after). The list and the groups follow.
 */
export function LanguageChangeDialog({
  pending,
  onClose,
}: {
  pending: PendingChange | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const nameOf = useLanguageName();
  if (!pending) return null;
  const { language, change, missing } = pending;
  const name = nameOf(language);

  async function run() {
    if (change === 'sync') {
      const added = await syncAdminLanguage(language.code);
      notify.success(
        t`${plural(added, { one: `# key added to ${name}`, other: `# keys added to ${name}` })}`,
      );
    } else {
      const body = change === 'make-default' ? { is_default: true } : { is_active: change === 'activate' };
      await updateAdminLanguage(language.code, body);
      notify.success(t`${name} saved`);
    }
    await queryClient.invalidateQueries({ queryKey: adminLanguageKeys.all });
  }

  const texts = {
    activate: {
      title: t`Switch ${name} on?`,
      description: <Trans>Visitors and users can pick it from the language menu at once.</Trans>,
      confirm: t`Switch on`,
      tone: 'default',
    },
    deactivate: {
      title: t`Switch ${name} off?`,
      description: (
        <Trans>
          It leaves the language menu. Users who chose it read the default language until they pick another.
        </Trans>
      ),
      confirm: t`Switch off`,
      tone: 'destructive',
    },
    'make-default': {
      title: t`Make ${name} the default language?`,
      description: (
        <Trans>
          Visitors whose browser asks for none of the active languages read it, and the other languages are
          measured against its keys.
        </Trans>
      ),
      confirm: t`Make default`,
      tone: 'default',
    },
    sync: {
      title: t`Add the keys ${name} lacks?`,
      description:
        missing > 0 ? (
          t`${plural(missing, {
            one: `# key of the default language is missing in ${name}. It is added with the default language’s text, marked missing until someone translates it.`,
            other: `# keys of the default language are missing in ${name}. They are added with the default language’s text, marked missing until someone translates them.`,
          })}`
        ) : (
          <Trans>{name} has every key of the default language; nothing will be added.</Trans>
        ),
      confirm: t`Add missing keys`,
      tone: 'default',
    },
  } as const;
  const text = texts[change];
  return (
    <ConfirmAction
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      tone={text.tone}
      failure={msg`The language could not be changed. Try again.`}
      onConfirm={run}
    />
  );
}
