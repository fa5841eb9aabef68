import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';

const domains = [
  'shop.example.com',
  'blog.example.com',
  'store.example.org',
  'shoes.example.net',
  'news.example.com',
];

/** A search field offering the domains that contain what was typed. */
export function SearchDemo() {
  const id = useId();
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const needle = typed.trim().toLowerCase();
  const suggestions = needle === '' ? [] : domains.filter((domain) => domain.includes(needle));
  return (
    <div className="grid w-full max-w-sm gap-2">
      <Label htmlFor={id}>
        <Trans>Search domains</Trans>
      </Label>
      <SearchInput
        id={id}
        placeholder={t`Type “sh”…`}
        suggestions={suggestions}
        onInput={(event) => setTyped(event.currentTarget.value)}
        onSearch={setSearched}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {searched === '' ? <Trans>Nothing searched yet.</Trans> : <Trans>Searched for: {searched}</Trans>}
      </p>
    </div>
  );
}
