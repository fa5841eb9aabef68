import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

export interface DemoAccount {
  email: string;
  password: string;
  role: string;
}

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  admin: msg`Administrator`,
  support: msg({ message: 'Support', context: 'staff' }),
  user: msg`Domain owner`,
};

/** On a demo install, the seeded accounts: a click fills the form with one; the user then signs in. */
export function DemoAccounts({
  accounts,
  onPick,
}: {
  accounts: readonly DemoAccount[];
  onPick: (account: DemoAccount) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <section aria-labelledby="demo-accounts" className="grid gap-2 rounded-lg border border-dashed p-3">
      <div>
        <h2 id="demo-accounts" className="text-sm font-medium">
          {t`Demo accounts`}
        </h2>
        <p className="text-sm text-muted-foreground">{t`Pick one to fill in the form.`}</p>
      </div>
      <ul className="grid gap-1">
        {accounts.map((account) => {
          const label = ROLE_LABELS[account.role];
          return (
            // The button keeps its place at the end of the row; a long address wraps instead.
            <li
              key={account.email}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 text-sm"
            >
              <span className="break-words text-muted-foreground">{account.email}</span>
              <Button type="button" variant="outline" size="sm" onClick={() => onPick(account)}>
                {label ? i18n._(label) : account.role}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
