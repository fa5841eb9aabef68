import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { rangeKeys, type FilterGroup, type FilterText, type FilterValue } from '@/lib/filter-values';

export type FilterControlProps = {
  group: FilterGroup;
  /** Reads a value by parameter name (a range filter reads its two ends). */
  value: (name: string) => FilterValue;
  onChange: (name: string, value: FilterValue) => void;
};

/** Translates interface text; text from data shows as it is. */
export function useFilterText() {
  const { i18n } = useLingui();
  return (text: FilterText | undefined) =>
    text === undefined || typeof text === 'string' ? text : i18n._(text);
}

function asString(value: FilterValue): string {
  return typeof value === 'string' ? value : '';
}

function asList(value: FilterValue): readonly string[] {
  return typeof value === 'object' ? value : [];
}

/**
 * A text filter commits on blur or Enter, not on each keystroke, so a list is not fetched again for
 * every letter. It follows the value from outside (a reset) when that changes.
 */
export function TextFilter({ group, value, onChange }: FilterControlProps) {
  const id = useId();
  const label = useFilterText();
  const committed = asString(value(group.key));
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
  }
  const commit = () => {
    if (draft !== committed) onChange(group.key, draft);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label(group.label)}</Label>
      <Input
        id={id}
        className="w-48"
        placeholder={label(group.placeholder)}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

// Radix Select cannot hold an empty value, so "all" stands for no filter.
const ALL = '__all__';

export function SelectFilter({ group, value, onChange }: FilterControlProps) {
  const id = useId();
  const label = useFilterText();
  const { t } = useLingui();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label(group.label)}</Label>
      <Select
        value={asString(value(group.key))}
        onValueChange={(next) => onChange(group.key, next === ALL ? undefined : next)}
      >
        <SelectTrigger id={id} className="w-48">
          <SelectValue placeholder={label(group.placeholder) ?? t`All`} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>
            <Trans>All</Trans>
          </SelectItem>
          {group.options?.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {label(option.label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * Several choices in a menu of checkbox items; the menu stays open while choosing. Radix gives the
 * trigger its own id (the menu is labelled by it), so the label is tied by `aria-labelledby` rather
 * than `htmlFor`: the button reads as "Status, 2 selected" and the menu as "Status".
 */
export function MultiSelectFilter({ group, value, onChange }: FilterControlProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const summaryId = `${id}-summary`;
  const label = useFilterText();
  const chosen = asList(value(group.key));
  const count = chosen.length;
  const toggle = (option: string, checked: boolean) => {
    onChange(group.key, checked ? [...chosen, option] : chosen.filter((item) => item !== option));
  };
  return (
    <div className="grid gap-2">
      <Label id={labelId}>{label(group.label)}</Label>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="outline"
            aria-labelledby={`${labelId} ${summaryId}`}
            className="w-48 justify-between font-normal"
          >
            <span id={summaryId} className={count === 0 ? 'text-muted-foreground' : undefined}>
              {count === 0 ? (
                (label(group.placeholder) ?? <Trans>All</Trans>)
              ) : (
                <Trans>{count} selected</Trans>
              )}
            </span>
            <ChevronDown className="opacity-70" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            aria-labelledby={labelId}
            align="start"
            sideOffset={4}
            className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-(--radix-dropdown-menu-trigger-width) overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {group.options?.map((option) => (
              <DropdownMenu.CheckboxItem
                key={option.value}
                checked={chosen.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked)}
                onSelect={(event) => event.preventDefault()}
                className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50"
              >
                <span className="absolute left-2 flex size-3.5 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {label(option.label)}
              </DropdownMenu.CheckboxItem>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

/** One on/off box, or, with options, a group of boxes for several values. */
export function CheckboxFilter({ group, value, onChange }: FilterControlProps) {
  const id = useId();
  const label = useFilterText();
  if (!group.options) {
    return (
      <div className="flex h-9 items-center gap-2 self-end">
        <Checkbox
          id={id}
          checked={value(group.key) === true}
          onCheckedChange={(checked) => onChange(group.key, checked === true)}
        />
        <Label htmlFor={id}>{label(group.label)}</Label>
      </div>
    );
  }
  const chosen = asList(value(group.key));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{label(group.label)}</legend>
      <div className="flex h-9 flex-wrap items-center gap-4">
        {group.options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option.value}`}
              checked={chosen.includes(option.value)}
              onCheckedChange={(checked) =>
                onChange(
                  group.key,
                  checked === true
                    ? [...chosen, option.value]
                    : chosen.filter((item) => item !== option.value),
                )
              }
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {label(option.label)}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Two native date or number fields; a date field cannot pick an end before the start. */
export function RangeFilter({ group, value, onChange }: FilterControlProps) {
  const id = useId();
  const label = useFilterText();
  const { t } = useLingui();
  const [startKey, endKey] = rangeKeys(group);
  const dates = group.type === 'daterange';
  const start = asString(value(startKey));
  const end = asString(value(endKey));
  const ends = [
    { name: startKey, text: dates ? t`From` : t`Min`, current: start, max: dates ? end : undefined },
    { name: endKey, text: dates ? t`To` : t`Max`, current: end, min: dates ? start : undefined },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{label(group.label)}</legend>
      <div className="flex items-center gap-2">
        {ends.map((item) => (
          <div key={item.name} className="flex items-center gap-2">
            <Label htmlFor={`${id}-${item.name}`} className="font-normal text-muted-foreground">
              {item.text}
            </Label>
            <Input
              id={`${id}-${item.name}`}
              type={dates ? 'date' : 'number'}
              inputMode={dates ? undefined : 'decimal'}
              className={dates ? 'w-40' : 'w-28'}
              value={item.current}
              min={item.min || undefined}
              max={item.max || undefined}
              onChange={(event) => onChange(item.name, event.currentTarget.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
