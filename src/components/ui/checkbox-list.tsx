import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface CheckboxListProps {
  /** What may be ticked, by name, each shown as it is (role names). */
  options: readonly string[];
  /** The names ticked. */
  chosen: readonly string[];
  /** The names ticked after a box was ticked or cleared. */
  onChange: (chosen: string[]) => void;
  /** Names shown ticked that cannot be cleared (what grants everything anyway); never added to `chosen`. */
  locked?: readonly string[];
  onBlur?: () => void;
  className?: string;
}

/** A box per name, one under another unless `className` lays them out otherwise. */
export function CheckboxList({
  options,
  chosen,
  onChange,
  locked = [],
  onBlur,
  className,
}: CheckboxListProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      {options.map((option) => {
        const fixed = locked.includes(option);
        return (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option}`}
              checked={fixed || chosen.includes(option)}
              disabled={fixed}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...chosen, option] : chosen.filter((name) => name !== option))
              }
              onBlur={onBlur}
            />
            <Label htmlFor={`${id}-${option}`} className="font-normal break-all">
              {option}
            </Label>
          </div>
        );
      })}
    </div>
  );
}
