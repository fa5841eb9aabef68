import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';

interface TicketSearchFieldProps {
  /** The search in the address, shown when the field mounts. */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The tickets' search by subject or number: it searches 300 ms after typing stops (spec section 9), at
 * once on Enter. Give it a new `key` to show a search reset from outside.
 */
export function TicketSearchField({ value, onSearch }: TicketSearchFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-2 max-sm:w-full">
      <Label htmlFor={id}>{t`Search`}</Label>
      <SearchInput
        id={id}
        defaultValue={value}
        placeholder={t`Subject or ticket number`}
        onSearch={onSearch}
        className="w-full sm:w-64"
      />
    </div>
  );
}
