import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  rangeKeys,
  type FilterGroup,
  type FilterText,
  type FilterValue,
  type FilterValues,
} from '@/lib/filter-values';

export type FilterControlProps = {
  group: FilterGroup;
  /** Reads a value by parameter name (a range filter reads its two ends). */
  value: (name: string) => FilterValue;
  /** Sets values by parameter name, all in one change: a range filter sets both ends at once. */
  onChange: (values: FilterValues) => void;
};

/** Translates interface text; text from data shows as it is. */
export function useFilterText() {
  const { i18n } = useLingui();
  return (text: FilterText | undefined) =>
    text === undefined || typeof text === 'string' ? text : i18n._(text);
}

/** The value of a filter that holds one text, '' when it holds none. */
export function asString(value: FilterValue): string {
  return typeof value === 'string' ? value : '';
}

/** The chosen values of a filter that holds several. */
export function asList(value: FilterValue): readonly string[] {
  return typeof value === 'object' ? value : [];
}

type DraftInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  committed: string;
  onCommit: (value: string) => void;
  /** Also hands the value on this long after typing stops: a search applies as it is typed. */
  debounceMs?: number;
};

/**
 * An input that hands its value on at blur or Enter (and, with `debounceMs`, once typing pauses), never
 * at each keystroke, so a list is not fetched again for every character typed. It follows the committed
 * value from outside (a reset, Back), but not its own value coming back trimmed: the space just typed
 * before the next word stays.
 */
function DraftInput({ committed, onCommit, debounceMs, ...props }: DraftInputProps) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const [handedOn, setHandedOn] = useState(committed);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== handedOn.trim()) setDraft(committed);
  }
  const commit = (text: string) => {
    window.clearTimeout(timer.current);
    if (text.trim() === committed.trim()) return;
    setHandedOn(text);
    onCommit(text);
  };
  return (
    <Input
      {...props}
      value={draft}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        if (debounceMs === undefined) return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => commit(text), debounceMs);
      }}
      onBlur={() => commit(draft)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(draft);
      }}
    />
  );
}

/** A text filter (a list's search): applied 300 ms after typing stops (spec section 9), at once on Enter. */
export function TextFilter({ group, value, onChange }: FilterControlProps) {
  const id = useId();
  const label = useFilterText();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label(group.label)}</Label>
      <DraftInput
        id={id}
        className="w-full sm:w-48"
        placeholder={label(group.placeholder)}
        debounceMs={SEARCH_DEBOUNCE_MS}
        committed={asString(value(group.key))}
        onCommit={(next) => onChange({ [group.key]: next })}
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
        onValueChange={(next) => onChange({ [group.key]: next === ALL ? undefined : next })}
      >
        <SelectTrigger id={id} className="w-full sm:w-48">
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
          onCheckedChange={(checked) => onChange({ [group.key]: checked === true })}
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
                onChange({
                  [group.key]:
                    checked === true
                      ? [...chosen, option.value]
                      : chosen.filter((item) => item !== option.value),
                })
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

/** Two number fields, each committed on blur or Enter: a half-typed number is no bound to apply. */
export function NumberRangeFilter({ group, value, onChange }: FilterControlProps) {
  const id = useId();
  const label = useFilterText();
  const { t } = useLingui();
  const ends = rangeKeys(group).map((name, index) => ({
    name,
    text: index === 0 ? t`Min` : t`Max`,
    current: asString(value(name)),
  }));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{label(group.label)}</legend>
      <div className="flex items-center gap-2">
        {ends.map((item) => (
          <div key={item.name} className="flex items-center gap-2">
            <Label htmlFor={`${id}-${item.name}`} className="font-normal text-muted-foreground">
              {item.text}
            </Label>
            <DraftInput
              id={`${id}-${item.name}`}
              type="number"
              inputMode="decimal"
              className="w-28"
              committed={item.current}
              onCommit={(next) => onChange({ [item.name]: next })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
