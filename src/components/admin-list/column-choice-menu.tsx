import { Trans, useLingui } from '@lingui/react/macro';
import { Columns3 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isColumnShown, namingIndex, type AdminColumn, type ColumnVisibility } from './admin-columns';

type ColumnChoiceMenuProps<TData extends object> = {
  columns: readonly AdminColumn<TData>[];
  chosen: ColumnVisibility;
  onChoose: (key: string, shown: boolean) => void;
  onReset: () => void;
};

/** "Columns": a checkbox per column that may be hidden, and a way back to the list's defaults. */
export function ColumnChoiceMenu<TData extends object>({
  columns,
  chosen,
  onChoose,
  onReset,
}: ColumnChoiceMenuProps<TData>) {
  const { t } = useLingui();
  const id = useId();
  const naming = namingIndex(columns);
  const choices = columns
    .map((column, index) => ({ column, shown: isColumnShown(column, index === naming, chosen), index }))
    .filter(({ column, index }) => index !== naming && column.hideable !== false);
  if (choices.length === 0) return null;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={t`Columns`} title={t`Columns`}>
          <Columns3 aria-hidden />
          <span className="max-sm:sr-only">
            <Trans>Columns</Trans>
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid w-60 gap-3">
        <p className="text-sm font-medium">
          <Trans>Columns shown</Trans>
        </p>
        <div className="grid gap-2">
          {choices.map(({ column, shown }) => (
            <div key={column.key} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${column.key}`}
                checked={shown}
                onCheckedChange={(checked) => onChoose(column.key, checked === true)}
              />
              <Label htmlFor={`${id}-${column.key}`} className="font-normal">
                {column.label}
              </Label>
            </div>
          ))}
        </div>
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onReset}>
          <Trans>Default columns</Trans>
        </Button>
      </PopoverContent>
    </Popover>
  );
}
