import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { caseText, withCase, type PluralArgument } from './plural-arguments';
import { categoryOf, neededCategories } from './plural-categories';

/** A few whole numbers that take `category` in `locale`, for the field's label: "2, 3, 4, 22…". */
function examplesOf(locale: string, category: string, ordinal: boolean): string {
  const found: number[] = [];
  for (let count = 0; count <= 200 && found.length < 5; count++)
    if (categoryOf(locale, count, ordinal) === category) found.push(count);
  // Four are shown; a fifth found means the list goes on.
  return found.length > 4 ? `${found.slice(0, 4).join(', ')}…` : found.join(', ');
}

function CaseField({
  category,
  examples,
  value,
  missing,
  onChange,
}: {
  category: string;
  examples: string;
  value: string;
  missing: boolean;
  onChange: (body: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-mono">{category}</span>
        {examples ? <span className="text-xs font-normal text-muted-foreground">{examples}</span> : null}
      </Label>
      <Input
        id={id}
        value={value}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {missing ? (
        <p id={hintId} className="text-xs text-destructive">
          <Trans>This form is needed in this language.</Trans>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The plural forms of each plural argument of a message as fields of their own: every category the
 * language needs (Polish one, few, many, other), then any exact case the text has (`=0`). Typing in one
 * rewrites that case in the message's text; `#` stands for the count.
 */
export function PluralFields({
  text,
  locale,
  plurals,
  onChange,
}: {
  text: string;
  locale: string;
  plurals: readonly PluralArgument[];
  onChange: (text: string) => void;
}) {
  const { t } = useLingui();
  return plurals.map((plural) => {
    const needed: readonly string[] = neededCategories(locale, plural.ordinal);
    const extra = plural.cases.map((item) => item.key).filter((key) => !needed.includes(key));
    const name = `{${plural.name}}`;
    return (
      <fieldset key={plural.name} className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">
          {plural.ordinal ? t`Ordinal forms of ${name}` : t`Plural forms of ${name}`}
        </legend>
        <p className="text-xs text-muted-foreground">
          <Trans># stands for the number.</Trans>
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {[...needed, ...extra].map((category) => {
            const body = caseText(text, plural, category);
            return (
              <CaseField
                key={category}
                category={category}
                examples={category.startsWith('=') ? '' : examplesOf(locale, category, plural.ordinal)}
                value={body ?? ''}
                missing={body === null}
                onChange={(next) => onChange(withCase(text, plural, category, next))}
              />
            );
          })}
        </div>
      </fieldset>
    );
  });
}
