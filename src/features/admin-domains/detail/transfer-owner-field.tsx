import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminUsersQueries } from '@/api/queries/admin-users';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The owner a domain moves to. */
export type NewOwner = { id: string; email: string; name: string };

/**
 * The new owner, picked by typing their email in full: the account with exactly that email (through the
 * users list's search) is named under the field, or it says there is none.
 */
export function TransferOwnerField({
  currentOwnerId,
  value,
  onChange,
}: {
  currentOwnerId: string;
  value: NewOwner | null;
  onChange: (owner: NewOwner | null) => void;
}) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const wanted = email.trim().toLowerCase();
  const found = useQuery({
    ...adminUsersQueries.list({ search: wanted, per_page: 5 }),
    enabled: wanted.includes('@'),
  });
  const match = found.data?.items.find((user) => user.email.toLowerCase() === wanted);
  const owner = match && match.id !== currentOwnerId ? match : undefined;
  useEffect(() => {
    if ((owner?.id ?? null) !== (value?.id ?? null)) {
      onChange(owner ? { id: owner.id, email: owner.email, name: owner.name } : null);
    }
  }, [owner, value, onChange]);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="new-owner-email">
        <Trans>New owner’s email</Trans>
      </Label>
      <Input
        id="new-owner-email"
        type="email"
        autoComplete="off"
        value={email}
        placeholder={t`name@example.com`}
        onChange={(event) => setEmail(event.target.value)}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {owner ? (
          <Trans>
            Moves to {owner.name} ({owner.email})
          </Trans>
        ) : match ? (
          <Trans>This is the current owner.</Trans>
        ) : wanted.includes('@') && found.isSuccess ? (
          <Trans>No account has this email.</Trans>
        ) : null}
      </p>
    </div>
  );
}
