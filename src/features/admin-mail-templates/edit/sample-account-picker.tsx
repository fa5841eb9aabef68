import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { adminUsersQueries } from '@/api/queries/admin-users';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';

/** An account whose own name and email a preview or test shows. */
export interface SampleAccount {
  id: string;
  label: string;
}

/** Finds an account by name or email (two letters or more) to fill the mail with its own values. */
export function SampleAccountPicker({
  chosen,
  onChoose,
}: {
  chosen: SampleAccount | null;
  onChoose: (account: SampleAccount | null) => void;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const found = useQuery({
    ...adminUsersQueries.list({ page: 1, per_page: 5, search: query }),
    enabled: query.length >= 2,
  });
  const accounts = found.data?.items ?? [];
  const labels = accounts.map((account) => `${account.name} <${account.email}>`);
  if (chosen) {
    const label = chosen.label;
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="break-all">
          <Trans>With the values of {label}</Trans>
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChoose(null)}>
          <X aria-hidden />
          <Trans>Use sample values</Trans>
        </Button>
      </p>
    );
  }
  return (
    <SearchInput
      aria-label={t`Fill with an account’s values`}
      placeholder={t`An account’s name or email`}
      onSearch={setQuery}
      suggestions={labels}
      onSuggestionSelect={(label) => {
        const account = accounts[labels.indexOf(label)];
        if (account) onChoose({ id: account.id, label });
      }}
    />
  );
}
