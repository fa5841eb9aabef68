import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Domain } from '@/api/queries/domains';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface DomainPickerProps {
  domains: readonly Domain[];
  value: string;
  onChange: (domainId: string) => void;
}

/** The domain whose plan is being changed. */
export function DomainPicker({ domains, value, onChange }: DomainPickerProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <Trans>Domain</Trans>
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full min-w-56 sm:w-auto">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {domains.map((domain) => (
            <SelectItem key={domain.id} value={domain.id}>
              {domain.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
