import { Trans } from '@lingui/react/macro';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { asList, useFilterText, type FilterControlProps } from '@/components/ui/filter-controls';
import { Label } from '@/components/ui/label';

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
    onChange({ [group.key]: checked ? [...chosen, option] : chosen.filter((item) => item !== option) });
  };
  return (
    <div className="grid gap-2">
      <Label id={labelId}>{label(group.label)}</Label>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="outline"
            aria-labelledby={`${labelId} ${summaryId}`}
            className="w-full justify-between font-normal sm:w-48"
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
                className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring focus-visible:outline-solid data-[disabled]:pointer-events-none data-[disabled]:opacity-50"
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
